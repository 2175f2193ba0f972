import Foundation
import RecipesKit
import RecipesSources

/// A resolver answering from a table of host names; a host not in it fails loudly. Records every host asked for.
public final class FixedHostResolver: HostResolving {
    private let table: [String: [String]]
    private let asked = CallLog<String>()

    /// A resolver where each host has these addresses.
    public init(_ table: [String: [String]]) {
        self.table = table
    }

    /// Every host asked for, in order.
    public var requests: [String] { asked.entries }

    public func addresses(of host: String) async throws(SessionError) -> [String] {
        asked.append(host)
        guard let addresses = table[host] else { fatalError("FixedHostResolver.addresses(of:) was asked for \(host), which it was not given") }
        return addresses
    }
}

import Dispatch
import Foundation
import RecipesKit

/// Turns a host name into the addresses a connection to it would use.
public protocol HostResolving: Sendable {
    /// The numeric addresses of `host` (IPv4 dotted quads, IPv6 text); throws when it has none.
    func addresses(of host: String) async throws(SessionError) -> [String]
}

/// The system's resolver (`getaddrinfo`), run off the cooperative pool because it blocks.
public struct SystemResolver: HostResolving {
    /// Creates a resolver.
    public init() {}

    public func addresses(of host: String) async throws(SessionError) -> [String] {
        let result: Result<[String], SessionError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Self.resolve(host)) }
        }
        return try result.get()
    }

    private static func resolve(_ host: String) -> Result<[String], SessionError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else {
            return .failure(SessionError(reason: "host not found"))
        }
        defer { freeaddrinfo(first) }
        var addresses: [String] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let current = node {
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(current.pointee.ai_addr, current.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 {
                // A scoped IPv6 address reads fe80::1%eth0; the scope says nothing about the range.
                let address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                addresses.append(String(address.prefix { $0 != "%" }))
            }
            node = current.pointee.ai_next
        }
        return addresses.isEmpty ? .failure(SessionError(reason: "host not found")) : .success(addresses)
    }
}

import Foundation
import RecipesKit

/// Fetches an address that a recipe or a person named without becoming a proxy into the server's own network:
/// http and https only, every host (the first and each redirect's, at most `maximumRedirects`) resolved first and
/// refused when any of its addresses is not public, unless private addresses are allowed; the session bounds the
/// answer's size and time. Pictures (`ImageFacade`) and pages imported by the service (`PageFetcher`) go through it.
public struct GuardedFetcher: Sendable {
    /// The most redirects followed.
    public static let maximumRedirects = 5

    private let session: any SessionProtocol
    private let resolver: any HostResolving
    private let allowsPrivateAddresses: Bool
    /// What is fetched, for messages: `image`, `page`.
    private let noun: String
    /// The flag that allows private addresses, for messages: `--allow-private-images`.
    private let flag: String

    /// Creates a fetcher through `session`, naming what it fetches `noun` and the flag that allows private
    /// addresses `flag` in its messages.
    public init(
        session: any SessionProtocol, resolver: any HostResolving = SystemResolver(), allowsPrivateAddresses: Bool = false,
        noun: String, flag: String
    ) {
        self.session = session
        self.resolver = resolver
        self.allowsPrivateAddresses = allowsPrivateAddresses
        self.noun = noun
        self.flag = flag
    }

    /// Why a fetch gave no answer, in one line.
    public struct Refusal: Error, Sendable, Hashable {
        /// The line.
        public let reason: String
        /// Whether the host was asked and did not answer (a kept copy may stand in), rather than refused.
        public var isUnanswered = false
    }

    /// The first answer that is not a redirect, for `url` and `headers`; a refused address, a failed request, a
    /// redirect without a Location or too many redirects is a `Refusal`.
    public func fetch(_ url: URL, headers: [String: String]) async throws(Refusal) -> SessionResponse {
        var url = url
        for _ in 0...Self.maximumRedirects {
            if let refusal = await refusal(of: url) { throw Refusal(reason: refusal) }
            let response: SessionResponse
            do {
                response = try await session.send(SessionRequest(url: url, headers: headers, followsRedirects: false))
            } catch {
                throw Refusal(reason: "the \(noun) could not be fetched: \(error.reason)", isUnanswered: true)
            }
            guard [301, 302, 303, 307, 308].contains(response.statusCode) else { return response }
            guard let location = response.headers["location"], let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                throw Refusal(reason: "the \(noun) host redirected without a Location")
            }
            url = next
        }
        throw Refusal(reason: "more than \(Self.maximumRedirects) redirects")
    }

    /// Why `url` may not be fetched: not http(s), or a host with an address that is not public.
    private func refusal(of url: URL) async -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "only http and https \(noun)s are fetched (got \(url.scheme ?? "no scheme"))"
        }
        guard var host = url.host, !host.isEmpty else { return "the \(noun) URL has no host" }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if allowsPrivateAddresses { return nil }
        let addresses: [String]
        do {
            addresses = try await resolver.addresses(of: host)
        } catch {
            return "the \(noun) host \(host) cannot be resolved: \(error.reason)"
        }
        for address in addresses {
            // The address itself is left out: anyone may ask, and the answer must not map the network.
            if let reason = AddressPolicy.refusal(for: address) {
                return "the \(noun) host \(host) resolves to \(reason); start the server with \(flag) to fetch from it"
            }
        }
        return nil
    }
}

import Foundation

/// Who may write to the catalog: holders of the bearer token the server was started with.
public struct WriteAccess: Sendable {
    /// What an `Authorization` header amounts to.
    enum Verdict: Equatable {
        case allowed, disabled, missing, wrong
    }

    private let token: [UInt8]?
    /// Failed authentications by client address, shared by every copy.
    let throttle: AuthenticationThrottle
    /// The shortest token `recipes serve` starts with: shorter ones can be guessed.
    public static let minimumTokenLength = 16

    /// Writes allowed with `token`; none at all when it is nil or blank.
    public init(token: String?) {
        self.init(token: token, throttle: AuthenticationThrottle())
    }

    /// Writes allowed with `token`, wrong tokens slowed down by `throttle`.
    init(token: String?, throttle: AuthenticationThrottle) {
        let trimmed = token?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.token = trimmed.isEmpty ? nil : Array(trimmed.utf8)
        self.throttle = throttle
    }

    /// Whether writes are possible at all.
    public var isEnabled: Bool { token != nil }

    /// Checks a request's `Authorization` header: a request without one is `.missing` even when writes are disabled.
    func check(authorization: String?) -> Verdict {
        guard let authorization, authorization.count > 7, authorization.prefix(7).lowercased() == "bearer " else { return .missing }
        guard let token else { return .disabled }
        let presented = Array(authorization.dropFirst(7).trimmingCharacters(in: .whitespaces).utf8)
        return WriteAccess.constantTimeEqual(presented, token) ? .allowed : .wrong
    }

    /// Compares every byte whatever differs first, so timing does not reveal how much of a guess was right.
    static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: lhs.count ^ rhs.count) | (lhs.count == rhs.count ? 0 : 1)
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }
}

import HTTPTypes
import Hummingbird
import Logging
import RecipesKit

extension WriteAccess {
    /// What the store counts of one client's wrong tokens, read before its token is checked.
    struct StoredTokenFailures {
        /// The client's subject (`SignInThrottle.tokenSubject`).
        let subject: String
        /// The wrong tokens counted so far.
        let count: Int
        /// Whether this request is counted already (`holdWrongTokens`), before its check.
        var countedAhead = false
    }

    /// Refuses (429 with `Retry-After`) a client held for wrong tokens, by this replica or, on a store, by any;
    /// otherwise what the store counts for it (nil without a store, without a bearer token to check, or when the
    /// store counted none for it less than a second ago: `AuthenticationThrottle.storeRecheck`). Once a
    /// client is one wrong token from being held, its request is counted before its token is checked, so that
    /// guesses sent at once cannot all be checked on the old count; a right token clears it after.
    func holdWrongTokens(from address: String, _ request: Request) async throws(APIError) -> StoredTokenFailures? {
        guard let authorization = request.headers[.authorization] else { return nil }
        let client = ClientNetwork.counted(address)
        var wait = throttle.waitBeforeTrying(client).map { Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18 }
        var stored: StoredTokenFailures?
        if wait == nil, let sessions, Self.isBearer(authorization), !throttle.isKnownClean(client) {
            let subject = SignInThrottle.tokenSubject(address: address)
            do {
                let failures = try await sessions.signInFailures([subject])
                wait = SignInThrottle.wait(failures, at: now())
                stored = StoredTokenFailures(subject: subject, count: failures[subject]?.count ?? 0)
                if failures.isEmpty { throttle.noteClean(client) }
                if wait == nil, let count = stored?.count, count >= SignInThrottle.freeAttempts - 1, throttle.enterStoreWrite() {
                    defer { throttle.leaveStoreWrite() }
                    try await sessions.recordSignInFailure([subject], at: now())
                    stored?.countedAhead = true
                }
            } catch {
                throw Self.tokenUncheckable(error)
            }
        }
        if let wait {
            let seconds = max(1, Int(wait.rounded(.up)))
            throw APIError(
                .tooManyRequests, detail: "too many wrong tokens from this address; try again in \(seconds) s",
                headers: [.retryAfter: String(seconds)])
        }
        return stored
    }

    /// Whether an `Authorization` header offers a bearer token (the scheme's name in any case, RFC 9110 §11.1).
    static func isBearer(_ authorization: String) -> Bool {
        authorization.utf8.count > 7 && authorization.prefix(7).lowercased() == "bearer "
    }

    /// The 503 for a token the store could not check: the client may try again in a second.
    static func tokenUncheckable(_ error: CatalogStoreError) -> APIError {
        APIError(.serviceUnavailable, detail: "the store could not check the token: \(error.message)", headers: [.retryAfter: "1"])
    }

    /// Counts a checked token against `address`'s network: a wrong one here and in the store (unless counted ahead),
    /// a right one clearing both. A store that cannot count leaves this replica's count, and says so in the log.
    func countToken(_ verdict: Verdict, from address: String, stored: StoredTokenFailures?, logger: Logger) async {
        let client = ClientNetwork.counted(address)
        switch verdict {
        case .allowed:
            throttle.succeeded(client)
            guard let stored, stored.count > 0 || stored.countedAhead, let sessions else { return }
            do {
                try await sessions.clearSignInFailures([stored.subject])
                throttle.noteClean(client)
            } catch {
                logger.warning("could not clear \(address)'s wrong tokens in the store: \(error.message)")
            }
        case .wrong:
            let count = throttle.failed(client)
            logger.warning("refused a write from \(address): wrong bearer token (\(count) in a row here from \(client))")
            // A flood of wrong tokens writes at most a few counts at once; the rest are counted here only.
            guard let stored, !stored.countedAhead, let sessions, throttle.enterStoreWrite() else { return }
            defer { throttle.leaveStoreWrite() }
            do {
                try await sessions.recordSignInFailure([stored.subject], at: now())
            } catch {
                logger.warning("could not count \(address)'s wrong token in the store: \(error.message)")
            }
        case .missing, .disabled:
            break
        }
    }
}

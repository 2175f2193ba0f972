import Foundation
import RecipesKit

/// Watches what a `Service` does, so a terminal can show progress and warnings.
public protocol ServiceObserver: Sendable {
    /// A request to `url` is about to be sent.
    func requestStarted(_ url: URL) async
    /// The request to `url` has an answer, or failed.
    func requestFinished(_ url: URL) async
    /// `url` could not be fetched (`reason`), and the copy fetched at `fetchedAt` is used instead.
    func usingCachedCopy(of url: URL, fetchedAt: Date, because reason: String) async
}

/// An observer that ignores everything.
public struct SilentServiceObserver: ServiceObserver {
    /// Creates the observer.
    public init() {}
    public func requestStarted(_ url: URL) async {}
    public func requestFinished(_ url: URL) async {}
    public func usingCachedCopy(of url: URL, fetchedAt: Date, because reason: String) async {}
}

import Foundation

/// The name a store is given when it is made: together with its revision it tells one store's catalog from another's
/// (a store made again at the same path counts its revisions from the start again).
public enum StoreIdentity {
    /// A new identity: 8 bytes from the system's secure generator, as 16 hex digits.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<8).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// The `code` of the API's 412 whose If-Match names only recipes read from another store: what the service
    /// answers and a client reads.
    public static let otherStoreCode = "other-store"

    /// Whether `text` has an identity's form: 16 lowercase hex digits.
    public static func isIdentity(_ text: Substring) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}

/// Why an uploaded picture is refused, in one line.
public struct PictureRefusal: Error, Sendable, Equatable {
    /// The line.
    public let message: String

    /// Creates a refusal.
    public init(_ message: String) {
        self.message = message
    }
}

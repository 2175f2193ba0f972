import Foundation

/// A recipe's bytes exactly as the catalog encoder writes it inside a catalog, with the means to read its fields
/// back: output copies them instead of encoding the fields again, and fields are read only when asked for.
package struct RecipeWire: Sendable {
    /// The buffer holding these bytes, shared by the recipes of one decoded run.
    package let buffer: RecipeWireBuffer
    /// Where the recipe's bytes are in `buffer`.
    package let range: Range<Int>

    /// Names `range` of `buffer` as a recipe's bytes.
    package init(buffer: RecipeWireBuffer, range: Range<Int>) {
        self.buffer = buffer
        self.range = range
    }

    /// Calls `body` with the recipe's bytes.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(rebasing: buffer.bytes[range]))
    }

    /// The recipe these bytes hold, with `groups` read by the buffer's reader and the other fields empty.
    func read(_ groups: RecipeFieldGroups) -> Recipe {
        withBytes { buffer.reader.recipe(groups, from: $0) }
    }
}

/// Encoded recipes one after another, and the reader that turns one of them back into fields.
package final class RecipeWireBuffer: @unchecked Sendable {
    /// The bytes; never written after the buffer is made, which is what makes sharing it safe.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// Reads a recipe back from its bytes.
    package let reader: any RecipeWireReading
    /// Whether the recipes are written on one line without spaces, not laid out as a catalog's output is.
    package let isCompact: Bool

    /// Takes ownership of `memory` (freed with the buffer), read back by `reader`.
    package init(taking memory: UnsafeMutableBufferPointer<UInt8>, reader: any RecipeWireReading, isCompact: Bool = false) {
        bytes = UnsafeBufferPointer(memory)
        self.reader = reader
        self.isCompact = isCompact
    }

    deinit {
        bytes.deallocate()
    }
}

/// Reads a recipe from the bytes an encoder wrote for it.
package protocol RecipeWireReading: Sendable {
    /// The recipe `bytes` hold, with only `groups` read and the other fields empty; the bytes were written by the
    /// matching encoder, so reading cannot fail.
    func recipe(_ groups: RecipeFieldGroups, from bytes: UnsafeBufferPointer<UInt8>) -> Recipe
}

/// Parts of a recipe that are read from its bytes separately: a filter on ingredients never builds the steps.
public struct RecipeFieldGroups: OptionSet, Sendable, Hashable {
    /// One bit per group.
    public let rawValue: UInt8

    /// The groups whose bits are set in `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The name, timers, picture and source addresses, servings and tags.
    public static let summary = RecipeFieldGroups(rawValue: 1)
    /// The ingredients.
    public static let ingredients = RecipeFieldGroups(rawValue: 2)
    /// The steps.
    public static let steps = RecipeFieldGroups(rawValue: 4)
    /// Every field.
    public static let all: RecipeFieldGroups = [.summary, .ingredients, .steps]
}

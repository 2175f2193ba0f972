import Foundation
import RecipesKit
import RecipesSources

/// An input stream with fixed contents, or a read error.
public struct FixedInput: InputReading {
    public var result: Result<Data, CocoaError>

    public init(result: Result<Data, CocoaError>) {
        self.result = result
    }

    public func readAll() throws -> Data { try result.get() }
}

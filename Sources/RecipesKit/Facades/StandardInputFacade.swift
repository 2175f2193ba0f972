import Foundation

/// Reads everything a stream holds; the live one is standard input.
public protocol InputReading: Sendable {
    /// All the bytes until end of input.
    func readAll() throws -> Data
}

/// Standard input, read to its end.
public struct StandardInput: InputReading {
    /// Creates a reader of standard input.
    public init() {}

    public func readAll() throws -> Data {
        try FileHandle.standardInput.readToEnd() ?? Data()
    }
}

/// Recipes from a catalog piped in, so commands chain: `recipes filter … --format json | recipes show --source - …`.
public struct StandardInputFacade: FacadeProtocol {
    private let input: any InputReading

    /// Creates a facade over `input`.
    public init(input: any InputReading = StandardInput()) {
        self.input = input
    }

    public var sourceDescription: String { "standard input" }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        let data: Data
        do {
            data = try input.readAll()
        } catch {
            throw CatalogError(kind: .unreachable, source: sourceDescription, reason: FileFacade.describe(error))
        }
        return try decodeCatalog(data, narrowing: narrowing)
    }
}

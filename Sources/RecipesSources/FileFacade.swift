import Foundation
import RecipesKit

/// Recipes from a catalog file on disk; a directory means its `recipes.json`, as a service base would.
public struct FileFacade: FacadeProtocol {
    private let path: String
    private let limits: InputLimits

    /// Creates a facade over the file at `path`, read within `limits`.
    public init(path: String, limits: InputLimits = .standard) {
        self.path = path
        self.limits = limits
    }

    public var sourceDescription: String { path }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        let (file, contents) = try read()
        // Read once, then dropped page by page: the recipes built hold copies, never the mapped bytes.
        return try decodeCatalog(contents.data, source: file, narrowing: narrowing, releasesReadPages: contents.isMapped)
    }

    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        let (file, contents) = try read()
        return try decodeMatches(contents.data, source: file, narrowing: narrowing, releasesReadPages: contents.isMapped)
    }

    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool
    ) async throws(CatalogError) {
        let (file, contents) = try read()
        try await decodeCatalog(
            contents.data, source: file, narrowing: narrowing, releasesReadPages: contents.isMapped, inBatches: receive)
    }

    /// The file's path as messages name it (as the user spelled it, not absolute) and its bytes.
    private func read() throws(CatalogError) -> (file: String, contents: (data: Data, isMapped: Bool)) {
        var file = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            file = (path as NSString).appendingPathComponent("recipes.json")
        }
        do {
            return (file, try MappedFile.contents(file, limits: limits))
        } catch {
            throw CatalogError(kind: .unreachable, source: file, reason: FileFacade.describe(error))
        }
    }

    /// A one-line reason for a failed read, in the words `cat` would use.
    public static func describe(_ error: any Error) -> String {
        if let tooLarge = error as? InputTooLargeError { return tooLarge.description }
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            if posix.code == Int(EBADF) { return "is closed" }
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code))).lowercased()
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file or directory"
        case NSFileReadNoPermissionError: return "permission denied"
        case NSFileReadTooLargeError: return "file too large"
        default: return nsError.localizedDescription
        }
    }
}

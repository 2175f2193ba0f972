import Foundation
import RecipesKit

extension RecipeValidator {
    /// Decodes one recipe object, or an array of them, and checks every rule; throws `.invalid` listing what is wrong.
    public static func recipes(from data: Data, allowArray: Bool = true) throws(CatalogStoreError) -> [Recipe] {
        if let offset = invalidUTF8Offset(in: data) {
            let issue = ValidationIssue(path: "", message: "not valid UTF-8 at byte \(offset)")
            throw CatalogStoreError(.invalid, issue.message, issues: [issue])
        }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let body = data.starts(with: byteOrderMark) ? data.dropFirst(3) : data[...]
        let firstByte = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let isArray = firstByte == UInt8(ascii: "[")
        if isArray && !allowArray {
            throw CatalogStoreError(.invalid, "expected one recipe object, found an array",
                                    issues: [ValidationIssue(path: "", message: "expected one recipe object, found an array")])
        }
        let recipes: [Recipe]
        // Negative timers are kept so that they are reported with every other broken rule, not alone; tags of another
        // shape are refused, not skipped as a reader skips them.
        let decoder = CatalogDecoder(keepsNegativeTimers: true, refusesMisshapenTags: true)
        do {
            recipes = isArray ? try decoder.decode(Data(body)) : [try decoder.decodeRecipe(Data(body))]
        } catch {
            let path = isArray ? error.path : error.fieldPath
            let issue = ValidationIssue(path: path, message: error.line.map { "line \($0): \(error.message)" } ?? error.message)
            throw CatalogStoreError(.invalid, issue.description, issues: [issue])
        }
        if isArray && recipes.isEmpty {
            throw CatalogStoreError(.invalid, "the array holds no recipes", issues: [ValidationIssue(path: "", message: "the array holds no recipes")])
        }
        // A one-element array still names its recipe by index, as the submitted JSON does.
        let issues = recipes.enumerated().flatMap { index, recipe in
            Self.issues(in: recipe, prefix: isArray ? "[\(index)]." : "")
        } + duplicateIssues(in: recipes)
        if let first = issues.first {
            let more = issues.count > 1 ? " (and \(issues.count - 1) more)" : ""
            throw CatalogStoreError(.invalid, first.description + more, issues: issues)
        }
        return recipes
    }
}

import Foundation

/// A recipe as the browser's form holds it: text fields, one ingredient or step per line. Read into a recipe by
/// the same rules as every other write (`RecipeValidator`), with each problem put beside the field it is about.
public struct RecipeForm: Sendable, Hashable {
    /// The fields, as typed.
    public var name = "", servings = "", ingredients = "", steps = "", timers = "", tags = "", imageURL = "", originalURL = ""

    /// The names of the form's fields, as the page posts them.
    public static let fieldNames = ["name", "servings", "ingredients", "steps", "timers", "tags", "imageURL", "originalURL"]

    /// An empty form.
    public init() {}

    /// The form as posted: its fields by name (others ignored), line endings made `\n`.
    public init(fields: [String: String]) {
        func field(_ name: String) -> String { (fields[name] ?? "").replacingOccurrences(of: "\r\n", with: "\n") }
        (name, servings, ingredients, steps) = (field("name"), field("servings"), field("ingredients"), field("steps"))
        (timers, tags, imageURL, originalURL) = (field("timers"), field("tags"), field("imageURL"), field("originalURL"))
    }

    /// The form filled in from `recipe`, to edit it.
    public init(recipe: Recipe) {
        name = recipe.name
        servings = recipe.servings.map(String.init) ?? ""
        ingredients = recipe.ingredients.map(\.line).joined(separator: "\n")
        steps = recipe.steps.joined(separator: "\n")
        timers = recipe.timers.map(String.init).joined(separator: ", ")
        tags = recipe.tags.joined(separator: ", ")
        imageURL = recipe.imageURL ?? ""
        originalURL = recipe.originalURL ?? ""
    }

    /// The recipe the form describes, with the problems found, by field name (empty when it may be saved).
    /// Blank lines are left out; timers left blank are read from the steps' text ("bake for 25 minutes").
    public func read() -> (recipe: Recipe, problems: [String: [String]]) {
        var problems: [String: [String]] = [:]
        let ingredientList = Self.lines(ingredients).compactMap(Ingredient.init(line:))
        let stepList = Self.lines(steps)
        var servingCount: Int?
        if !servings.trimmed.isEmpty {
            if let count = Int(servings.trimmed), (1...10_000).contains(count) {
                servingCount = count
            } else {
                problems["servings", default: []].append("must be a whole number from 1 to 10000, or left blank")
            }
        }
        var timerList = stepList.map { StepTimeReader.minutes(in: $0) ?? 0 }
        if !timers.trimmed.isEmpty {
            let words = timers.split { $0 == "," || $0 == " " || $0 == "\n" }
            let read = words.compactMap { Int($0) }
            if read.count != words.count || read.contains(where: { $0 < 0 || $0 > Recipe.maximumTimer }) {
                problems["timers", default: []].append("must be whole minutes, one per step, separated by commas")
            } else if read.count > stepList.count {
                problems["timers", default: []].append("has \(read.count) timers for \(stepList.count) steps")
            } else {
                timerList = read + Array(repeating: 0, count: stepList.count - read.count)
            }
        }
        let tagList = tags.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        let recipe = Recipe(
            name: name.trimmed, ingredients: ingredientList, steps: stepList, timers: timerList,
            imageURL: imageURL.trimmed.isEmpty ? nil : imageURL.trimmed, originalURL: originalURL.trimmed.isEmpty ? nil : originalURL.trimmed,
            servings: servingCount, tags: tagList)
        for issue in RecipeValidator.issues(in: recipe) {
            let field = Self.field(of: issue.path)
            let message = field == "ingredients" || field == "steps" ? Self.lineMessage(issue) : issue.message
            if !(problems[field]?.contains(message) ?? false) { problems[field, default: []].append(message) }
        }
        return (recipe, problems)
    }

    /// The field a validation path is about: `ingredients[2].name` is `ingredients`.
    public static func field(of path: String) -> String {
        let head = String(path.prefix { $0 != "[" && $0 != "." })
        return fieldNames.contains(head) ? head : "name"
    }

    /// "line 3: …" for an item of a list field.
    static func lineMessage(_ issue: ValidationIssue) -> String {
        guard let open = issue.path.firstIndex(of: "["), let close = issue.path.firstIndex(of: "]"),
              let index = Int(issue.path[issue.path.index(after: open)..<close]) else { return issue.message }
        let detail = issue.path[issue.path.index(after: close)...].drop { $0 == "." }
        return "line \(index + 1)\(detail.isEmpty ? "" : " (\(detail))"): \(issue.message)"
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map { String($0).trimmed }.filter { !$0.isEmpty }
    }
}

import Foundation
import RecipesKit

/// A plan entry as `POST /plan` and `PATCH /plan/{id}` take it: every field optional here, checked by the route;
/// a field the API does not know is refused rather than ignored.
struct PlanEntryBody: Decodable {
    /// The fields the API knows.
    static let fields: Set<String> = ["recipe", "date", "meal", "servings", "scale", "note"]

    var recipe: String?
    var date: String?
    var meal: String?
    var servings: Int?
    var scale: Fraction?
    var note: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        if let unknown = container.allKeys.map(\.stringValue).first(where: { !Self.fields.contains($0) }) {
            throw PlanBodyError("'\(unknown.forMessage)' is not a field of a plan entry; known: \(Self.fields.sorted().joined(separator: ", "))")
        }
        recipe = try Self.value(container, "recipe")
        date = try Self.value(container, "date")
        meal = try Self.value(container, "meal")
        note = try Self.value(container, "note")
        let servingsKey = FieldKey(stringValue: "servings")
        if container.contains(servingsKey) {
            // A plan entry is not a merge patch: null is not "take it away" but a wrong type, as the schema says.
            guard let count = try? container.decode(Int.self, forKey: servingsKey) else { throw PlanBodyError("servings must be a whole number") }
            servings = count
        }
        let scaleKey = FieldKey(stringValue: "scale")
        if container.contains(scaleKey) {
            let text: String
            if let string = try? container.decode(String.self, forKey: scaleKey) {
                text = string
            } else if let number = try? container.decode(Double.self, forKey: scaleKey), number.isFinite {
                text = String(number)
            } else {
                throw PlanBodyError("scale must be a number or a string such as \"1/2\"")
            }
            guard let factor = Fraction(parsing: text) else { throw PlanBodyError("scale must be a number such as 2, 0.5 or \"1/2\"; got '\(text.forMessage)'") }
            scale = factor
        }
    }

    /// The portion the body asks for: servings or scale (not both), nil when it names neither.
    func portion() throws(PlanBodyError) -> PlanPortion? {
        switch (servings, scale) {
        case (.some, .some): throw PlanBodyError("give servings or scale, not both")
        case (let servings?, nil): return .servings(servings)
        case (nil, let scale?): return .scale(scale)
        case (nil, nil): return nil
        }
    }

    private static func value(_ container: KeyedDecodingContainer<FieldKey>, _ name: String) throws -> String? {
        let key = FieldKey(stringValue: name)
        guard container.contains(key) else { return nil }
        guard let text = try? container.decode(String.self, forKey: key) else { throw PlanBodyError("\(name) must be a string") }
        return text
    }
}

/// Why a plan entry's body cannot be read, in one line.
struct PlanBodyError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

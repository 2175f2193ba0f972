import Foundation
import RecipesKit

/// What `PATCH /me/recipes/{slug}` takes, as a JSON merge patch: `favorite` (true or false), `rating` (1 to 5, or
/// null to take it away), `note` (text, or null or "" to take it away); a field left out is left as it is, and a
/// field the API does not know is refused rather than ignored.
struct PersonalMarksBody: Decodable {
    /// The fields the API knows.
    static let fields: Set<String> = ["favorite", "rating", "note"]

    /// The changes the body asks for, in the order of `fields`.
    let changes: [PersonalChange]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        if let unknown = container.allKeys.map(\.stringValue).first(where: { !Self.fields.contains($0) }) {
            throw PlanBodyError("'\(unknown.forMessage)' is not a field of a recipe's marks; known: \(Self.fields.sorted().joined(separator: ", "))")
        }
        var changes: [PersonalChange] = []
        let favorite = FieldKey(stringValue: "favorite")
        if container.contains(favorite) {
            guard let value = try? container.decode(Bool.self, forKey: favorite) else { throw PlanBodyError("favorite must be true or false") }
            changes.append(.favorite(value))
        }
        let rating = FieldKey(stringValue: "rating")
        if container.contains(rating) {
            if try container.decodeNil(forKey: rating) {
                changes.append(.rating(nil))
            } else {
                guard let value = try? container.decode(Int.self, forKey: rating) else { throw PlanBodyError("rating must be a whole number from 1 to 5, or null") }
                changes.append(.rating(value))
            }
        }
        let note = FieldKey(stringValue: "note")
        if container.contains(note) {
            if try container.decodeNil(forKey: note) {
                changes.append(.note(""))
            } else {
                guard let value = try? container.decode(String.self, forKey: note) else { throw PlanBodyError("note must be text, or null") }
                changes.append(.note(value))
            }
        }
        if changes.isEmpty { throw PlanBodyError("name at least one of favorite, rating and note") }
        self.changes = changes
    }
}

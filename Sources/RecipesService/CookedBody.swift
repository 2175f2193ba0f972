import Foundation
import RecipesKit

/// What `POST /me/recipes/{slug}/cooked` takes: `{"date": "YYYY-MM-DD"}` (also `today`, `yesterday` or a
/// weekday), or `{}` for today.
struct CookedBody: Decodable {
    let date: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        if let unknown = container.allKeys.map(\.stringValue).first(where: { $0 != "date" }) {
            throw PlanBodyError("'\(unknown.forMessage)' is not a field of a cooked day; known: date")
        }
        let key = FieldKey(stringValue: "date")
        guard container.contains(key) else {
            date = nil
            return
        }
        guard let text = try? container.decode(String.self, forKey: key) else { throw PlanBodyError("date must be a date (YYYY-MM-DD)") }
        date = text
    }
}

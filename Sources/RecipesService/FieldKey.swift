/// A JSON object's key by its text, for bodies that refuse a field they do not know rather than ignore it.
struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { nil }
}

import Foundation

/// How the catalog modules' results are written: for people or for programs.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned text for a person.
    case text
    /// The catalog wire format, to pipe into other commands or jq.
    case json
}

/// How a shopping list is written: for a terminal, for programs, or as a Markdown checklist.
public enum ShoppingListFormat: String, Sendable, CaseIterable {
    case text, json, markdown
}

/// The formats `export` writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// The catalog format (a JSON array), for other `recipes` catalogs.
    case json
    /// schema.org Recipe JSON-LD, for web pages and other recipe apps.
    case jsonld
    /// Readable recipe cards.
    case markdown
}

// Stands in for the EmbedCatalog plugin's generated file in fuzz builds, which compile the RecipesKit sources
// with swiftc directly (no SwiftPM, so no plugin): an empty catalog.
extension EmbeddedCatalog {
    static let json: String = "[]"
}

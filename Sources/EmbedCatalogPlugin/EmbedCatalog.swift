import PackagePlugin

/// Build-tool plugin that compiles a target's document into it as Swift source: the default catalog
/// (`Resources/recipes.json`) into RecipesSources, the OpenAPI document (`JSON/openapi.json`) into RecipesService,
/// the ingredient tagger's model (`Resources/ingredient-tagger.model`, plain text) into RecipesKit.
@main
struct EmbedCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let documents: [String: (path: [String], type: String, shape: String)] = [
            "RecipesSources": (["Resources", "recipes.json"], "EmbeddedCatalog", "array"),
            "RecipesService": (["JSON", "openapi.json"], "OpenAPIDocument", "object"),
            "RecipesKit": (["Resources", "ingredient-tagger.model"], "IngredientTaggerModel", "text"),
        ]
        guard let document = documents[target.name] else { return [] }
        let input = document.path.reduce(context.package.directoryURL) { $0.appending(path: $1) }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(document.type)+Data.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(document.path.joined(separator: "/")) into \(target.name)",
                executable: try context.tool(named: "embed-catalog").url,
                arguments: [input.path, output.path, document.type, document.shape],
                inputFiles: [input],
                outputFiles: [output]
            ),
        ]
    }
}

import PackagePlugin

/// Build-tool plugin that compiles `Resources/recipes.json` into the core library as Swift source.
@main
struct EmbedCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = context.package.directoryURL.appending(path: "Resources").appending(path: "recipes.json")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalog+Data.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default catalog from Resources/recipes.json",
                executable: try context.tool(named: "embed-catalog").url,
                arguments: [input.path, output.path],
                inputFiles: [input],
                outputFiles: [output]
            ),
        ]
    }
}

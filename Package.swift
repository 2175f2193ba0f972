// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RecipesKit", targets: ["RecipesKit"]),
        .executable(name: "recipes", targets: ["recipes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The core: entities, interactors, presenter, views, routers and facades. Foundation only.
        .target(
            name: "RecipesKit",
            plugins: ["EmbedCatalog"]
        ),
        // The command-line edge: argument parsing and exit codes over RecipesKit's routers.
        .target(
            name: "RecipesCLI",
            dependencies: [
                "RecipesKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "recipes", dependencies: ["RecipesCLI"]),
        // Turns Resources/recipes.json into Swift source, so the binary carries its catalog with no bundle lookup.
        .executableTarget(name: "embed-catalog"),
        .plugin(
            name: "EmbedCatalog",
            capability: .buildTool(),
            dependencies: ["embed-catalog"],
            path: "Sources/EmbedCatalogPlugin"
        ),
        .testTarget(name: "RecipesKitTests", dependencies: ["RecipesKit"]),
        .testTarget(
            name: "RecipesCLITests",
            dependencies: ["RecipesCLI", "RecipesKit"]
        ),
    ]
)

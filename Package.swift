// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RecipesKit", targets: ["RecipesKit"]),
        .executable(name: "recipes", targets: ["recipes"]),
        .executable(name: "recipes-net", targets: ["recipes-net"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // The core: the domain and each use case's router, presenter, interactors and view protocols. Foundation only,
        // and no I/O: files, network, terminal and database live in the targets below, behind the core's protocols.
        // Its one build step compiles the ingredient tagger's model (Resources/ingredient-tagger.model) in as text.
        .target(name: "RecipesKit", plugins: ["EmbedCatalog"]),
        // The codecs: the catalog wire format (decoder, encoder) and recipes in JSON-LD and web pages.
        .target(name: "RecipesCodecs", dependencies: ["RecipesKit", "CByteScan"]),
        // The sources: files, standard input, the embedded catalog, and the design's service stack
        // (ServiceFacade → Configuration → Service(session:cache:)) with its disk cache.
        .target(
            name: "RecipesSources",
            dependencies: ["RecipesKit", "RecipesCodecs"],
            plugins: ["EmbedCatalog"]
        ),
        // The terminal: consoles, the raw terminal of cook mode, and the text, JSON and Markdown views.
        .target(name: "RecipesTerminal", dependencies: ["RecipesKit", "RecipesCodecs", "RecipesSources"]),
        // The web pages: HTML views of the list and detail modules, from swift-mustache templates compiled in.
        .target(
            name: "RecipesWeb",
            dependencies: ["RecipesKit", "RecipesCodecs", .product(name: "Mustache", package: "swift-mustache")]
        ),
        // The HTTP edge: the catalog service on Hummingbird, answering through RecipesKit's modules.
        .target(
            name: "RecipesService",
            dependencies: [
                "RecipesKit",
                "RecipesCodecs",
                "RecipesWeb",
                "RecipesSecurity",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            plugins: ["EmbedCatalog"]
        ),
        // The HTTP client edge: the design's Session on AsyncHTTPClient, every answer bounded in size and time.
        .target(
            name: "RecipesHTTPClient",
            dependencies: [
                "RecipesKit",
                "RecipesSources",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        // The storage edge: the catalog store on SQLite through GRDB (system SQLite, libsqlite3-dev).
        .target(
            name: "RecipesStore",
            dependencies: [
                "RecipesKit",
                "RecipesCodecs",
                "RecipesSources",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The second storage edge: the same store on PostgreSQL through postgres-nio, for replicas sharing a catalog.
        .target(
            name: "RecipesPostgres",
            dependencies: [
                "RecipesKit",
                "RecipesCodecs",
                "RecipesSources",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The credentials edge: passwords hashed with bcrypt (hummingbird-auth), tokens digested with SHA-256.
        .target(
            name: "RecipesSecurity",
            dependencies: [
                "RecipesKit",
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The command-line edge: argument parsing and exit codes over RecipesKit's routers, and every command, with
        // local stores and files only; what needs the network comes through its `NetworkEdge` protocol.
        .target(
            name: "RecipesCLI",
            dependencies: [
                "RecipesKit",
                "RecipesCodecs",
                "RecipesSources",
                "RecipesTerminal",
                "RecipesStore",
                "CAllocatorTuning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The allocator settings a short local command runs with (`ProcessStart.keepFreedMemory`): C, because
        // Swift's Glibc module leaves out malloc.h.
        .target(name: "CAllocatorTuning"),
        // The JSON string scan of the catalog parser's hot loop, sixteen bytes a step with SSE2
        // (`CatalogParser.stringEnd`): C, because Swift's SIMD types did not compile to vector compares.
        .target(name: "CByteScan"),
        // The CLI's network edge: HTTP, PostgreSQL, the server and account credentials (`LiveNetworkEdge`).
        .target(
            name: "RecipesNetwork",
            dependencies: [
                "RecipesCLI",
                "RecipesKit",
                "RecipesSources",
                "RecipesHTTPClient",
                "RecipesService",
                "RecipesPostgres",
                "RecipesSecurity",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `recipes` is built without the network edge (no NIO, Hummingbird, PostgresNIO or swift-crypto), so that a
        // local command loads and searches less at start; it runs `recipes-net` in its place for the rest
        // (docs/ARCHITECTURE.md). Both are linked without exporting their symbols (SwiftPM exports every one on
        // Linux, some 56,000): the dynamic linker and the runtime then search a table of a few hundred at start,
        // which takes about a third off the time `recipes` takes before it runs (docs/PERFORMANCE.md, cold start).
        // An unsafe flag keeps other packages from depending on these targets, which none should: the library
        // product is RecipesKit.
        .executableTarget(
            name: "recipes",
            dependencies: ["RecipesCLI"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "recipes-net",
            dependencies: ["RecipesCLI", "RecipesNetwork"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))]
        ),
        // Turns Resources/recipes.json into Swift source, so the binary carries its catalog with no bundle lookup.
        .executableTarget(name: "embed-catalog"),
        .plugin(
            name: "EmbedCatalog",
            capability: .buildTool(),
            dependencies: ["embed-catalog"],
            path: "Sources/EmbedCatalogPlugin"
        ),
        // Test support: shared fixtures and fakes named by behaviour, used by every test target.
        .target(
            name: "RecipesTestSupport",
            dependencies: ["RecipesKit", "RecipesCodecs", "RecipesSources"]
        ),
        .testTarget(
            name: "RecipesKitTests",
            dependencies: ["RecipesKit", "RecipesCodecs", "RecipesSources", "RecipesTerminal", "RecipesTestSupport"]
        ),
        .testTarget(
            name: "RecipesServiceTests",
            dependencies: [
                "RecipesService",
                "RecipesPostgres",
                "RecipesKit",
                "RecipesCodecs",
                "RecipesSources",
                "RecipesTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ]
        ),
        .testTarget(
            name: "RecipesStoreTests",
            dependencies: [
                "RecipesStore",
                "RecipesPostgres",
                "RecipesSecurity",
                "RecipesKit",
                "RecipesCodecs",
                "RecipesSources",
                "RecipesTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "RecipesCLITests",
            dependencies: ["RecipesCLI", "RecipesKit", "RecipesCodecs", "RecipesSources", "RecipesStore", "RecipesTestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
    ]
)

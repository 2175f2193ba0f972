import ArgumentParser
import Foundation
import RecipesHTTPClient
import RecipesKit
import RecipesSources

/// `recipes add`: recipes from a file or standard input into the store, or into a catalog service.
struct AddCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add recipes to the store (or to a catalog service with --source URL).",
        discussion: """
            FILE holds one recipe object or an array of them, in the catalog format. Every recipe is checked \
            first (a name, at least one step, no more timers than steps, no negative timers, sane lengths); \
            nothing is added unless all of them pass, and all are added in one transaction. A name already in \
            the store refuses the whole add unless --on-conflict (or --replace) says otherwise. With --source \
            http://…, the recipes are posted to the service's API with the token in RECIPES_TOKEN.
            """)

    @Argument(help: ArgumentHelp("A recipe file (one object or an array); - reads standard input.", valueName: "file"))
    var file: String

    @OptionGroup var conflicts: ConflictOptions

    @OptionGroup var catalog: CatalogOptions

    func run(with dependencies: Dependencies) async throws {
        let console = dependencies.console
        let input = InputFile(argument: file)
        let data: Data
        do {
            data = try await input.read(limits: try catalog.origin.limits(), dependencies: dependencies)
        } catch let error as InputFile.Failure {
            console.writeMessage(error.message)
            throw ExitCode(66)
        }
        let recipes: [Recipe]
        do throws(CatalogStoreError) {
            guard !data.isEmpty else { throw CatalogStoreError(.invalid, "is empty; expected a recipe object or an array of them") }
            recipes = try RecipeValidator.recipes(from: data)
        } catch {
            console.writeMessage("\(input.displayName): \(error.message)")
            throw ExitCode(65)
        }
        try await dependencies.withEditModule(catalog) { module in
            try await module.perform(.add(recipes, onConflict: conflicts.policy)).exit()
        }
    }
}

/// A FILE argument: a path, `-` for standard input, or an http(s) URL; read within the input limits.
struct InputFile {
    /// Why the input could not be read, in one line.
    struct Failure: Error {
        var message: String
    }

    let argument: String

    init(argument: String) {
        self.argument = argument
    }

    /// The name messages use for this input.
    var displayName: String { argument == "-" ? "standard input" : argument }

    /// The input's bytes, fetched through `dependencies`' session when it is a URL.
    func read(limits: InputLimits, dependencies: Dependencies) async throws(Failure) -> Data {
        if argument == "-" {
            do {
                return try StandardInput(limit: limits.maximumBytes).readAll()
            } catch {
                throw Failure(message: "standard input: \(FileFacade.describe(error))")
            }
        }
        if let scheme = argument.range(of: "://").map({ argument[..<$0.lowerBound].lowercased() }) {
            guard ["http", "https"].contains(scheme), let url = URL(string: argument), url.host != nil else {
                throw Failure(message: "\(argument): not a file, nor an http or https URL")
            }
            return try await fetch(url, session: dependencies.session(limits: limits))
        }
        do {
            // Whatever the file is (a device, a pipe), it is read within the in-memory limit.
            // A file to add is decoded whole into memory, so --max-size bounds it, not the mapping limit.
            return try MappedFile.read(
                argument, limits: InputLimits(maximumBytes: limits.maximumBytes, maximumMappedBytes: limits.maximumBytes), option: "--max-size")
        } catch {
            throw Failure(message: "\(argument): \(FileFacade.describe(error))")
        }
    }

    private func fetch(_ url: URL, session: any SessionProtocol) async throws(Failure) -> Data {
        let response: SessionResponse
        do {
            response = try await session.send(SessionRequest(url: url, headers: ["Accept": "text/html, application/ld+json, application/json"]))
        } catch {
            throw Failure(message: "\(argument): \(error.reason)")
        }
        guard (200..<300).contains(response.statusCode) else {
            throw Failure(message: "\(argument): HTTP \(response.statusCode)")
        }
        return response.body
    }
}

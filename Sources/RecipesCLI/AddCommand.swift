import ArgumentParser
import Foundation
import RecipesKit

/// `recipes add`: recipes from a file or standard input into the store, or into a catalog service.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add recipes to the store (or to a catalog service with --source URL).",
        discussion: """
            FILE holds one recipe object or an array of them, in the catalog format. Every recipe is checked \
            first (a name, at least one step, no more timers than steps, no negative timers, sane lengths); \
            nothing is added unless all of them pass, and all are added in one transaction. With --source \
            http://…, each recipe is posted to the service's API with the token in RECIPES_TOKEN.
            """)

    @Argument(help: ArgumentHelp("A recipe file (one object or an array); - reads standard input.", valueName: "file"))
    var file: String

    @OptionGroup var catalog: CatalogOptions

    func run() async throws {
        let console = StandardConsole()
        let recipes: [Recipe]
        do {
            recipes = try RecipeValidator.recipes(from: try InputFile(argument: file).read())
        } catch let error as InputFile.Failure {
            console.writeMessage(error.message)
            throw ExitCode(66)
        } catch let error as CatalogStoreError {
            console.writeMessage("\(file == "-" ? "standard input" : file): \(error.message)")
            throw ExitCode(65)
        }
        try await catalog.editModule(usesFavorites: false).perform(.add(recipes)).exit()
    }
}

/// A FILE argument: a path, or `-` for standard input.
struct InputFile {
    /// Why the input could not be read, in one line.
    struct Failure: Error {
        var message: String
    }

    let argument: String

    init(argument: String) {
        self.argument = argument
    }

    func read() throws(Failure) -> Data {
        if argument == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(message: "\(argument): is a directory")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: argument))
        } catch {
            throw Failure(message: "\(argument): \(FileFacade.describe(error))")
        }
    }
}

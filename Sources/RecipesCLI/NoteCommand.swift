import ArgumentParser
import Foundation
import RecipesKit
import RecipesSources

/// `recipes note NAME [TEXT...]`: your private note on a recipe.
struct NoteCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Keep a private note on a recipe, or show it.",
        discussion: """
            NAME is matched as `show` matches it. The words given become the note, replacing the one kept; - reads it \
            from standard input (several lines). Without TEXT, shows what you keep about the recipe. A note is at most \
            \(PersonalRules.longestNote) characters, each person's own (--user).
            """)

    @OptionGroup var recipe: RecipeNameArgument

    @Argument(help: ArgumentHelp("The note (several words are joined with spaces), or - to read it from standard input.", valueName: "text"))
    var text: [String] = []

    @Flag(name: .long, help: "Take your note away.")
    var clear = false

    @OptionGroup var people: PersonOptions
    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if clear, !text.isEmpty { throw ValidationError("give a TEXT or --clear, not both") }
        if text != ["-"], let problem = PersonalRules.noteProblem(text.joined(separator: " ")) { throw ValidationError(problem) }
        if !text.isEmpty, text != ["-"], PersonalRules.note(text.joined(separator: " ")).isEmpty {
            throw ValidationError("the note is blank; to take it away, use --clear")
        }
    }

    func run(with dependencies: Dependencies) async throws {
        let note: String?
        if clear {
            note = ""
        } else if text == ["-"] {
            note = try readNote(console: dependencies.console)
        } else {
            note = text.isEmpty ? nil : text.joined(separator: " ")
        }
        try await dependencies.withPersonal(catalog, people) { module, person in
            let request: PersonalRequest = note.map { .change(name: recipe.name, person: person, [.note($0)]) } ?? .show(name: recipe.name, person: person)
            try await module.present(request).outcome.exit()
        }
    }

    /// The note on standard input: UTF-8 text of at most four times the longest note's characters in bytes.
    private func readNote(console: any ConsoleProtocol) throws -> String {
        let data: Data
        do {
            data = try StandardInput(limit: PersonalRules.longestNote * 4).readAll()
        } catch is InputTooLargeError {
            // The bound is the note's own, not --max-size's: say that one.
            console.writeMessage("standard input: a note may be at most \(PersonalRules.longestNote) characters")
            throw ExitCode(65)
        } catch {
            console.writeMessage("standard input: \(FileFacade.describe(error))")
            throw ExitCode(66)
        }
        guard let note = String(data: data, encoding: .utf8) else {
            console.writeMessage("standard input: the note is not UTF-8 text")
            throw ExitCode(65)
        }
        if let problem = PersonalRules.noteProblem(note) {
            console.writeMessage("standard input: \(problem)")
            throw ExitCode(65)
        }
        // As for a note given as words: blank text would take the note away, which only --clear does.
        if PersonalRules.note(note).isEmpty {
            console.writeMessage("standard input: the note is blank; to take it away, use --clear")
            throw ExitCode(65)
        }
        return note
    }
}

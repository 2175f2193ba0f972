import ArgumentParser
import Foundation
import RecipesCodecs
import RecipesKit
import RecipesSources

/// Runs the user's editor on a recipe's JSON until it holds a valid recipe, the way `git commit` runs it.
final class RecipeEditor {
    private let environment: [String: String]
    private let console: any ConsoleProtocol
    /// The temporary file being edited, once there is one.
    private(set) var file: URL?

    init(environment: [String: String], console: any ConsoleProtocol) {
        self.environment = environment
        self.console = console
    }

    /// The edited recipe; nil when it was saved unchanged. Invalid JSON is shown and, on a terminal, edited
    /// again; otherwise it exits 65 keeping the file and saying where it is.
    func edit(_ recipe: Recipe, limits: InputLimits) throws -> Recipe? {
        let original = Self.prettyJSON(recipe)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-\(recipe.baseSlug)-\(getpid()).json")
        self.file = file
        try original.write(to: file, options: .atomic)
        while true {
            try runEditor(on: file, original: original)
            let data: Data
            do {
                data = try MappedFile.read(
                    file.path, limits: InputLimits(maximumBytes: limits.maximumBytes, maximumMappedBytes: limits.maximumBytes), option: "--max-size")
            } catch {
                console.writeMessage("\(file.path): \(FileFacade.describe(error))")
                // A file that is still one (too large) is the user's work, kept and said; anything else goes.
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    console.writeMessage("your edit is kept in \(file.path)")
                } else {
                    discard()
                }
                throw ExitCode(66)
            }
            if data == original {
                discard()
                return nil
            }
            do {
                return try RecipeValidator.recipes(from: data, allowArray: false)[0]
            } catch {
                console.writeMessage("\(file.path): \(error.message)")
                guard isatty(STDIN_FILENO) == 1, askToEditAgain() else {
                    console.writeMessage("your edit is kept in \(file.path)")
                    throw ExitCode(65)
                }
            }
        }
    }

    /// Removes the temporary file.
    func discard() {
        if let file { try? FileManager.default.removeItem(at: file) }
    }

    /// `$VISUAL`, else `$EDITOR`, else vi, run through the shell so `EDITOR="code --wait"` works, on the terminal.
    private func runEditor(on file: URL, original: Data) throws {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        let status: Int32
        do {
            status = try EditorProcess.run(editor: editor, path: file.path)
        } catch {
            console.writeMessage("cannot run the editor '\(editor)': \(error.reason)")
            throw ExitCode(69)
        }
        guard status == 0 else {
            console.writeMessage("the editor '\(editor)' exited with status \(status); nothing was changed")
            // A file changed by an earlier round (saved invalid, then "edit again?") is the user's work: kept and said.
            // Compared by size first: a file grown past the original is not read to know it changed.
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
            if let size, size != original.count || (try? Data(contentsOf: file)) != original {
                console.writeMessage("your edit is kept in \(file.path)")
            } else {
                discard()
            }
            throw ExitCode.failure
        }
    }

    private func askToEditAgain() -> Bool {
        FileHandle.standardError.write(Data("edit again? [Y/n] ".utf8))
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? "n"
        return answer.isEmpty || answer.hasPrefix("y")
    }

    /// The recipe as indented JSON with sorted keys, for a person to edit.
    static func prettyJSON(_ recipe: Recipe) -> Data {
        let compact = Data(CatalogEncoder().encode(recipe))
        guard let object = try? JSONSerialization.jsonObject(with: compact) else { return compact }
        return Data(PrettyJSON.bytes(object, fallback: String(decoding: compact, as: UTF8.self)))
    }
}

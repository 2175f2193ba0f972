import Foundation
import Testing

@Suite struct EditAndConflictEndToEndTests {
    /// An "editor" that applies a Python expression to the recipe JSON it is given, as a person would by hand.
    func editor(_ data: borrowing DataFolder, _ change: String) throws -> [String: String] {
        let script = try data.file("edit-\(UUID().uuidString).py", """
            import json, sys
            path = sys.argv[1]
            recipe = json.load(open(path))
            \(change)
            json.dump(recipe, open(path, "w"), indent=2)
            """)
        return data.environment.merging(["EDITOR": "python3 \(script)", "VISUAL": ""]) { $1 }
    }

    @Test func editRenamesAndRewritesARecipeInOneGo() async throws {
        let data = DataFolder()
        #expect(try await RecipesBinary.run(["list"], environment: data.environment).status == 0)
        let rename = try editor(data, #"recipe["name"] = "Greek Salad Bowl"; recipe["steps"][0] = "Chop everything.""#)
        let edited = try await RecipesBinary.run(["edit", "greek salad"], environment: rename)
        #expect(edited.status == 0, "\(edited.standardError)")
        #expect(edited.standardOutput == "replaced \"Greek Salad Bowl\" (greek-salad-bowl) (was greek-salad) in \(data.database)\n")
        let shown = try await RecipesBinary.run(["show", "Greek Salad Bowl", "--format", "json"], environment: data.environment)
        #expect(shown.standardOutput.contains("Chop everything."))
        let names = try await RecipesBinary.run(["list"], environment: data.environment).standardOutput
        #expect(names.components(separatedBy: "Greek Salad").count == 2)

        let unchanged = try await RecipesBinary.run(["edit", "Greek Salad Bowl"], environment: data.environment.merging(["EDITOR": "true"]) { $1 })
        #expect(unchanged.status == 0)
        #expect(unchanged.errorLines == ["recipes: no changes to \"Greek Salad Bowl\""])
        #expect(unchanged.standardOutput.isEmpty)
        // A script asking for JSON gets the recipe as it stands, as `favorites add` twice does, and the note apart.
        let unchangedJSON = try await RecipesBinary.run(
            ["edit", "Greek Salad Bowl", "--format", "json"], environment: data.environment.merging(["EDITOR": "true"]) { $1 })
        #expect(unchangedJSON.status == 0)
        let shownAsIs = try JSONSerialization.jsonObject(with: Data(unchangedJSON.standardOutput.utf8)) as? [[String: Any]]
        #expect(shownAsIs?.map { $0["name"] as? String } == ["Greek Salad Bowl"])
        #expect(unchangedJSON.errorLines == ["recipes: no changes to \"Greek Salad Bowl\""])

        let broken = try await RecipesBinary.run(["edit", "Greek Salad Bowl"], environment: try editor(data, #"recipe["steps"] = []"#))
        #expect(broken.status == 65)
        #expect(broken.errorLines.first?.hasSuffix(": steps: must have at least one step (and 1 more)") == true)
        #expect(broken.errorLines.last?.hasPrefix("recipes: your edit is kept in ") == true)
        #expect(try await RecipesBinary.run(["show", "Greek Salad Bowl"], environment: data.environment).standardOutput.contains("Chop everything."))

        let failing = try await RecipesBinary.run(["edit", "Greek Salad Bowl"], environment: data.environment.merging(["EDITOR": "false"]) { $1 })
        #expect(failing.status == 1)
        #expect(failing.errorLines == ["recipes: the editor 'false' exited with status 1; nothing was changed"])

        let readOnly = try await RecipesBinary.run(["edit", "Crock", "--source", RecipesBinary.fixture("Recipes.json")], environment: data.environment)
        #expect(readOnly.status == 77)
    }

    // The editor finds the `recipes` above it in /proc, which is Linux's.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func aCtrlCMeantForTheEditorDoesNotEndTheEdit() async throws {
        let data = DataFolder()
        // A terminal's Ctrl-C reaches the whole foreground group, `recipes` under the editor too: the editor sends it
        // to the `recipes` above it (looked up by name, never a process it does not know), then saves its change.
        let interrupting = try editor(data, """
            import os, signal
            # The editor itself gets the keys' default actions back: ignored in `recipes`, not in it.
            if signal.getsignal(signal.SIGINT) is signal.SIG_IGN or signal.getsignal(signal.SIGQUIT) is not signal.SIG_DFL:
                sys.exit(4)
            pid = os.getppid()
            for _ in range(3):
                name, rest = open(f"/proc/{pid}/stat").read().split("(", 1)[1].rsplit(")", 1)
                if name == "recipes":
                    break
                pid = int(rest.split()[1])
            else:
                sys.exit(3)
            os.kill(pid, signal.SIGINT)
            recipe["name"] = "Greek Salad Bowl"
            """)
        let edited = try await RecipesBinary.run(["edit", "Greek Salad"], environment: interrupting)
        #expect(edited.status == 0, "\(edited.standardError)")
        #expect(edited.standardOutput == "replaced \"Greek Salad Bowl\" (greek-salad-bowl) (was greek-salad) in \(data.database)\n")
        let shown = try await RecipesBinary.run(["show", "Greek Salad Bowl"], environment: data.environment)
        #expect(shown.status == 0)
    }

    // /dev/full, a device every write to fails with ENOSPC, is Linux's.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func outputThatCannotBeWrittenIsExit74NotSuccess() async throws {
        let data = DataFolder()
        let full = try await RecipesBinary.run(["export", "--all"], environment: data.environment, output: "/dev/full")
        #expect(full.status == 74)
        #expect(full.errorLines == ["recipes: standard output: No space left on device"])
        // A reader that stops early (| head) is no failure.
        let closed = try await RecipesBinary.run(
            ["-c", "set -o pipefail; '\(RecipesBinary.url.path)' export --all --format json | head -c 10 >/dev/null"],
            environment: data.environment, executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(closed.status == 0, "\(closed.standardError)")
        // Nor is one that stops long before the end of a list larger than a pipe holds: no SIGPIPE (status 141).
        let catalog = try data.file("big.json", "[" + (1...20_000).map {
            #"{"name":"Soup \#($0)","ingredients":[{"quantity":"1","name":"leek","type":"Produce"}],"steps":["Simmer."],"timers":[1],"imageURL":"","originalURL":""}"#
        }.joined(separator: ",") + "]")
        for format in ["text", "json"] {
            let early = try await RecipesBinary.run(
                ["-c", "set -o pipefail; '\(RecipesBinary.url.path)' list --source '\(catalog)' --format \(format) | head -c 1 >/dev/null"],
                environment: data.environment, executable: URL(fileURLWithPath: "/bin/bash"))
            #expect(early.status == 0, "\(format): \(early.standardError)")
        }
        // A watch no one reads any more ends: it is not left running for ever behind a closed pipe.
        let watched = try await RecipesBinary.run(
            ["-c", "set -o pipefail; '\(RecipesBinary.url.path)' list --watch 0.1 --source '\(catalog)' | head -c 1 >/dev/null"],
            environment: data.environment, executable: URL(fileURLWithPath: "/bin/bash"), timeout: .seconds(60))
        #expect(watched.status == 0, "\(watched.standardError)")
    }

    @Test func anEditDoesNotOverwriteAChangeMadeWhileTheEditorWasOpen() async throws {
        let data = DataFolder()
        #expect(try await RecipesBinary.run(["list"], environment: data.environment).status == 0)
        // While "the editor" is open, someone else tags the recipe through the same store.
        let change = """
            import subprocess
            subprocess.run([\(String(reflecting: RecipesBinary.url.path)), "tag", "Greek Salad", "summer"], check=True)
            recipe["steps"][0] = "Chop everything."
            """
        let edited = try await RecipesBinary.run(["edit", "Greek Salad"], environment: try editor(data, change))
        #expect(edited.status == 1, "\(edited.standardError)")
        #expect(edited.errorLines.first == "recipes: \"Greek Salad\" was changed by someone else since it was read; nothing was written")
        #expect(edited.errorLines.last?.hasPrefix("recipes: your edit is kept in ") == true)
        let shown = try await RecipesBinary.run(["show", "Greek Salad", "--format", "json"], environment: data.environment).standardOutput
        #expect(shown.contains("summer") && !shown.contains("Chop everything."), "the tag stays, the edit is not written")
    }

    @Test func addTakesAConflictPolicyAllOrNothing() async throws {
        let data = DataFolder()
        let first = try data.file("toast.json", "[\(recipeJSON("Quokka Toast")), \(recipeJSON("Quokka Jam"))]")
        #expect(try await RecipesBinary.run(["add", first], environment: data.environment).status == 0)
        let again = try data.file("again.json", "[\(recipeJSON("Quokka Toast", steps: 2)), \(recipeJSON("Quokka Butter"))]")

        let refused = try await RecipesBinary.run(["add", again], environment: data.environment)
        #expect(refused.status == 1)
        #expect(try await RecipesBinary.run(["show", "Quokka Butter"], environment: data.environment).status == 1)

        let skipped = try await RecipesBinary.run(["add", again, "--on-conflict", "skip"], environment: data.environment)
        #expect(skipped.status == 0)
        #expect(skipped.standardOutput.hasPrefix("added \"Quokka Butter\" (quokka-butter) to "))
        #expect(skipped.standardOutput.contains("skipped \"Quokka Toast\": "))

        let renamed = try await RecipesBinary.run(["add", again, "--on-conflict", "rename", "--format", "json"], environment: data.environment)
        #expect(renamed.status == 0)
        #expect(renamed.standardOutput.contains(#""name": "Quokka Toast (2)""#))
        #expect(renamed.standardOutput.contains(#""name": "Quokka Butter (2)""#))

        let replaced = try await RecipesBinary.run(["add", again, "--replace"], environment: data.environment)
        #expect(replaced.status == 0)
        #expect(replaced.standardOutput.hasPrefix("replaced \"Quokka Toast\" (quokka-toast) in "))
        let toast = try await RecipesBinary.run(["show", "Quokka Toast"], environment: data.environment)
        #expect(toast.standardOutput.contains("2 steps"))
        let list = try await RecipesBinary.run(["list", "--format", "json"], environment: data.environment)
        #expect(list.standardOutput.components(separatedBy: #""name": "Quokka Toast""#).count == 2)

        let both = try await RecipesBinary.run(["add", again, "--replace", "--on-conflict", "skip"], environment: data.environment)
        #expect(both.status == 64)
    }

    @Test func importTakesSeveralInputsADryRunAndAConflictPolicy() async throws {
        let data = DataFolder()
        let page = RecipesBinary.packageRoot.appendingPathComponent("JSON/JSONLD/saved-page.html").path
        let dry = try await RecipesBinary.run(["import", "--dry-run", page], environment: data.environment)
        #expect(dry.status == 0)
        #expect(dry.standardOutput.contains(#""name": "Weeknight Shakshuka""#))
        #expect(try await RecipesBinary.run(["show", "Weeknight Shakshuka"], environment: data.environment).status == 1)

        let exported = try await RecipesBinary.run(["export", "Greek Salad", "--format", "jsonld"], environment: data.environment)
        let jsonld = try data.file("greek.jsonld", exported.standardOutput)
        let twice = try await RecipesBinary.run(["import", page, jsonld, "/no/such/file"], environment: data.environment)
        #expect(twice.status == 1)  // the first failure decides: Greek Salad is in the store already
        #expect(twice.standardOutput.contains("imported \"Weeknight Shakshuka\""))
        #expect(twice.errorLines.contains("recipes: /no/such/file: no such file or directory"))
        let renamed = try await RecipesBinary.run(["import", jsonld, "--on-conflict", "rename"], environment: data.environment)
        #expect(renamed.status == 0)
        #expect(renamed.standardOutput.hasPrefix("imported \"Greek Salad (2)\" (greek-salad-2)"))

        // Several inputs as JSON are one catalog array, which the next command reads whole.
        let several = try await RecipesBinary.run(["import", "--dry-run", page, jsonld, "/no/such/file"], environment: data.environment)
        #expect(several.status == 66)
        let read = try JSONSerialization.jsonObject(with: Data(several.standardOutput.utf8)) as? [[String: Any]]
        #expect(read?.compactMap { ($0["name"] as? String)?.trimmingCharacters(in: .whitespaces) } == ["Weeknight Shakshuka", "Greek Salad"])
        // Nothing imported is still a catalog: an empty one.
        let skipped = try await RecipesBinary.run(["import", jsonld, "--on-conflict", "skip", "--format", "json"], environment: data.environment)
        #expect(skipped.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(skipped.standardOutput)")
    }
}

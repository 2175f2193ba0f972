import Foundation
import Testing

/// The README's examples, run on a fresh store seeded with the embedded catalog, must print exactly what
/// `Tests/Golden/readme-examples.txt` holds: a refactoring that changes what users see fails here.
/// `RECIPES_UPDATE_GOLDEN=1 swift test --filter ReadmeExamples` rewrites the file after an intended change.
@Suite struct ReadmeExamplesTests {
    static let examples: [[String]] = [
        ["list"],
        ["list", "--sort", "time", "--limit", "5"],
        ["filter", "--ingredient", "beef", "--max-time", "120"],
        ["filter", "--ingredient", "beef", "--format", "json"],
        ["show", "Crock Pot Roast", "--timers"],
        ["show", "Greek Salad", "--scale", "1.5"],
        ["show", "Greek Salad", "--scale", "1/2", "--units", "metric"],
        ["show", "Crock Pot Roast", "--format", "json"],
        ["search", "lemon", "garlic"],
        ["shop", "Crock Pot Roast", "Classic Beef Chili", "--format", "markdown"],
        ["shop", "Crock Pot Roast", "Classic Beef Chili"],
        ["export", "Greek Salad", "--format", "jsonld"],
        ["export", "Greek Salad", "--format", "markdown"],
        ["show", "nothing like this"],
        ["filter", "--type", "Produce", "--sort", "ingredients", "--offset", "2", "--limit", "3"],
        ["plan", "add", "Crock Pot Roast", "--date", "friday", "--servings", "9"],
        ["plan", "add", "Greek Salad", "--date", "today", "--meal", "lunch", "--note", "with feta"],
        ["plan"],
        ["shop", "--plan"],
        ["pantry"],
    ]

    static let golden = RecipesBinary.packageRoot.appendingPathComponent("Tests/Golden/readme-examples.txt")

    @Test func everyExamplePrintsWhatTheGoldenFileHolds() async throws {
        let data = DataFolder()
        var environment = data.environment
        // The plan's examples are seen from a fixed day, so the transcript does not change with the calendar.
        environment["RECIPES_TODAY"] = "2026-11-25"
        var transcript = ""
        for arguments in Self.examples {
            let result = try await RecipesBinary.run(arguments, environment: environment)
            transcript += "$ recipes \(arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " "))\n"
            transcript += result.standardOutput
            transcript += result.standardError.split(separator: "\n").map { "stderr: \($0)\n" }.joined()
            transcript += "exit \(result.status)\n\n"
        }
        if ProcessInfo.processInfo.environment["RECIPES_UPDATE_GOLDEN"] == "1" {
            try Data(transcript.utf8).write(to: Self.golden)
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(transcript == expected)
    }
}

import Foundation
import RecipesCodecs
import RecipesKit
import Testing

/// Ratings, notes and the cooking log on the built binary and the default store: rate, note, cooked, list --sort.
@Suite(.serialized) struct PersonalEndToEndTests {
    @Test func rateNoteAndCookThenSortByThem() async throws {
        let data = DataFolder()
        let env = data.environment.merging(["RECIPES_TODAY": "2026-11-25"]) { $1 }
        let rated = try await RecipesBinary.run(["rate", "Crock Pot Roast", "4"], environment: env)
        #expect(rated.status == 0, "\(rated.standardError)")
        #expect(rated.errorLines == ["recipes: rated 'Crock Pot Roast' 4/5"])
        #expect(rated.standardOutput == "Crock Pot Roast\n  rating   ★★★★☆  4/5\n  note     none\n  cooked   never\n")
        _ = try await RecipesBinary.run(["rate", "Greek Salad", "5"], environment: env)

        let noted = try await RecipesBinary.run(["note", "crock", "-"], input: Data("Less salt.\r\nBrown the meat first.\n".utf8), environment: env)
        #expect(noted.status == 0, "\(noted.standardError)")
        let cooked = try await RecipesBinary.run(["cooked", "Crock Pot Roast", "--date", "mon"], environment: env)
        #expect(cooked.errorLines == ["recipes: logged 'Crock Pot Roast' as cooked on 2026-11-23"])
        let again = try await RecipesBinary.run(["cooked", "Crock Pot Roast", "--date", "2026-11-23"], environment: env)
        #expect(again.status == 0)
        #expect(again.errorLines == ["recipes: 'Crock Pot Roast' was logged as cooked on 2026-11-23 already; nothing changed"])
        _ = try await RecipesBinary.run(["cooked", "Greek Salad", "--date", "2026-11-20"], environment: env)

        let shown = try await RecipesBinary.run(["rate", "Crock Pot Roast", "--format", "json"], environment: env)
        let marks = try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
        #expect(marks["note"] as? String == "Less salt.\nBrown the meat first.")
        #expect(marks["cooked"] as? [String] == ["2026-11-23"])
        #expect(marks["user"] is NSNull)

        let byRating = try await RecipesBinary.run(["list", "--sort", "rating", "--limit", "2", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(byRating.standardOutput.utf8)).map(\.displayName) == ["Greek Salad", "Crock Pot Roast"])
        let byCooked = try await RecipesBinary.run(["list", "--sort", "cooked", "--limit", "2", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(byCooked.standardOutput.utf8)).map(\.displayName) == ["Crock Pot Roast", "Greek Salad"])

        let log = try await RecipesBinary.run(["cooked"], environment: env)
        #expect(log.standardOutput == "2026-11-23  Mon  Crock Pot Roast\n2026-11-20  Fri  Greek Salad\n")
        let undone = try await RecipesBinary.run(["cooked", "Greek Salad", "--date", "2026-11-20", "--undo"], environment: env)
        #expect(undone.status == 0)
        // A day logged through the service from a zone ahead (tomorrow here) can be taken away here.
        let tomorrow = try await RecipesBinary.run(["cooked", "Greek Salad", "--date", "tomorrow", "--undo"], environment: env)
        #expect(tomorrow.status == 1)
        #expect(tomorrow.errorLines == ["recipes: 'greek-salad' was not logged as cooked on 2026-11-26"])
        let notThere = try await RecipesBinary.run(["cooked", "Greek Salad", "--date", "2026-11-20", "--undo"], environment: env)
        #expect(notThere.status == 1)
        #expect(notThere.errorLines == ["recipes: 'greek-salad' was not logged as cooked on 2026-11-20"])
    }

    @Test func eachUserKeepsTheirOwnAndANamedUserMustExist() async throws {
        let data = DataFolder()
        let env = data.environment
        let added = try await RecipesBinary.run(["user", "add", "ana", "--role", "owner", "--password-stdin"], input: Data("correct horse\n".utf8), environment: env)
        #expect(added.status == 0, "\(added.standardError)")
        _ = try await RecipesBinary.run(["rate", "Crock Pot Roast", "2", "--user", "ana"], environment: env)
        _ = try await RecipesBinary.run(["rate", "Crock Pot Roast", "5"], environment: env)
        let anas = try await RecipesBinary.run(["rate", "Crock Pot Roast", "--format", "json"], environment: env.merging(["RECIPES_USER": "ANA"]) { $1 })
        let marks = try #require(try JSONSerialization.jsonObject(with: Data(anas.standardOutput.utf8)) as? [String: Any])
        #expect(marks["rating"] as? Int == 2)
        #expect(marks["user"] as? String == "ana")
        _ = try await RecipesBinary.run(["favorites", "add", "Greek Salad", "--user", "ana"], environment: env)
        let favorites = try await RecipesBinary.run(["list", "--favorites", "--user", "ana", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(favorites.standardOutput.utf8)).map(\.displayName) == ["Greek Salad"])
        // The household has none: a listing with nothing in it exits 0, as `tags` does; a page past the end is 1.
        let households = try await RecipesBinary.run(["favorites"], environment: env)
        #expect(households.status == 0)
        #expect(households.standardOutput.isEmpty)
        #expect(households.errorLines == ["recipes: no favorites yet; add one with: recipes favorites add NAME"])
        let householdsJSON = try await RecipesBinary.run(["favorites", "--format", "json"], environment: env)
        #expect(householdsJSON.status == 0)
        #expect(householdsJSON.standardOutput == "[]\n")
        let pastTheEnd = try await RecipesBinary.run(["favorites", "--user", "ana", "--offset", "5"], environment: env)
        #expect(pastTheEnd.status == 1)

        let nobody = try await RecipesBinary.run(["rate", "Crock Pot Roast", "3", "--user", "bob"], environment: env)
        #expect(nobody.status == 1)
        #expect(nobody.errorLines == ["recipes: no user named 'bob' in the store; see: recipes user list"])
        // Removing a user removes their marks.
        _ = try await RecipesBinary.run(["user", "add", "bob", "--password-stdin"], input: Data("correct horse\n".utf8), environment: env)
        _ = try await RecipesBinary.run(["rate", "Crock Pot Roast", "3", "--user", "bob"], environment: env)
        _ = try await RecipesBinary.run(["user", "remove", "bob"], environment: env)
        _ = try await RecipesBinary.run(["user", "add", "bob", "--password-stdin"], input: Data("correct horse\n".utf8), environment: env)
        let fresh = try await RecipesBinary.run(["rate", "Crock Pot Roast", "--user", "bob"], environment: env)
        #expect(fresh.standardOutput.contains("rating   none"))
    }

    @Test func badRatingsNotesAndDaysAreRefusedWithOneLine() async throws {
        let data = DataFolder()
        let env = data.environment.merging(["RECIPES_TODAY": "2026-11-25"]) { $1 }
        for (arguments, status, message) in [
            (["rate", "Crock Pot Roast", "6"], 64, "a rating is a whole number from 1 to 5; got 6"),
            (["rate", "Crock Pot Roast", "4", "--clear"], 64, "give a RATING or --clear, not both"),
            (["note", "Crock Pot Roast", "  "], 64, "the note is blank; to take it away, use --clear"),
            (["note", "Crock Pot Roast", String(repeating: "x", count: 4_001)], 64, "a note may be at most 4000 characters; got 4001"),
            (["cooked", "Crock Pot Roast", "--date", "someday"], 64, "--date must be a date (YYYY-MM-DD), today, yesterday or a weekday (monday, fri); got 'someday'"),
            (["cooked", "Crock Pot Roast", "--date", "2027-01-01"], 64, "a cooked day cannot be in the future; got 2027-01-01"),
            (["cooked", "Crock Pot Roast", "--date", "tomorrow"], 64, "a cooked day cannot be in the future; got 2026-11-26"),
            (["cooked", "--undo"], 64, "--date and --undo need a NAME"),
            (["rate", "Crock Pot Roast", "3", "--user", "no spaces"], 64, "a user name is 1 to 64 letters"),
            (["list", "--sort", "stars"], 64, "--sort"),
            (["rate", "No Such Dish", "3"], 1, "no recipe named \"No Such Dish\""),
        ] {
            let result = try await RecipesBinary.run(arguments, environment: env)
            #expect(result.status == Int32(status), "\(arguments.prefix(3))")
            #expect(result.standardError.contains(message), "\(arguments.prefix(3)): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(arguments.prefix(3))")
        }
        let control = try await RecipesBinary.run(["note", "Crock Pot Roast", "-"], input: Data("bell\u{7}".utf8), environment: env)
        #expect(control.status == 65)
        #expect(control.errorLines == ["recipes: standard input: a note may hold new lines and tabs but no other control characters"])
        // Blank input takes nothing away: only --clear does.
        #expect(try await RecipesBinary.run(["note", "Crock Pot Roast", "kept"], environment: env).status == 0)
        let blank = try await RecipesBinary.run(["note", "Crock Pot Roast", "-"], input: Data(" \n".utf8), environment: env)
        #expect(blank.status == 65)
        #expect(blank.errorLines == ["recipes: standard input: the note is blank; to take it away, use --clear"])
        #expect(try await RecipesBinary.run(["note", "Crock Pot Roast"], environment: env).standardOutput.contains("kept"))
    }
}

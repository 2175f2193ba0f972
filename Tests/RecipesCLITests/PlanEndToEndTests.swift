import Foundation
import Testing

/// The meal plan, the pantry and `shop --plan` on the built binary and the default store.
@Suite(.serialized) struct PlanEndToEndTests {
    /// A recipe that serves 4, with amounts that scale to exact fractions.
    let stew = #"{"name": "Bean Stew", "servings": 4, "ingredients": [{"quantity": "2 cups", "name": "beans", "type": "Produce"}, {"quantity": "1 tsp", "name": "salt", "type": "Baking"}, {"quantity": "3", "name": "carrots", "type": "Produce"}], "steps": ["Simmer."], "timers": [30]}"#

    @Test func planAddListMoveRemoveAndShopForThePlanScaledByServings() async throws {
        let data = DataFolder()
        var env = data.environment
        env["RECIPES_TODAY"] = "2026-11-25"
        _ = try await RecipesBinary.run(["add", try data.file("stew.json", stew)], environment: env)

        let added = try await RecipesBinary.run(["plan", "add", "bean stew", "--date", "today", "--servings", "6", "--note", "double batch"], environment: env)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput == "Planned Bean Stew for dinner on Wed 2026-11-25 (6 servings): #1\n")
        let twice = try await RecipesBinary.run(["plan", "add", "Bean Stew", "--date", "fri", "--meal", "Lunch"], environment: env)
        #expect(twice.standardOutput == "Planned Bean Stew for lunch on Fri 2026-11-27: #2\n")
        _ = try await RecipesBinary.run(["plan", "add", "Bean Stew", "--date", "2026-12-02"], environment: env)

        let week = try await RecipesBinary.run(["plan"], environment: env)
        #expect(week.standardOutput.hasPrefix("Plan for Mon 2026-11-23 to Sun 2026-11-29\n\nMon 2026-11-23\n  -\n"))
        #expect(week.standardOutput.contains("\nWed 2026-11-25\n  #1  dinner  Bean Stew (6 servings) - double batch\n"))
        #expect(!week.standardOutput.contains("2026-12-02"))

        // 6 servings of a recipe for 4 is 1 1/2 times, and the second entry counts again: 2 1/2 times in all.
        let shop = try await RecipesBinary.run(["shop", "--plan", "--format", "json"], environment: env)
        #expect(shop.status == 0, "\(shop.standardError)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(shop.standardOutput.utf8)) as? [String: Any])
        let items = (list["aisles"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
        let amounts = Dictionary(uniqueKeysWithValues: items.map { ($0["name"] as? String ?? "", $0["amounts"] as? [String] ?? []) })
        #expect(amounts == ["beans": ["5 cups"], "carrots": ["7 1/2"]])
        let pantry = list["pantry"] as? [[String: Any]] ?? []
        #expect(pantry.map { $0["name"] as? String } == ["salt"])
        #expect(pantry.first?["amounts"] as? [String] == ["2 1/2 tsp"])
        #expect(list["plan"] as? [String: String] == ["from": "2026-11-23", "to": "2026-11-29"])

        let text = try await RecipesBinary.run(["shop", "--plan", "--no-pantry"], environment: env)
        #expect(text.standardOutput.hasPrefix("Shopping for the plan, Mon 2026-11-23 to Sun 2026-11-29: Bean Stew\n"))
        #expect(!text.standardOutput.contains("Check the pantry"))
        #expect(text.standardOutput.contains("2 1/2 tsp  salt"))

        let moved = try await RecipesBinary.run(["plan", "move", "2", "--date", "2026-12-01", "--meal", "dinner"], environment: env)
        #expect(moved.standardOutput == "Changed #2: Bean Stew for dinner on Tue 2026-12-01\n")
        let later = try await RecipesBinary.run(["plan", "list", "--from", "2026-11-30", "--to", "2026-12-06", "--format", "json"], environment: env)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(later.standardOutput.utf8)) as? [String: Any])
        let entries = document["entries"] as? [[String: Any]] ?? []
        #expect(entries.map { $0["id"] as? Int } == [2, 3])
        #expect(entries.map { $0["date"] as? String } == ["2026-12-01", "2026-12-02"])

        // Removing the recipe keeps its entries readable.
        _ = try await RecipesBinary.run(["remove", "Bean Stew"], environment: env)
        let orphan = try await RecipesBinary.run(["plan", "list", "--from", "2026-11-25", "--to", "2026-11-25"], environment: env)
        #expect(orphan.standardOutput.contains("#1  dinner  Bean Stew (6 servings) [no longer in the catalog] - double batch"))
        let removed = try await RecipesBinary.run(["plan", "remove", "1"], environment: env)
        #expect(removed.standardOutput == "Removed #1: Bean Stew for dinner on Wed 2026-11-25\n")
        let again = try await RecipesBinary.run(["plan", "remove", "1"], environment: env)
        #expect(again.status == 1)
        #expect(again.errorLines == ["recipes: no plan entry numbered 1"])
        let nothing = try await RecipesBinary.run(["shop", "--plan"], environment: env)
        #expect(nothing.status == 1)
        #expect(nothing.errorLines == ["recipes: nothing is planned from 2026-11-23 to 2026-11-29"])
        // As JSON, nothing planned is still a list: an empty one, for the next command to read.
        let empty = try await RecipesBinary.run(["shop", "--plan", "--format", "json"], environment: env)
        #expect(empty.status == 1)
        let emptyList = try JSONSerialization.jsonObject(with: Data(empty.standardOutput.utf8)) as? [String: Any]
        #expect((emptyList?["aisles"] as? [Any])?.isEmpty == true, "\(empty.standardOutput)")
    }

    @Test func mealTimesMakeTimedEventsInTheExportedCalendar() async throws {
        let data = DataFolder()
        var env = data.environment
        env["RECIPES_TODAY"] = "2026-11-25"
        _ = try await RecipesBinary.run(["plan", "add", "Crock Pot Roast", "--date", "today"], environment: env)
        _ = try await RecipesBinary.run(["plan", "add", "Greek Salad", "--date", "today", "--meal", "lunch"], environment: env)
        let none = try await RecipesBinary.run(["plan", "times"], environment: env)
        #expect(none.status == 0)
        #expect(none.errorLines.first?.contains("no meal has a time") == true)
        let set = try await RecipesBinary.run(["plan", "times", "--set", "dinner=18:30", "--set", "lunch=12:00"], environment: env)
        #expect(set.standardOutput == "lunch   12:00\ndinner  18:30\n")
        let cleared = try await RecipesBinary.run(["plan", "times", "--clear", "lunch", "--format", "json"], environment: env)
        #expect(try JSONSerialization.jsonObject(with: Data(cleared.standardOutput.utf8)) as? [String: String] == ["dinner": "18:30"])
        let calendar = try await RecipesBinary.run(["plan", "export"], environment: env)
        #expect(calendar.standardOutput.contains("DTSTART:20261125T183000\r\nDURATION:PT1H\r\nSUMMARY:Dinner: Crock Pot Roast\r\n"))
        #expect(calendar.standardOutput.contains("DTSTART;VALUE=DATE:20261125\r\nDTEND;VALUE=DATE:20261126\r\nSUMMARY:Lunch: Greek Salad\r\n"))
        // The feed's address, for people and for scripts: the same secret until rotated.
        let feed = try await RecipesBinary.run(["plan", "feed"], environment: env).standardOutput
        #expect(feed.hasPrefix("/plan.ics?key="))
        let feedJSON = try await RecipesBinary.run(["plan", "feed", "--format", "json"], environment: env).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(feedJSON.utf8)) as? [String: Any])
        #expect(document["path"] as? String == feed.trimmingCharacters(in: .newlines) && document["rotated"] as? Bool == false)
        let bad = try await RecipesBinary.run(["plan", "times", "--set", "dinner=25:00"], environment: env)
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("--set takes MEAL=HH:MM, such as dinner=18:30; got 'dinner=25:00'"))
    }

    @Test func aListFromAnotherSourceNeitherOpensNorMakesTheStore() async throws {
        let data = DataFolder()
        let catalog = try data.file("catalog.json", "[\(stew)]")
        let shop = try await RecipesBinary.run(["shop", "Bean Stew", "--source", catalog], environment: data.environment)
        #expect(shop.status == 0, "\(shop.standardError)")
        #expect(shop.standardOutput.contains("\nBaking\n  1 tsp   salt\n"))
        #expect(!shop.standardOutput.contains("Check the pantry"))
        #expect(!FileManager.default.fileExists(atPath: data.database))
    }

    @Test func thePantryIsListedAddedToAndRemovedFrom() async throws {
        let data = DataFolder()
        let list = try await RecipesBinary.run(["pantry"], environment: data.environment)
        #expect(list.standardOutput == "oil\npepper\nsalt\nwater\n")
        let added = try await RecipesBinary.run(["pantry", "add", "Flour", "SALT"], environment: data.environment)
        #expect(added.status == 0)
        #expect(added.standardOutput == "Added Flour to the pantry\n")
        #expect(added.errorLines == ["recipes: SALT is in the pantry already"])
        let removed = try await RecipesBinary.run(["pantry", "remove", "water", "--format", "json"], environment: data.environment)
        let foods = try #require(try JSONSerialization.jsonObject(with: Data(removed.standardOutput.utf8)) as? [[String: String]])
        #expect(foods.map { $0["food"] } == ["Flour", "oil", "pepper", "salt"])
    }

    @Test func badPlanInputIsOneLineAndAUsageExitStatus() async throws {
        let data = DataFolder()
        var env = data.environment
        env["RECIPES_TODAY"] = "2026-11-25"
        for (arguments, message) in [
            (["plan", "add", "Crock Pot Roast", "--date", "someday"], "--date must be a date (YYYY-MM-DD), today, tomorrow"),
            (["plan", "add", "Crock Pot Roast", "--date", "2026-02-30"], "--date must be a date"),
            (["plan", "add", "Crock Pot Roast", "--date", "today", "--servings", "2", "--scale", "2"], "not both"),
            (["plan", "add", "Crock Pot Roast", "--date", "today", "--servings", "0"], "servings must be a whole number"),
            (["plan", "add", "Crock Pot Roast", "--date", "today", "--meal", " "], "--meal must be a word"),
            (["plan", "list", "--from", "2026-12-01", "--to", "2026-11-01"], "--to (2026-11-01) is before --from (2026-12-01)"),
            (["plan", "list", "--from", "2026-01-01", "--to", "2027-06-01"], "at most 366 days"),
            (["shop", "--plan", "Crock Pot Roast"], "leave out the recipe names"),
            (["shop", "Crock Pot Roast", "--from", "today"], "--from and --to go with --plan"),
            (["pantry", "add", " "], "a pantry food must be"),
        ] {
            let result = try await RecipesBinary.run(arguments, environment: env)
            #expect(result.status == 64, "\(arguments): \(result.status)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(!result.standardError.contains("Fatal"), "\(arguments)")
        }
        var wrongToday = env
        wrongToday["RECIPES_TODAY"] = "tomorrow"
        let today = try await RecipesBinary.run(["plan"], environment: wrongToday)
        #expect(today.status == 64)
        #expect(today.standardError.contains("RECIPES_TODAY must be a date"))
        let noServings = try await RecipesBinary.run(["plan", "add", "Roasted Asparagus", "--date", "today", "--servings", "3"], environment: env)
        #expect(noServings.status == 64)
        #expect(noServings.errorLines == ["recipes: 'Roasted Asparagus' does not say how many it serves; plan it with a scale instead (--scale 2)"])
    }
}

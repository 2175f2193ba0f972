import Foundation
import RecipesKit

/// A schema.org recipe a page keeps in its scripts' own data rather than in JSON-LD: the state a site's framework
/// hydrates from (Next.js, Remix, Nuxt), where a page whose JSON-LD is written by its scripts keeps the same object
/// ("jsonLd":{"@type":"Recipe",…}), raw or as a string's escaped text (`\"@type\":\"Recipe\"`).
struct ScriptDataExtractor: RecipePageExtractor {
    let name = "script data"

    /// The largest script read; a larger one is a page's code, not its data.
    static let largestScript = 8 << 20
    /// The most recipe objects taken from one page.
    static let mostRecipes = 8
    /// The deepest nesting of objects in a recipe read: a real one is a few levels deep.
    static let deepestRead = 64

    func nodes(in page: HTMLDocument) -> [[String: Any]] {
        var found: [[String: Any]] = []
        for element in page.elements where element.name == "script" && found.count < Self.mostRecipes {
            // JSON-LD is the JSON-LD reader's: a script here is one it did not take.
            if let type = element.attributes["type"]?.lowercased(), type.contains("ld+json") { continue }
            if let deadline = page.deadline, deadline.hasPassed { break }
            let text = element.children.compactMap { node -> String? in
                if case .text(let text) = node { return text }
                return nil
            }.joined()
            guard text.utf8.count <= Self.largestScript, text.contains("Recipe") else { continue }
            for object in Self.recipeObjects(in: Array(text.utf8), deadline: page.deadline) where found.count < Self.mostRecipes {
                found.append(object)
            }
        }
        return found
    }

    /// The objects typed "Recipe" in a script's bytes: read raw, else in the script's strings that hold data
    /// written as JSON text (`push("{\"@type\":\"Recipe\"…")`), each read as the string it is.
    static func recipeObjects(in bytes: [UInt8], deadline: ReadingDeadline? = nil) -> [[String: Any]] {
        let raw = objects(typedRecipeIn: bytes, deadline: deadline)
        if !raw.isEmpty { return raw }
        let escaped = Array(#"\"@type\""#.utf8)
        var found: [[String: Any]] = []
        var index = 0
        while index < bytes.count, found.count < mostRecipes {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let end = stringEnd(in: bytes, from: index)
            if end - index > escaped.count, contains(escaped, in: bytes[index..<end]),
               let string = try? JSONSerialization.jsonObject(with: Data(bytes[index..<end]), options: .fragmentsAllowed) as? String {
                found += objects(typedRecipeIn: Array(string.utf8), deadline: deadline)
            }
            index = end
        }
        return Array(found.prefix(mostRecipes))
    }

    /// Whether `needle` occurs in `bytes`.
    private static func contains(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first), found + needle.count <= bytes.endIndex {
            if bytes[found..<(found + needle.count)].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }

    /// One pass over `bytes`, minding strings: each outermost object whose own `"@type"` is "Recipe" (or a list
    /// holding it), parsed as JSON; none that does not parse, and none past the deadline.
    private static func objects(typedRecipeIn bytes: [UInt8], deadline: ReadingDeadline?) -> [[String: Any]] {
        // Each open object (or list, at -1): where it starts, and how deep what is inside it has gone (a JSON reader is
        // not asked to read deeper than `deepestRead`).
        var starts: [(at: Int, deepest: Int)] = []
        var wanted: Set<Int> = []
        // How many of the open objects are wanted: a closing brace asks in constant time whether one is still open.
        var openWanted = 0
        var found: [[String: Any]] = []
        var index = 0
        var nextLook = 1 << 16
        while index < bytes.count {
            if index >= nextLook {
                if let deadline, deadline.hasPassed { return found }
                nextLook = index + (1 << 16)
            }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let end = stringEnd(in: bytes, from: index)
                if let start = starts.last?.at, start >= 0, isRecipeType(in: bytes, key: index, keyEnd: end), wanted.insert(start).inserted {
                    openWanted += 1
                }
                index = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                starts.append((bytes[index] == UInt8(ascii: "{") ? index : -1, starts.count + 1))
                index += 1
            case UInt8(ascii: "]"):
                if let (_, deepest) = starts.popLast(), let parent = starts.indices.last {
                    starts[parent].deepest = max(starts[parent].deepest, deepest)
                }
                index += 1
            case UInt8(ascii: "}"):
                guard let (start, deepest) = starts.popLast() else {
                    index += 1
                    continue
                }
                if let parent = starts.indices.last { starts[parent].deepest = max(starts[parent].deepest, deepest) }
                if wanted.contains(start) {
                    openWanted -= 1
                    guard openWanted == 0 else {
                        index += 1
                        continue
                    }
                    // The outermost recipe is taken whole: one nested in it (a variation) is part of it.
                    if deepest - starts.count <= deepestRead,
                       let object = try? JSONSerialization.jsonObject(with: Data(bytes[start...index])) as? [String: Any] {
                        found.append(object)
                        if found.count == mostRecipes { return found }
                    }
                }
                index += 1
            default:
                index += 1
            }
        }
        return found
    }

    /// Where the string starting at `start` ends (just past its closing quote, or the bytes' end).
    private static func stringEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    /// Whether the string from `key` to `keyEnd` is `"@type"` and its value, after a colon, is "Recipe" or a list
    /// that starts with it.
    private static func isRecipeType(in bytes: [UInt8], key: Int, keyEnd: Int) -> Bool {
        guard keyEnd - key == 7, bytes[key + 1] == UInt8(ascii: "@"), Array(bytes[(key + 1)..<(keyEnd - 1)]) == Array("@type".utf8) else { return false }
        var index = keyEnd
        func skipSpaces() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            index += 1
            skipSpaces()
        }
        let recipe = Array(#""Recipe""#.utf8)
        return index + recipe.count <= bytes.count && Array(bytes[index..<(index + recipe.count)]) == recipe
    }
}

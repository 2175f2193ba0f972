import Foundation
import RecipesKit

/// The steps of a method a page's markup gives as one text, where that text itself marks them: numbered inline
/// ("1. Dice the tomatoes 2. Peel the potatoes 3. …"), or paragraphs joined with no space between them ("…until
/// browned.Add the tomatoes…", what a site's markup generator leaves of its paragraphs). Sentences are not split:
/// a method may well be one paragraph of several.
enum StepSplitting {
    /// The punctuation after an inline step number ("1.", "1:", "1)", "1、", "1．").
    private static let numberEnds: Set<Character> = [".", ":", ")", "、", "．"]
    /// What may stand right before an inline step number besides a blank: the end of a sentence or clause in
    /// Chinese and Japanese, written with no space after it ("…备用。2.土豆…").
    private static let numberStarts: Set<Character> = ["。", "；", "！", "？", "，"]
    /// What may close a sentence after its full stop ("…blijven!)Maak").
    private static let closers: Set<Character> = [")", "\"", "”", "’", "»", "'"]
    /// What ends a sentence or a clause before a step number that starts a step rather than counts something.
    private static let sentenceEnds: Set<Character> = [".", "!", "?", ":", ";", ")", "。", "；", "！", "？"]

    /// The steps `text` marks, numbered inline first, else by paragraphs joined together; nil when it marks none,
    /// or more than a recipe may have (`RecipeValidator.maximumItems`).
    static func steps(in text: String) -> [String]? {
        guard let steps = numbered(text) ?? glued(text), steps.count <= RecipeValidator.maximumItems else { return nil }
        return steps
    }

    /// The steps of a text that numbers them inline: each starts at the number after the last (from 1 at the
    /// text's start, each at the start, after a blank or after "。", followed by ".", ":", ")", "、" or "．", then by
    /// more text and not by a digit); three or more, none empty, else nil. A number written twice ("2. Add 3. cups
    /// of rice 3. Simmer 4. Serve") is taken where it is last before the next one, or for the last number, where a
    /// sentence ends before it ("zum 3. Tag. 3. Backen.").
    static func numbered(_ text: String) -> [String]? {
        let characters = Array(text.trimmed)
        var candidates: [Int: [(start: Int, end: Int)]] = [:]
        for position in characters.indices
        where position == 0 || characters[position - 1].isWhitespace || numberStarts.contains(characters[position - 1]) {
            guard let (number, end) = marker(in: characters, at: position) else { continue }
            candidates[number, default: []].append((position, end))
        }
        guard let first = candidates[1]?.first, first.start == 0 else { return nil }
        var markers = [first]
        while let following = candidates[markers.count + 1]?.filter({ $0.start >= markers[markers.count - 1].end }),
              let earliest = following.first {
            if let next = candidates[markers.count + 2]?.first(where: { $0.start >= earliest.end }) {
                markers.append(following.last { $0.end <= next.start } ?? earliest)
            } else {
                markers.append(following.first { endsSentence(before: $0.start, in: characters) } ?? earliest)
            }
        }
        guard markers.count >= 3 else { return nil }
        let steps = markers.indices.map { index in
            String(characters[markers[index].end..<(index + 1 < markers.count ? markers[index + 1].start : characters.count)]).trimmed
        }
        return steps.contains(where: \.isEmpty) ? nil : steps
    }

    /// The number written at `position` (one to three digits, then one of `numberEnds`, then more text that does
    /// not start with a digit: "1.5 litres" is an amount) and where the text after it starts; nil when none is.
    private static func marker(in characters: [Character], at position: Int) -> (number: Int, end: Int)? {
        var end = position
        while end < characters.count, end - position < 3, characters[end].isASCII, characters[end].isNumber { end += 1 }
        guard end > position, end + 1 < characters.count, numberEnds.contains(characters[end]),
              !characters[end + 1].isNumber, let number = Int(String(characters[position..<end])) else { return nil }
        return (number, end + 1)
    }

    /// Whether the last character before `position`, blanks aside, ends a sentence or a clause.
    private static func endsSentence(before position: Int, in characters: [Character]) -> Bool {
        guard let last = characters[..<position].last(where: { !$0.isWhitespace }) else { return true }
        return sentenceEnds.contains(last)
    }

    /// The paragraphs of a text whose paragraphs were joined with no space: split after each sentence end (".",
    /// "!" or "?", then any closing brackets and quotes) that a lowercase letter, a digit or a closing bracket or
    /// quote precedes and a capital letter follows at once; nil when there is none. Not after an abbreviation (a
    /// single letter, "z.B", "o.Ä", "e.g", or a capitalised word of up to three letters, "Dr.Oetker", "St.Louis"), a
    /// step's own number ("1.Preheat"), or before a web address ("www.SmulWeb.nl").
    static func glued(_ text: String) -> [String]? {
        let characters = Array(text.trimmed)
        var cuts: [Int] = []
        var position = 1
        while position + 1 < characters.count {
            defer { position += 1 }
            guard ".!?".contains(characters[position]) else { continue }
            let before = characters[position - 1]
            guard before.isLowercase || before.isNumber || closers.contains(before) else { continue }
            var next = position + 1
            while next < characters.count, closers.contains(characters[next]) { next += 1 }
            guard next < characters.count, characters[next].isUppercase,
                  !isAbbreviationOrNumber(before: position, in: characters), !startsAddress(at: next, in: characters) else { continue }
            cuts.append(next)
        }
        guard !cuts.isEmpty else { return nil }
        let bounds = [0] + cuts + [characters.count]
        let steps = (0..<(bounds.count - 1)).map { String(characters[bounds[$0]..<bounds[$0 + 1]]).trimmed }
        return steps.contains(where: \.isEmpty) ? nil : steps
    }

    /// Whether the word before the full stop at `position` is an abbreviation (one letter, or a capitalised word
    /// of up to three letters, or "www") or a step's number (one or two digits standing alone).
    private static func isAbbreviationOrNumber(before position: Int, in characters: [Character]) -> Bool {
        var start = position
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber { start -= 1 }
        let word = characters[start..<position]
        guard let first = word.first else { return false }
        if word.allSatisfy(\.isNumber) { return word.count <= 2 && (start == 0 || characters[start - 1].isWhitespace) }
        return word.count == 1 || (first.isUppercase && word.count <= 3) || String(word).lowercased() == "www"
    }

    /// Whether the word starting at `position` is a web address: a full stop inside it followed by a small letter.
    private static func startsAddress(at position: Int, in characters: [Character]) -> Bool {
        var index = position
        while index + 1 < characters.count, !characters[index].isWhitespace {
            if characters[index] == ".", characters[index + 1].isLowercase { return true }
            index += 1
        }
        return false
    }

    /// The words a page labels each step with ("Step 1", "Schritt 2", "Étape 3", "Lépés 1"), folded, in the corpus's
    /// languages.
    static let stepLabels: Set<String> = [
        "step", "stap", "schritt", "etape", "paso", "passo", "krok", "steg", "trin", "trinn", "adım", "adim", "lepes", "korak", "βημα",
    ]

    /// `steps` read as a page shows them: without the label ("Step 1Preheat…", "Passo 2 Coza…") or the number
    /// ("1 Kook…", "2Snijd…") each starts with, when every one (two or more) starts with its own; as they are
    /// otherwise, so that a first step that only starts with a number ("1 cup of the stock…") keeps it.
    static func shown(_ steps: [String]) -> [String] {
        let labelled = unlabelled(steps)
        let bare = labelled.enumerated().map { RecipePageDecoder.unnumbered($1, position: $0 + 1) }
        return labelled.count >= 2 && zip(labelled, bare).allSatisfy({ $0 != $1 }) ? bare : labelled
    }

    /// `steps` without the label each shows before it ("Step 1Preheat…", "Étape 2 : Ajoutez…"), when every one
    /// has the label and its own number; as they are otherwise.
    static func unlabelled(_ steps: [String]) -> [String] {
        var bare: [String] = []
        for (position, step) in steps.enumerated() {
            let words = step.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            guard words.count == 2, stepLabels.contains(TextPattern.folding(String(words[0]))) else { return steps }
            let digits = words[1].prefix { $0.isASCII && $0.isNumber }
            guard Int(digits) == position + 1 else { return steps }
            let rest = words[1].dropFirst(digits.count).drop { $0.isWhitespace || ".:)-–".contains($0) }
            guard rest.first?.isLetter == true else { return steps }
            bare.append(String(rest))
        }
        return bare
    }
}

import Foundation

/// The steps of a method a page's markup gives as one text, where that text itself marks them: numbered inline
/// ("1. Dice the tomatoes 2. Peel the potatoes 3. …"), or paragraphs joined with no space between them ("…until
/// browned.Add the tomatoes…", what a site's markup generator leaves of its paragraphs). Sentences are not split:
/// a method may well be one paragraph of several.
enum StepSplitting {
    /// The punctuation after an inline step number ("1.", "1:", "1)", "1、", "1．").
    private static let numberEnds: Set<Character> = [".", ":", ")", "、", "．"]
    /// What may close a sentence after its full stop ("…blijven!)Maak").
    private static let closers: Set<Character> = [")", "\"", "”", "’", "»", "'"]

    /// The steps `text` marks, numbered inline first, else by paragraphs joined together; nil when it marks none.
    static func steps(in text: String) -> [String]? {
        numbered(text) ?? glued(text)
    }

    /// The steps of a text that numbers them inline: each starts at the number after the last (from 1 at the
    /// text's start, each at the start or after a blank, followed by ".", ":", ")" or "、" and not by a digit); three
    /// or more, none empty, else nil. A number written twice before the next ("2. Add 3. cups of rice 3. Simmer 4.
    /// Serve") is taken where it is last before that next one.
    static func numbered(_ text: String) -> [String]? {
        let characters = Array(text.trimmed)
        var candidates: [Int: [(start: Int, end: Int)]] = [:]
        for position in characters.indices where position == 0 || characters[position - 1].isWhitespace {
            guard let (number, end) = marker(in: characters, at: position) else { continue }
            candidates[number, default: []].append((position, end))
        }
        guard let first = candidates[1]?.first, first.start == 0 else { return nil }
        var markers = [first]
        while let following = candidates[markers.count + 1]?.filter({ $0.start >= markers[markers.count - 1].end }),
              let earliest = following.first {
            let next = candidates[markers.count + 2]?.first { $0.start >= earliest.end }
            markers.append(next.flatMap { next in following.last { $0.end <= next.start } } ?? earliest)
        }
        guard markers.count >= 3 else { return nil }
        let steps = markers.indices.map { index in
            String(characters[markers[index].end..<(index + 1 < markers.count ? markers[index + 1].start : characters.count)]).trimmed
        }
        return steps.contains(where: \.isEmpty) ? nil : steps
    }

    /// The number written at `position` (one to three digits, then one of `numberEnds`, then no digit: "1.5 litres"
    /// is an amount) and where the text after it starts; nil when none is.
    private static func marker(in characters: [Character], at position: Int) -> (number: Int, end: Int)? {
        var end = position
        while end < characters.count, end - position < 3, characters[end].isASCII, characters[end].isNumber { end += 1 }
        guard end > position, end < characters.count, numberEnds.contains(characters[end]),
              let number = Int(String(characters[position..<end])) else { return nil }
        if end + 1 < characters.count, characters[end + 1].isNumber { return nil }
        return (number, end + 1)
    }

    /// The paragraphs of a text whose paragraphs were joined with no space: split after each sentence end (".",
    /// "!" or "?", and any closing bracket or quote) that a lowercase letter, a digit or a bracket precedes and a
    /// capital letter follows at once; nil when there is none.
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
            if next < characters.count, characters[next].isUppercase { cuts.append(next) }
        }
        guard !cuts.isEmpty else { return nil }
        let bounds = [0] + cuts + [characters.count]
        let steps = (0..<(bounds.count - 1)).map { String(characters[bounds[$0]..<bounds[$0 + 1]]).trimmed }
        return steps.contains(where: \.isEmpty) ? nil : steps
    }
}

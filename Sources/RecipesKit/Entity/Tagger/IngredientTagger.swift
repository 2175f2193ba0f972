import Foundation

/// A learned reader of ingredient lines: labels each word of "1 small sprig rosemary" as an amount, a unit, a size,
/// the food and so on, with the averaged-perceptron model `scripts/ingredient-tagger` trains on the shared corpus.
public struct IngredientTagger: Sendable {
    /// What a word of an ingredient line is.
    public enum Label: String, Sendable, CaseIterable {
        case quantity = "QTY", unit = "UNIT", size = "SIZE", name = "NAME", preparation = "PREP"
        case comment = "COMMENT", purpose = "PURPOSE", punctuation = "PUNC", other = "OTHER"
    }

    /// One word of a line with its label.
    public struct TaggedWord: Sendable, Hashable {
        /// The word as written.
        public let text: String
        /// Where the word stands in the line.
        public let range: Range<String.Index>
        /// What the model reads the word as.
        public let label: Label
    }

    /// The model's weights.
    let model: IngredientTaggerModel

    /// A tagger running `model`.
    public init(model: IngredientTaggerModel) {
        self.model = model
    }

    /// The tagger with the model built into the binary (`Resources/ingredient-tagger.model`).
    public static let standard = IngredientTagger(model: .standard)

    /// Whether the tagger has a model to run; a tagger without one labels nothing.
    public var isEmpty: Bool { model.isEmpty }

    /// `line`'s words, each with its most likely label (first-order Viterbi over the model's scores); empty for a
    /// line of more than `maximumWords` words, which no ingredient is, so that a hostile line costs nothing.
    public func tag(_ line: String, maximumWords: Int = 200) -> [TaggedWord] {
        guard !model.isEmpty else { return [] }
        let words = IngredientTagger.words(in: line, limit: min(maximumWords, Int.max - 1) + 1)
        guard !words.isEmpty, words.count <= maximumWords else { return [] }
        let texts = words.map { String(line.unicodeScalars[$0]) }
        let labels = model.labels
        let count = labels.count
        let folded = texts.map(IngredientTagger.fold)
        var scores = [Int](repeating: 0, count: count)
        var previous = [Int](repeating: 0, count: count)
        var back: [[Int]] = []
        back.reserveCapacity(words.count)
        for position in words.indices {
            var emission = [Int](repeating: 0, count: count)
            for feature in IngredientTagger.features(texts, folded: folded, at: position) {
                model.add(feature, to: &emission)
            }
            if position == 0 {
                let start = model.transitions(from: nil)
                for label in 0..<count { scores[label] = emission[label] + start[label] }
                continue
            }
            previous = scores
            var pointers = [Int](repeating: 0, count: count)
            for label in 0..<count {
                // The first best, as Python's max() picks it, so both read a tie alike.
                var best = 0
                var bestScore = Int.min
                for before in 0..<count {
                    let score = previous[before] + model.transition(from: before, to: label)
                    if score > bestScore {
                        best = before
                        bestScore = score
                    }
                }
                pointers[label] = best
                scores[label] = bestScore + emission[label]
            }
            back.append(pointers)
        }
        var label = 0
        for candidate in 1..<count where scores[candidate] > scores[label] { label = candidate }
        var path = [label]
        for pointers in back.reversed() {
            label = pointers[label]
            path.append(label)
        }
        return zip(words, zip(texts, path.reversed())).map { range, labelled in
            TaggedWord(text: labelled.0, range: range, label: labels[labelled.1])
        }
    }
}

import Foundation

/// The weights of a trained ingredient tagger: a weight per label for each feature, in thousandths, read from the
/// text `scripts/ingredient-tagger --model` writes (a `labels` line, then a feature, a tab and its weights a line,
/// the features in order). The text is checked once and kept as it is: a feature is found by binary search over
/// its lines, so that a process that reads one page does not build a table of 20,000 features first.
public struct IngredientTaggerModel: Sendable {
    /// Why a model's text does not read.
    public struct FormatError: Error, Equatable, CustomStringConvertible {
        /// The line that does not read, counted from 1.
        public let line: Int
        /// What is wrong with it.
        public let reason: String
        /// The line and the reason, as a message says them.
        public var description: String { "line \(line): \(reason)" }
    }

    /// The labels, in the order each line gives their weights.
    let labels: [IngredientTagger.Label]
    /// The model's text.
    private let bytes: [UInt8]
    /// Where each feature's line starts in `bytes` and where its tab is, in the features' order.
    private let rows: [(start: Int, tab: Int)]
    /// The transition rows: from each label (by its index), then from a line's start.
    private let transitionRows: [[Int]]

    /// A model with no weights, which labels nothing.
    public static let empty = IngredientTaggerModel(labels: [], bytes: [], rows: [])

    /// The model built into the binary; empty if its text did not read, so that lines are read by rules alone.
    public static let standard: IngredientTaggerModel =
        (try? IngredientTaggerModel(text: IngredientTaggerModel.text, checkingWeights: false)) ?? .empty

    /// Whether the model has no weights.
    public var isEmpty: Bool { labels.isEmpty }

    /// Reads a model's text: comment lines start with `#`; the `labels` line names the columns; each feature comes
    /// once, after the one before it in the order of its UTF-8 bytes, with a whole number for each label.
    public init(text: String) throws(FormatError) {
        try self.init(text: text, checkingWeights: true)
    }

    /// Reads a model's text; without `checkingWeights` only its lines and labels are read (the built-in model is
    /// checked whole by its tests, and a process that imports one page should not pay for checking it again).
    init(text: String, checkingWeights: Bool) throws(FormatError) {
        let bytes = Array(text.utf8)
        var labels: [IngredientTagger.Label] = []
        var rows: [(start: Int, tab: Int)] = []
        rows.reserveCapacity(bytes.count / 32)
        var number = 0
        var start = 0
        var previous: ArraySlice<UInt8> = []
        while start < bytes.count {
            number += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            guard start < end, bytes[start] != UInt8(ascii: "#") else { continue }
            guard let tab = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")) else {
                throw FormatError(line: number, reason: "no tab between the feature and its weights")
            }
            let key = bytes[start..<tab]
            if labels.isEmpty || key.elementsEqual("labels".utf8) {
                let values = bytes[(tab + 1)..<end].split(separator: UInt8(ascii: " "))
                guard key.elementsEqual("labels".utf8) else { throw FormatError(line: number, reason: "a weight before the labels line") }
                let named = values.compactMap { IngredientTagger.Label(rawValue: String(decoding: $0, as: UTF8.self)) }
                guard labels.isEmpty, named.count == values.count, Set(named).count == IngredientTagger.Label.allCases.count else {
                    throw FormatError(line: number, reason: "a second labels line, or one that does not name each label once")
                }
                labels = named
                continue
            }
            if checkingWeights {
                // Empty pieces kept: two spaces would shift every weight after them to the next label.
                let values = bytes[(tab + 1)..<end].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
                guard values.count == labels.count else {
                    throw FormatError(line: number, reason: "\(values.count) weights for \(labels.count) labels")
                }
                for value in values where IngredientTaggerModel.integer(value) == nil {
                    throw FormatError(line: number, reason: "\(String(decoding: value, as: UTF8.self)) is not a whole number")
                }
                guard rows.isEmpty || previous.lexicographicallyPrecedes(key) else {
                    throw FormatError(line: number, reason: "the feature \(String(decoding: key, as: UTF8.self)) is out of order or there twice")
                }
                previous = key
            }
            rows.append((start, tab))
        }
        guard !labels.isEmpty else { throw FormatError(line: max(number, 1), reason: "no labels line") }
        self.init(labels: labels, bytes: bytes, rows: rows)
    }

    private init(labels: [IngredientTagger.Label], bytes: [UInt8], rows: [(start: Int, tab: Int)]) {
        self.labels = labels
        self.bytes = bytes
        self.rows = rows
        var transitionRows: [[Int]] = []
        for key in labels.map({ "T:" + $0.rawValue }) + ["T:<s>"] {
            var row = [Int](repeating: 0, count: labels.count)
            IngredientTaggerModel.add(key, bytes: bytes, rows: rows, to: &row)
            transitionRows.append(row)
        }
        self.transitionRows = transitionRows
    }

    /// Adds `feature`'s weight for each label to `scores` (nothing for a feature the model never saw).
    func add(_ feature: String, to scores: inout [Int]) {
        IngredientTaggerModel.add(feature, bytes: bytes, rows: rows, to: &scores)
    }

    /// The weight of going from the label at index `before` to the one at index `after`.
    func transition(from before: Int, to after: Int) -> Int {
        transitionRows[before][after]
    }

    /// The weights of each first label (`before` nil) or each label after `before`.
    func transitions(from before: Int?) -> [Int] {
        transitionRows[before ?? labels.count]
    }

    private static func add(_ feature: String, bytes: [UInt8], rows: [(start: Int, tab: Int)], to scores: inout [Int]) {
        var feature = feature
        feature.withUTF8 { key in
            bytes.withUnsafeBufferPointer { text in
                var low = 0
                var high = rows.count
                while low < high {
                    let middle = (low + high) / 2
                    let row = rows[middle]
                    let order = compare(UnsafeBufferPointer(rebasing: text[row.start..<row.tab]), key)
                    if order == 0 {
                        addWeights(text, from: row.tab + 1, to: &scores)
                        return
                    }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
            }
        }
    }

    /// The order of two byte strings: negative, zero or positive as `lhs` comes before, with or after `rhs`.
    private static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }

    /// Adds the weights written from `start` to the line's end (checked when the model was read) to `scores`.
    private static func addWeights(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to scores: inout [Int]) {
        var index = start
        var label = 0
        var value = 0
        var negative = false
        while index <= text.count, label < scores.count {
            let byte = index < text.count ? text[index] : UInt8(ascii: "\n")
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                scores[label] += negative ? -value : value
                label += 1
                value = 0
                negative = false
                if byte == UInt8(ascii: "\n") { return }
            } else if byte == UInt8(ascii: "-") {
                negative = true
            } else {
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            }
            index += 1
        }
    }

    /// A whole number written in ASCII digits with an optional minus sign, within 32 bits; nil otherwise.
    private static func integer(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        var negative = false
        var index = digits.startIndex
        if index < digits.endIndex, digits[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < digits.endIndex, digits.endIndex - index <= 10 else { return nil }
        while index < digits.endIndex {
            let digit = Int(digits[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
            index += 1
        }
        value = negative ? -value : value
        return Int32(exactly: value).map(Int.init)
    }
}

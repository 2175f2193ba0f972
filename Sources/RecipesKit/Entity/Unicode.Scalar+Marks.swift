import Foundation

extension Unicode.Scalar {
    /// Whether the scalar is a mark that shows nothing and that no reader needs: a format character (a zero-width
    /// space, a soft hyphen, a byte-order mark, a direction mark or isolate, a word joiner). Readers and search drop
    /// it, so "Weizen\u{AD}mehl" is read and found as "Weizenmehl". Zero-width joiners and non-joiners stay
    /// (Persian, Urdu and emoji need them), as do the tag characters of emoji flags.
    package var isInvisibleMark: Bool {
        guard value >= 0xAD, properties.generalCategory == .format else { return false }
        return value != 0x200C && value != 0x200D && !(0xE0020...0xE007F).contains(value)
    }

    /// Every invisible mark, as runs of consecutive scalars: for a store's query that finds text folded before
    /// folding dropped them.
    package static var invisibleMarkRuns: [ClosedRange<Unicode.Scalar>] {
        var runs: [ClosedRange<Unicode.Scalar>] = []
        // Format characters lie between the soft hyphen and the last tag character.
        for value in UInt32(0xAD)...0xE007F {
            guard let scalar = Unicode.Scalar(value), scalar.isInvisibleMark else { continue }
            if let last = runs.last, last.upperBound.value + 1 == value {
                runs[runs.count - 1] = last.lowerBound...scalar
            } else {
                runs.append(scalar...scalar)
            }
        }
        return runs
    }

    /// Whether the scalar shows: not white space, not a control, not a format character (which a mark or a
    /// joiner is).
    var isVisible: Bool {
        let category = properties.generalCategory
        return !properties.isWhitespace && category != .control && category != .format
    }
}

extension String {
    /// Whether the text holds an invisible mark (`Unicode.Scalar.isInvisibleMark`); ASCII text never does.
    package var hasInvisibleMarks: Bool {
        utf8.contains(where: { $0 >= 0x80 }) && unicodeScalars.contains(where: \.isInvisibleMark)
    }

    /// The text without its invisible marks; text with none is returned as it is.
    var withoutInvisibleMarks: String {
        guard hasInvisibleMarks else { return self }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.lazy.filter { !$0.isInvisibleMark })
        return String(scalars)
    }
}

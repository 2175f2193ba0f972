import Foundation

extension Unicode.Scalar {
    /// The invisible marks, as runs of scalars: the format characters Unicode says to ignore where they cannot be
    /// shown (Default_Ignorable_Code_Point), less the zero-width joiner and non-joiner (Persian, Urdu and emoji need
    /// them) and the tag characters of emoji flags. A table of its own rather than the toolchain's properties: stored
    /// search text is folded with it, and must not change with a Swift release.
    package static let invisibleMarkRuns: [ClosedRange<Unicode.Scalar>] = [
        "\u{AD}"..."\u{AD}", // soft hyphen
        "\u{61C}"..."\u{61C}", // Arabic letter mark
        "\u{180E}"..."\u{180E}", // Mongolian vowel separator
        "\u{200B}"..."\u{200B}", // zero-width space
        "\u{200E}"..."\u{200F}", // left-to-right and right-to-left marks
        "\u{202A}"..."\u{202E}", // direction embeddings and overrides
        "\u{2060}"..."\u{2064}", // word joiner, invisible operators
        "\u{2066}"..."\u{206F}", // direction isolates, deprecated format characters
        "\u{FEFF}"..."\u{FEFF}", // byte-order mark, zero-width no-break space
        "\u{1BCA0}"..."\u{1BCA3}", // shorthand format controls
        "\u{1D173}"..."\u{1D17A}", // musical symbol format controls
        "\u{E0001}"..."\u{E0001}", // language tag
    ]

    /// Whether the scalar is a mark that shows nothing and that no reader needs (`invisibleMarkRuns`): a
    /// zero-width space, a soft hyphen, a byte-order mark, a direction mark or isolate, a word joiner. Readers and
    /// search drop it, so "Weizen\u{AD}mehl" is read and found as "Weizenmehl".
    package var isInvisibleMark: Bool {
        value >= 0xAD && Self.invisibleMarkRuns.contains { $0.contains(self) }
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

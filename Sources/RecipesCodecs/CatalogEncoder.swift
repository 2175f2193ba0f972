import Foundation
import RecipesKit

/// Writes recipes in the catalog wire format, one ingredient per line, so output reads well and decodes back.
public struct CatalogEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The version of what this encoder writes: raised whenever it writes the same recipe otherwise (a layout, an
    /// escape, a field's place), as a file catalog's ETag names the recipes by their kept bytes and this version.
    public static let outputVersion = 1

    /// A catalog: a JSON array of recipes, ending with a newline.
    public func encode(_ recipes: [Recipe]) -> [UInt8] {
        var output: [UInt8] = []
        // Generous: a recipe is about 1.3 KB, and pages reserved but never written are never made resident, while
        // growing a gigabyte's array copies it.
        output.reserveCapacity(recipes.count * 1_600 + 4)
        if recipes.count <= CatalogEncoder.batchSize {
            // Written in place: the run's own buffer would be copied here whole.
            writeRun(recipes[...], startingRunAt: recipes.startIndex, after: 0, to: &output)
        } else {
            encode(run: recipes, after: 0, writingTo: { output.append(contentsOf: $0) })
        }
        output.append(contentsOf: encodeClosing(after: recipes.count))
        return output
    }

    /// One recipe as an element of a catalog's array, with nothing after it.
    func writeRecipe(_ recipe: Recipe, to output: inout [UInt8]) {
        // A recipe read from a catalog and unchanged since keeps the bytes this would write: copy them. Bytes kept
        // compact get their line breaks and spaces back as they are copied.
        if let wire = recipe.wire {
            if !wire.buffer.isCompact {
                wire.withBytes { output.append(contentsOf: $0) }
            } else if !wire.withBytes({ CatalogEncoder.relayout(compact: $0, to: &output) }) {
                write(recipe, nested: true, to: &output)
            }
        } else {
            write(recipe, nested: true, to: &output)
        }
    }

    /// One recipe as a JSON object, ending with a newline.
    public func encode(_ recipe: Recipe) -> [UInt8] {
        var output: [UInt8] = []
        write(recipe, nested: false, to: &output)
        output.append(0x0A)
        return output
    }

    /// The layout of one recipe object: the same at both depths, with every line of a nested one indented two more.
    /// The pieces live for the whole process in memory of their own, so writing one costs no reference counting.
    struct Layout {
        typealias Piece = UnsafeBufferPointer<UInt8>
        let open: Piece
        let ingredients: Piece
        let ingredientOpen: Piece
        let ingredientsClose: Piece
        let steps: Piece
        let stepOpen: Piece
        let stepsClose: Piece
        let timers: Piece
        let imageURL: Piece
        let originalURL: Piece
        let servings: Piece
        let tags: Piece
        let close: Piece
        let name: Piece
        let type: Piece
        let food: Piece
        let note: Piece
        let timerSeparator: Piece
        let comma = Layout.piece(",")
        /// What comes between two recipes of a catalog's output (after the first, whose `[` line opens it).
        let recipeSeparator = Layout.piece(",\n")
        /// What opens a catalog's output, before its first recipe.
        let catalogOpen = Layout.piece("[\n")

        /// What comes before a recipe of a catalog's output: the opening bracket before the catalog's first.
        func lead(startingCatalog: Bool) -> Piece { startingCatalog ? catalogOpen : recipeSeparator }

        /// Lines indented by `indent`, or, with `nil`, one line without spaces.
        init(indent: String?) {
            // Each piece is written as for a line break and a space; the compact layout drops both.
            let compact = indent == nil
            let indent = indent ?? ""
            let inner = indent + "  "
            func piece(_ text: String) -> Piece {
                Layout.piece(compact ? text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "") : text)
            }
            open = piece("\(indent){\n\(inner)\"name\": ")
            ingredients = piece(",\n\(inner)\"ingredients\": [")
            ingredientOpen = piece("\n\(inner)  {\"quantity\": ")
            ingredientsClose = piece("\n\(inner)")
            steps = piece("],\n\(inner)\"steps\": [")
            stepOpen = piece("\n\(inner)  ")
            stepsClose = piece("\n\(inner)")
            timers = piece("],\n\(inner)\"timers\": [")
            imageURL = piece(",\n\(inner)\"imageURL\": ")
            originalURL = piece(",\n\(inner)\"originalURL\": ")
            servings = piece(",\n\(inner)\"servings\": ")
            tags = piece(",\n\(inner)\"tags\": [")
            close = piece("\n\(indent)}")
            name = piece(", \"name\": ")
            type = piece(", \"type\": ")
            food = piece(", \"food\": ")
            note = piece(", \"note\": ")
            timerSeparator = piece(", ")
        }

        /// The bytes of `text`, copied into memory that is never freed (a few dozen bytes, made twice).
        private static func piece(_ text: String) -> Piece {
            let bytes = Array(text.utf8)
            let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = memory.initialize(from: bytes)
            return Piece(memory)
        }

        // The pieces are never written after they are made.
        nonisolated(unsafe) static let topLevel = Layout(indent: "")
        nonisolated(unsafe) static let nested = Layout(indent: "  ")
        nonisolated(unsafe) static let compact = Layout(indent: nil)
    }

    func write<Sink: ByteSink>(_ recipe: Recipe, nested: Bool, to output: inout Sink) {
        // Read once: a recipe kept as its bytes reads a field from them at every use, and the loops below read
        // the lists' counts at every turn.
        let recipe = recipe.loaded()
        let layout = nested ? Layout.nested : Layout.topLevel
        output.append(contentsOf: layout.open)
        writeString(recipe.name, to: &output)
        output.append(contentsOf: layout.ingredients)
        for (position, ingredient) in recipe.ingredients.enumerated() {
            output.append(contentsOf: layout.ingredientOpen)
            writeString(ingredient.quantity, to: &output)
            output.append(contentsOf: layout.name)
            writeString(ingredient.name, to: &output)
            output.append(contentsOf: layout.type)
            writeString(ingredient.type, to: &output)
            // Optional, and only written when an importer read them: older readers skip unknown keys.
            if let food = ingredient.food {
                output.append(contentsOf: layout.food)
                writeString(food, to: &output)
            }
            if let note = ingredient.note {
                output.append(contentsOf: layout.note)
                writeString(note, to: &output)
            }
            output.append(0x7D)
            output.append(contentsOf: position == recipe.ingredients.count - 1 ? layout.ingredientsClose : layout.comma)
        }
        output.append(contentsOf: layout.steps)
        for (position, step) in recipe.steps.enumerated() {
            output.append(contentsOf: layout.stepOpen)
            writeString(step, to: &output)
            output.append(contentsOf: position == recipe.steps.count - 1 ? layout.stepsClose : layout.comma)
        }
        output.append(contentsOf: layout.timers)
        for (position, timer) in recipe.timers.enumerated() {
            if position > 0 { output.append(contentsOf: layout.timerSeparator) }
            writeInteger(timer, to: &output)
        }
        output.append(0x5D)
        if let imageURL = recipe.imageURL {
            output.append(contentsOf: layout.imageURL)
            writeString(imageURL, to: &output)
        }
        if let originalURL = recipe.originalURL {
            output.append(contentsOf: layout.originalURL)
            writeString(originalURL, to: &output)
        }
        if let servings = recipe.servings {
            output.append(contentsOf: layout.servings)
            writeInteger(servings, to: &output)
        }
        // Optional, written only when there are some, as `servings`: older readers skip the key.
        if !recipe.tags.isEmpty {
            output.append(contentsOf: layout.tags)
            for (position, tag) in recipe.tags.enumerated() {
                if position > 0 { output.append(contentsOf: layout.timerSeparator) }
                writeString(tag, to: &output)
            }
            output.append(0x5D)
        }
        output.append(contentsOf: layout.close)
    }

    func writeInteger<Sink: ByteSink>(_ value: Int, to output: inout Sink) {
        // Timers are minutes: one to three digits, written without formatting a string.
        if value >= 0 && value < 10 {
            output.append(0x30 + UInt8(value))
        } else if value >= 10 && value < 100 {
            output.append(0x30 + UInt8(value / 10))
            output.append(0x30 + UInt8(value % 10))
        } else if value >= 100 && value < 1000 {
            output.append(0x30 + UInt8(value / 100))
            output.append(0x30 + UInt8(value / 10 % 10))
            output.append(0x30 + UInt8(value % 10))
        } else {
            var text = String(value)
            text.withUTF8 { output.append(contentsOf: $0) }
        }
    }

    /// Writes a JSON string, copying runs that need no escaping in one step.
    func writeString<Sink: ByteSink>(_ string: String, to output: inout Sink) {
        output.append(0x22)
        // Native strings lend their bytes without the copy (and reference counting) `withUTF8` needs.
        if string.utf8.withContiguousStorageIfAvailable({ CatalogEncoder.writeEscaped($0, to: &output) }) == nil {
            var string = string
            string.withUTF8 { CatalogEncoder.writeEscaped($0, to: &output) }
        }
        output.append(0x22)
    }

    /// Appends `bytes` with JSON's escapes, copying the runs that need none in one step. C1 controls (U+0080 to
    /// U+009F, which some terminals act on) are escaped too, so no output of `--format json` carries one raw.
    static func writeEscaped<Sink: ByteSink>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
        var runStart = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                CatalogEncoder.escape(byte).withUnsafeBufferPointer { output.append(contentsOf: $0) }
                runStart = offset + 1
            } else if byte == 0xC2, offset + 1 < bytes.count, (0x80...0x9F).contains(bytes[offset + 1]) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                CatalogEncoder.escape(bytes[offset + 1]).withUnsafeBufferPointer { output.append(contentsOf: $0) }
                offset += 1
                runStart = offset + 1
            }
            offset += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Whether UTF-8 `bytes` hold a C1 control (U+0080 to U+009F), which the encoder escapes.
    static func containsC1Control(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 1 else { return false }
        for offset in 0..<(bytes.count - 1) where bytes[offset] == 0xC2 && (0x80...0x9F).contains(bytes[offset + 1]) {
            return true
        }
        return false
    }

    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case 0x22: return [0x5C, 0x22]
        case 0x5C: return [0x5C, 0x5C]
        case 0x0A: return [0x5C, 0x6E]
        case 0x0D: return [0x5C, 0x72]
        case 0x09: return [0x5C, 0x74]
        default:
            let hex = Array("0123456789abcdef".utf8)
            return [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        }
    }
}

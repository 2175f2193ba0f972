import Foundation

// Writes a document into a Swift string literal, as `extension TYPE { static let json }` for JSON or `static let
// text` for plain text. JSON is checked here so that a broken document fails the build instead of every run of the
// binary; a text's reader checks it in its own tests.
let arguments = CommandLine.arguments
guard arguments.count == 5, ["array", "object", "text"].contains(arguments[4]) else {
    FileHandle.standardError.write(Data("usage: embed-catalog INPUT OUTPUT.swift TYPE array|object|text\n".utf8))
    exit(64)
}
let inputPath = arguments[1]
let outputPath = arguments[2]
let typeName = arguments[3]
let wantsArray = arguments[4] == "array"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(inputPath): error: \(message)\n".utf8))
    exit(65)
}

guard let data = FileManager.default.contents(atPath: inputPath) else { fail("cannot read the document") }
guard let text = String(data: data, encoding: .utf8) else { fail("the document is not UTF-8") }
if arguments[4] != "text" {
    do {
        let value = try JSONSerialization.jsonObject(with: data)
        guard wantsArray ? value is [Any] : value is [String: Any] else { fail("the document must be a JSON \(arguments[4])") }
    } catch {
        fail("the document is not valid JSON: \(error.localizedDescription)")
    }
}

// A raw string literal needs more '#' than any run of '#' in the text, so nothing inside can close
// it or start an escape.
var longestRun = 0
var run = 0
for character in text.unicodeScalars {
    run = character == "#" ? run + 1 : 0
    longestRun = max(longestRun, run)
}
let hashes = String(repeating: "#", count: longestRun + 1)
let body = text.replacingOccurrences(of: "\r\n", with: "\n")
let source = """
// Generated from \((inputPath as NSString).lastPathComponent) by the EmbedCatalog plugin. Edit that file, not this one.

extension \(typeName) {
    static let \(arguments[4] == "text" ? "text" : "json"): String = \(hashes)\"\"\"
\(body)\n\"\"\"\(hashes)
}

"""
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(outputPath): error: cannot write: \(error.localizedDescription)\n".utf8))
    exit(73)
}

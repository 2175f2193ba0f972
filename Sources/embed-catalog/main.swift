import Foundation

// Writes the default catalog into a Swift string literal. The JSON is checked here so that a
// broken Resources/recipes.json fails the build instead of every run of the binary.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: embed-catalog INPUT.json OUTPUT.swift\n".utf8))
    exit(64)
}
let inputPath = arguments[1]
let outputPath = arguments[2]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(inputPath): error: \(message)\n".utf8))
    exit(65)
}

guard let data = FileManager.default.contents(atPath: inputPath) else { fail("cannot read the default catalog") }
guard let text = String(data: data, encoding: .utf8) else { fail("the default catalog is not UTF-8") }
do {
    guard try JSONSerialization.jsonObject(with: data) is [Any] else { fail("the default catalog must be a JSON array") }
} catch {
    fail("the default catalog is not valid JSON: \(error.localizedDescription)")
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
// Generated from Resources/recipes.json by the EmbedCatalog plugin. Edit that file, not this one.

extension EmbeddedCatalog {
    static let json: String = \(hashes)\"\"\"
\(body)\n\"\"\"\(hashes)
}

"""
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(outputPath): error: cannot write: \(error.localizedDescription)\n".utf8))
    exit(73)
}

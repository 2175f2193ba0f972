import Foundation
@testable import RecipesKit
@testable import RecipesSources
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

@Suite struct InputLimitsTests {
    @Test(arguments: [("256M", 256 << 20), ("1G", 1 << 30), ("512k", 512 << 10), ("100", 100), ("64MiB", 64 << 20), ("2gb", 2 << 30)])
    func sizesReadWithBinarySuffixes(text: String, bytes: Int) {
        #expect(InputLimits.parseSize(text) == bytes)
    }

    @Test(arguments: ["", "-1", "0", "1T", "M", "12x", "99999999999999999999G"])
    func nonsenseSizesAreRefused(text: String) {
        #expect(InputLimits.parseSize(text) == nil)
    }

    @Test func sizesArePrintedAsPeopleWriteThem() {
        #expect(InputLimits.describe(bytes: 256 << 20) == "256 MiB")
        #expect(InputLimits.describe(bytes: 3 << 30) == "3 GiB")
        #expect(InputLimits.describe(bytes: 1536) == "1.5 KiB")
        #expect(InputLimits.describe(bytes: 12) == "12 bytes")
    }

    @Test func aStreamPastTheLimitIsRefusedNamingTheLimitAndTheOption() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let bytes = [UInt8](repeating: 0x20, count: 5_000)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        defer { close(descriptors[0]) }
        let error = #expect(throws: InputTooLargeError.self) { try MappedFile.readToEnd(descriptors[0], path: "pipe", limit: 4_096) }
        #expect(error?.description == "larger than the 4 KiB limit (raise it with --max-size)")
    }

    @Test func aFileOverTheMappedLimitIsRefusedBeforeItIsRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString).json")
        try Data(repeating: 0x20, count: 2_048).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: InputTooLargeError.self) {
            try MappedFile.read(file.path, limits: InputLimits(maximumMappedBytes: 1_024))
        }
        #expect(error?.option == "--max-file-size")
        #expect(try MappedFile.read(file.path, limits: InputLimits(maximumMappedBytes: 4_096)).count == 2_048)
    }

    @Test func aClosedDescriptorIsAnErrorSaidInOneLine() {
        let error = #expect(throws: (any Error).self) { try MappedFile.readToEnd(-1, path: "standard input", limit: 10) }
        #expect(error.map(FileFacade.describe) == "is closed")
    }
}

@Suite struct TerminalSafeTextTests {
    @Test func controlCharactersBecomeVisibleAsCatDashVShowsThem() {
        #expect("Evil\u{1B}[2J\u{1B}]52;c;aGk=\u{07}Toast".terminalSafe == "Evil^[[2J^[]52;c;aGk=^GToast")
        #expect("a\u{7F}b\u{9B}31m".terminalSafe == "a^?bM-^[31m")
        #expect("cr\rover".terminalSafe == "cr^Mover")
    }

    @Test func ordinaryTextNewlinesTabsAndAccentsAreKept() {
        #expect("Crème brûlée\n\tstep".terminalSafe == "Crème brûlée\n\tstep")
        #expect("two\nlines\there".terminalLine == "two lines here")
        #expect("Plain ASCII, as most lines are".terminalLine == "Plain ASCII, as most lines are")
        #expect("a\r\n\u{202E}b\t".terminalLine == "a^M <U+202E>b ")
    }

    @Test func textViewsNeverWriteAnEscapeFromTheData() async {
        let console = CapturingConsole()
        let recipe = Recipe(
            name: "Evil \u{1B}[2J", ingredients: [Ingredient(quantity: "1\u{1B}[31m", name: "bread\u{07}", type: "")],
            steps: ["Toast \u{9B}31m it."], timers: [2])
        let view = TerminalView(console: console)
        await view.show(detail: RecipeDetailViewModel(recipe: recipe, showsTimers: true))
        await view.show(list: RecipeListViewModel(recipes: [recipe], totalCount: 1, offset: 0))
        let printed = console.standardOutput
        #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(printed.contains("Evil ^[[2J"))
    }
}

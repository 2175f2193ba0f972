import Foundation
import Synchronization
@testable import RecipesKit

/// A facade that holds its catalog in memory.
struct InMemoryCatalogFacade: FacadeProtocol {
    var recipes: [Recipe]
    var sourceDescription: String { "memory" }

    func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] { recipes }
}

/// A facade that always fails with the same error.
struct FailingFacade: FacadeProtocol {
    var error: CatalogError
    var sourceDescription: String { error.source }

    func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] { throw error }
}

/// An input stream with fixed contents, or a read error.
struct FixedInput: InputReading {
    var result: Result<Data, CocoaError>

    func readAll() throws -> Data { try result.get() }
}

/// A console that keeps what was written, for assertions.
final class CapturingConsole: ConsoleProtocol {
    private let output = Mutex<[UInt8]>([])
    private let messages = Mutex<[String]>([])
    let isTerminal: Bool

    init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    private let progress = Mutex<[String]>([])
    let isErrorTerminal: Bool = false

    var standardOutput: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
    var standardError: [String] { messages.withLock { $0 } }
    var progressLines: [String] { progress.withLock { $0 } }

    func write(_ bytes: [UInt8]) { output.withLock { $0.append(contentsOf: bytes) } }
    func writeMessage(_ line: String) { messages.withLock { $0.append(line) } }
    func writeProgress(_ text: String) { progress.withLock { $0.append(text) } }
}

/// A view that records each call, for presenter tests.
final class CapturingView: RecipeListViewProtocol, RecipeDetailViewProtocol {
    enum Call: Equatable {
        case list(RecipeListViewModel)
        case detail(RecipeDetailViewModel)
        case empty(String)
        case error(String)
    }

    private let recorded = Mutex<[Call]>([])
    var calls: [Call] { recorded.withLock { $0 } }

    func show(list: RecipeListViewModel) async { recorded.withLock { $0.append(.list(list)) } }
    func show(detail: RecipeDetailViewModel) async { recorded.withLock { $0.append(.detail(detail)) } }
    func show(empty message: String) async { recorded.withLock { $0.append(.empty(message)) } }
    func show(error message: String) async { recorded.withLock { $0.append(.error(message)) } }
}

/// A fetch interactor that counts calls and runs a handler set up by the test.
final class MockedFetchDataInteractor: FetchDataInteractorProtocol {
    private let counter = Mutex(0)
    private let handler: @Sendable () async -> Void

    init(handler: @escaping @Sendable () async -> Void = { fatalError("MockedFetchDataInteractor.perform() was not set up") }) {
        self.handler = handler
    }

    var counterPerform: Int { counter.withLock { $0 } }

    func perform() async {
        counter.withLock { $0 += 1 }
        await handler()
    }
}

/// A filter interactor that records what it was asked to filter and runs a handler set up by the test.
final class MockedFilterDataInteractor: FilterDataInteractorProtocol {
    private let received = Mutex<[[Recipe]]>([])
    private let handler: @Sendable (@escaping RecipeFilter, [Recipe]) async -> Void

    init(
        handler: @escaping @Sendable (@escaping RecipeFilter, [Recipe]) async -> Void = { _, _ in
            fatalError("MockedFilterDataInteractor.perform(filter:on:) was not set up")
        }
    ) {
        self.handler = handler
    }

    var performedOn: [[Recipe]] { received.withLock { $0 } }

    func perform(filter: @escaping RecipeFilter, on recipes: [Recipe]) async {
        received.withLock { $0.append(recipes) }
        await handler(filter, recipes)
    }
}

/// An interactor output that records what it was handed.
final class RecordingPresenter: FetchDataInteractorOutput, FilterDataInteractorOutput {
    private let recipesReceived = Mutex<[[Recipe]]>([])
    private let errorsReceived = Mutex<[CatalogError]>([])
    private let filteredReceived = Mutex<[[Recipe]]>([])

    var recipes: [[Recipe]] { recipesReceived.withLock { $0 } }
    var errors: [CatalogError] { errorsReceived.withLock { $0 } }
    var filtered: [[Recipe]] { filteredReceived.withLock { $0 } }

    func on(recipes: [Recipe]) async { recipesReceived.withLock { $0.append(recipes) } }
    func on(error: CatalogError) async { errorsReceived.withLock { $0.append(error) } }
    func on(filtered recipes: [Recipe]) async { filteredReceived.withLock { $0.append(recipes) } }
}

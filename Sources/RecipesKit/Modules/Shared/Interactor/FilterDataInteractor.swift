import Foundation

/// Applies a predicate filter to recipes for a presenter.
public protocol FilterDataInteractorProtocol: Sendable {
    /// The recipes `filter` matches, in their original order.
    func perform(filter: @escaping RecipeFilter, on recipes: [Recipe]) async -> [Recipe]
}

/// Runs higher-order predicate filters, in parallel chunks on large catalogs.
public struct FilterDataInteractor: FilterDataInteractorProtocol {
    /// Catalogs smaller than this are filtered on one thread; task start-up would cost more than it saves.
    static let parallelThreshold = 20_000

    /// Creates an interactor.
    public init() {}

    public func perform(filter: @escaping RecipeFilter, on recipes: [Recipe]) async -> [Recipe] {
        await FilterDataInteractor.apply(filter, to: recipes)
    }

    /// The recipes `filter` matches, in order; splits large inputs across the machine's cores.
    static func apply(_ filter: @escaping RecipeFilter, to recipes: [Recipe]) async -> [Recipe] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard recipes.count >= parallelThreshold, cores > 1 else { return recipes.filter(filter) }
        let chunkSize = (recipes.count + cores - 1) / cores
        return await withTaskGroup(of: (Int, [Recipe]).self) { group in
            for start in stride(from: 0, to: recipes.count, by: chunkSize) {
                let chunk = recipes[start..<min(start + chunkSize, recipes.count)]
                group.addTask { (start, chunk.filter(filter)) }
            }
            var parts: [(Int, [Recipe])] = []
            for await part in group { parts.append(part) }
            return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }
}

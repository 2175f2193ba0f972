import Foundation
import RecipesKit
import Synchronization

/// The text list view: a table, drawn whole, or drawn as it is found when a whole list comes in runs.
///
/// A list that comes in one run is drawn exactly as `TerminalView` draws any list, its name column as wide as its
/// longest name. One that comes in more (a catalog of more than one batch, 16 MiB on two cores) is drawn run by run, its
/// name column as wide as a name is ever shown (`TerminalView.maximumNameWidth`): the table then neither waits for
/// nor holds the whole list.
public final class TerminalListView: RecipeListStreamingViewProtocol {
    private let view: TerminalView
    /// The first run, held until a second says the list is long or the end says it was the only one.
    private let firstRun = Mutex<[Recipe]?>(nil)

    /// Creates a view writing to `console`.
    public init(console: any ConsoleProtocol) {
        view = TerminalView(console: console)
    }

    public func show(list: RecipeListViewModel) async {
        await view.show(list: list)
    }

    public var wantsMore: Bool { !view.console.isOutputClosed }

    public func show(run recipes: [Recipe], after shown: Int) async {
        if shown == 0 {
            firstRun.withLock { $0 = recipes }
            return
        }
        var text = ""
        if let first = takeFirstRun() {
            text = TerminalView.header(nameWidth: TerminalView.maximumNameWidth, countsWidth: TerminalListView.countsWidth)
            text += TerminalListView.lines(first)
        }
        view.console.writeText(text + TerminalListView.lines(recipes))
    }

    /// The counts column's width: its header's, which no count of ingredients outgrows.
    private static let countsWidth = 11

    /// A run's lines, at the widest columns.
    private static func lines(_ recipes: [Recipe]) -> String {
        let rows = RecipeListViewModel(recipes: recipes, totalCount: recipes.count, offset: 0).rows
        return TerminalView.lines(rows, nameWidth: TerminalView.maximumNameWidth, countsWidth: countsWidth)
    }

    public func finish(runs total: Int) async {
        guard let only = takeFirstRun() else { return }
        await view.show(list: RecipeListViewModel(recipes: only, totalCount: total, offset: 0))
    }

    /// The first run, if still held, no longer held.
    private func takeFirstRun() -> [Recipe]? {
        firstRun.withLock { held in
            defer { held = nil }
            return held
        }
    }

    public func show(empty message: String) async {
        await view.show(empty: message)
    }

    public func show(error message: String) async {
        await view.show(error: message)
    }
}

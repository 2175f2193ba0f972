import Foundation

/// Which recipes a shopping list is for, and how much of each.
public struct ShoppingListRequest: Sendable, Hashable {
    /// The recipes' names (exact, any case, or a unique prefix); unused when `plan` is given.
    public var names: [String]
    /// The factor quantities are multiplied by (for named recipes; a plan's entries carry their own).
    public var scale: Fraction
    /// The days of the meal plan to shop for, instead of named recipes.
    public var plan: ClosedRange<CalendarDay>?
    /// Whether what the pantry holds is listed apart (when the module has a pantry).
    public var setsAsidePantry: Bool

    /// Creates a request.
    public init(names: [String], scale: Fraction = .one, plan: ClosedRange<CalendarDay>? = nil, setsAsidePantry: Bool = true) {
        self.names = names
        self.scale = scale
        self.plan = plan
        self.setsAsidePantry = setsAsidePantry
    }

    /// A request for the plan's days `first` through `last`.
    public static func plan(from first: CalendarDay, through last: CalendarDay, setsAsidePantry: Bool = true) -> ShoppingListRequest {
        ShoppingListRequest(names: [], plan: first...max(first, last), setsAsidePantry: setsAsidePantry)
    }
}

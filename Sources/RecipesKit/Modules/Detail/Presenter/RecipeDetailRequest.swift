import Foundation

/// What a detail module shows: the recipe a name means, how it is scaled and in what units.
public struct RecipeDetailRequest: Sendable, Hashable {
    /// The name: exact, any case, or the start of exactly one recipe's name.
    public var name: String
    /// Whether each step's timer is shown (`--timers`).
    public var showsTimers: Bool
    /// The factor quantities are multiplied by.
    public var scale: Fraction?
    /// The number of people to scale to, for recipes that say how many they serve (instead of `scale`).
    public var servings: Int?
    /// The units volumes and weights are converted to.
    public var units: UnitSystem?

    /// Creates a request.
    public init(name: String, showsTimers: Bool = false, scale: Fraction? = nil, servings: Int? = nil, units: UnitSystem? = nil) {
        self.name = name
        self.showsTimers = showsTimers
        self.scale = scale
        self.servings = servings
        self.units = units
    }
}

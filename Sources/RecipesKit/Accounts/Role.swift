import Foundation

/// What a member of the household may do: a viewer reads; an editor also writes recipes, the plan and the pantry;
/// an owner also manages the household's users and tokens.
public enum Role: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case viewer, editor, owner

    /// Whether the role may change recipes, the plan, the pantry and favorites.
    public var mayWrite: Bool { self >= .editor }

    /// Whether the role may add, remove and change users and tokens.
    public var mayManageAccounts: Bool { self == .owner }

    /// What the role may do, in a few words for messages and pages.
    public var summary: String {
        switch self {
        case .viewer: "reads recipes and the plan"
        case .editor: "reads, and writes recipes, the plan and the pantry"
        case .owner: "reads, writes, and manages users and tokens"
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

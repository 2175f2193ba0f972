import ArgumentParser
import RecipesKit
import RecipesSources

/// `--on-conflict` and its short form `--replace`, shared by `add` and `import`.
struct ConflictOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "What to do with a recipe whose name is taken: refuse (nothing is added), skip it, rename it (Name (2)) or replace the one there.",
            valueName: "refuse|skip|rename|replace"))
    var onConflict: ConflictPolicy?

    @Flag(name: .long, help: "Replace recipes whose names are taken (the same as --on-conflict replace).")
    var replace = false

    func validate() throws {
        if replace, let onConflict, onConflict != .replace {
            throw ValidationError("give --replace or --on-conflict \(onConflict.rawValue), not both")
        }
    }

    /// Refuses a policy other than refuse when the recipes go to a catalog service: its API adds all or none.
    func check(writingTo source: CatalogSource?) throws {
        guard case .service(let baseURL) = source, policy != .refuse else { return }
        let given = replace ? "--replace" : "--on-conflict \(policy.rawValue)"
        throw ValidationError("\(given) is not supported when writing to \(baseURL.absoluteString): its API adds all or none")
    }

    /// The policy chosen; refuse by default.
    var policy: ConflictPolicy { replace ? .replace : onConflict ?? .refuse }
}

extension ConflictPolicy: ExpressibleByArgument {}

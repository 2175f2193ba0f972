import ArgumentParser
import Foundation
import RecipesCodecs
import RecipesKit
import RecipesSources
import RecipesStore

/// Shell completion of recipe names: the names in the store (`--database`, else `RECIPES_DATABASE`, else the
/// default), or in a catalog file given with `--source`. It never creates a store, and never uses the network.
enum RecipeNameCompletion {
    /// The completion kind for NAME arguments.
    static let kind = CompletionKind.custom { arguments, _, prefix in names(arguments: arguments, prefix: prefix) }

    /// The names starting with `prefix` (ignoring case), in catalog order.
    static func names(arguments: [String], prefix: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let recipes: [Recipe]
        if let source = value(of: "--source", in: arguments) ?? environment["RECIPES_SOURCE"], !source.isEmpty {
            guard case .file(let path)? = try? CatalogSource(argument: source),
                  let data = try? MappedFile.read(path), let decoded = try? CatalogDecoder().decode(data) else { return [] }
            recipes = decoded
        } else {
            let path = value(of: "--database", in: arguments) ?? SQLiteCatalogStore.defaultPath(environment: environment)
            // A shell waits for this answer: the names alone, read from an existing SQLite file, never the network.
            guard !PostgresStoreOptions.isPostgresAddress(path), let names = SQLiteCatalogStore.names(at: path) else { return [] }
            return matching(names, prefix: prefix)
        }
        return matching(recipes.map(\.name), prefix: prefix)
    }

    /// The trimmed names starting with `prefix`, ignoring case.
    private static func matching(_ names: [String], prefix: String) -> [String] {
        let folded = prefix.lowercased()
        return names.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { $0.lowercased().hasPrefix(folded) }
    }

    /// The value after `option` (`--option VALUE` or `--option=VALUE`) on the command line being completed.
    private static func value(of option: String, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == option, index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
        }
        return nil
    }
}

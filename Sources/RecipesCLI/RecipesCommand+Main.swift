import ArgumentParser
import Foundation
import RecipesTerminal

extension RecipesCommand {
    /// Parses the command line and runs the command it names with `network` as its network edge; a usage error is
    /// one line on standard error and exit 64, as git and curl report them (help and version are printed in full).
    package static func runMain(_ arguments: [String]? = nil, network: any NetworkEdge) async -> Never {
        var parsed: (any ParsableCommand.Type)?
        do {
            var command = try parseAsRoot(arguments)
            parsed = type(of: command)
            if let subcommand = command as? any RecipesSubcommand {
                try await subcommand.runWithLiveDependencies(network: network)
            } else if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            // Output that never arrived is no success: a backup to a full disk, a token's secret written nowhere.
            if let line = StandardConsole.outputFailureLine {
                FileHandle.standardError.write(Data("recipes: \(line)\n".utf8))
                Foundation.exit(74)
            }
            exit(withError: nil)
        } catch {
            if exitCode(for: error) == .validationFailure, let line = usageLine(for: error, in: parsed) {
                FileHandle.standardError.write(Data("recipes: \(line)\n".utf8))
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            exit(withError: error)
        }
    }

    /// The usage error in one line, naming the help to read: `--limit must be at least 1, got -1 (see 'recipes list --help')`.
    static func usageLine(for error: any Error, in command: (any ParsableCommand.Type)? = nil) -> String? {
        let message = message(for: error).split(separator: "\n").first.map(String.init) ?? ""
        guard !message.isEmpty else { return nil }
        let trimmed = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
        // An error the command found as it ran (a date that is no day) names that command's help, which
        // ArgumentParser, told of it only after parsing, would give as the root's.
        if let command, command != RecipesCommand.self, let path = commandPath(to: command) {
            return "\(trimmed) (see '\((["recipes"] + path).joined(separator: " ")) --help')"
        }
        let full = fullMessage(for: error)
        // ArgumentParser's full message ends "See 'recipes list --help' for more information."
        if let start = full.range(of: "See '"), let end = full[start.upperBound...].firstIndex(of: "'") {
            return "\(trimmed) (see '\(full[start.upperBound..<end])')"
        }
        return trimmed
    }

    /// The subcommand names from the root to `command`, as typed (`["plan", "add"]`); nil when it is none of them.
    static func commandPath(to command: any ParsableCommand.Type, from root: any ParsableCommand.Type = RecipesCommand.self) -> [String]? {
        for subcommand in root.configuration.subcommands {
            let name = subcommand.configuration.commandName ?? String(describing: subcommand).lowercased()
            if subcommand == command { return [name] }
            if let rest = commandPath(to: command, from: subcommand) { return [name] + rest }
        }
        return nil
    }
}

/// A subcommand that does its job on the dependencies the root command builds (`Dependencies`).
package protocol RecipesSubcommand: AsyncParsableCommand {
    /// Does the command's job with `dependencies`.
    func run(with dependencies: Dependencies) async throws
}

extension RecipesSubcommand {
    /// Runs with the live dependencies over `network`, shut down after (the root command's way).
    func runWithLiveDependencies(network: any NetworkEdge) async throws {
        let dependencies = Dependencies.live(network: network)
        do {
            try await run(with: dependencies)
        } catch {
            await dependencies.shutdown()
            throw error
        }
        await dependencies.shutdown()
    }

    /// ArgumentParser's own entry, which `runMain` does not take: runs with no network edge.
    package func run() async throws {
        try await runWithLiveDependencies(network: NetworkHelper())
    }
}

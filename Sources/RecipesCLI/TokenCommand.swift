import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes token`: API tokens, each acting for one user with that user's role.
struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Make, list and revoke users' API tokens.",
        discussion: """
            A program sends a token as "Authorization: Bearer TOKEN" and acts with its user's role. A token is shown \
            once, when it is made, alone on standard output; the store keeps only its SHA-256 digest. Removing a user \
            revokes their tokens.
            """,
        subcommands: [List.self, Create.self, Revoke.self],
        defaultSubcommand: List.self)

    /// `recipes token list`.
    struct List: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the tokens (never their secrets).")

        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withAccounts(options) { try await $0.present(.listTokens).outcome.exit() }
        }
    }

    /// `recipes token create --user NAME`.
    struct Create: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "create", abstract: "Make a token for a user and print it.")

        @Option(name: .long, help: ArgumentHelp("The user the token acts for.", valueName: "name"))
        var user: String
        @Option(name: .long, help: ArgumentHelp("What the token is for, such as \"kitchen tablet\".", valueName: "text"))
        var label = ""
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How long it works: 48h, 90d, 12w, or never.", valueName: "time"))
        var expires = "90d"
        @OptionGroup var options: StoreOptions

        func validate() throws {
            if AccountRules.name(user) == nil { throw ValidationError(AccountRules.nameProblem(user).terminalLine) }
            if let problem = AccountRules.labelProblem(label) { throw ValidationError(problem) }
            if case .failure(let error) = AccountRules.lifetime(expires) { throw ValidationError(error.message) }
        }

        func run(with dependencies: Dependencies) async throws {
            let lifetime = try AccountRules.lifetime(expires).get()
            try await dependencies.withAccounts(options) { accounts in
                let presented = await accounts.present(.createToken(user: user, label: label, lifetime: lifetime))
                // A secret no one saw is a working token no one holds: take it back, and say so.
                if case .shown(.created(let token, _)) = presented, StandardConsole.outputLost {
                    let revoked = await accounts.present(.revokeToken(id: token.id))
                    dependencies.console.writeMessage(
                        revoked.outcome == .shown
                            ? "token \(token.id): its secret could not be written to standard output, so it was revoked"
                            : "token \(token.id): its secret could not be written to standard output; revoke it with: recipes token revoke \(token.id)")
                    throw ExitCode(74)
                }
                try presented.outcome.exit()
            }
        }
    }

    /// `recipes token revoke ID`.
    struct Revoke: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Revoke a token by its number (see token list).")

        @Argument(help: ArgumentHelp("The token's number.", valueName: "id"))
        var id: Int

        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withAccounts(options) { try await $0.present(.revokeToken(id: id)).outcome.exit() }
        }
    }
}

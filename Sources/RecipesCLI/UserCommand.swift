import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes user`: the household's members, who sign in to the service and own API tokens.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Add, list, remove and change the household's users.",
        discussion: """
            A viewer reads; an editor also writes recipes, the plan and the pantry; an owner also manages users and \
            tokens. The household keeps at least one owner once it has one. Passwords are typed twice on the terminal \
            (nothing is shown), or read once from standard input with --password-stdin; only a bcrypt hash is kept. \
            Kept in the store (--database: a SQLite file, or a postgres:// URL), so every replica of the service knows them.
            """,
        subcommands: [List.self, Add.self, Remove.self, Passwd.self, RoleCommand.self],
        defaultSubcommand: List.self)

    /// `recipes user list`.
    struct List: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the users and their roles.")

        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withAccounts(options) { try await $0.present(.list).outcome.exit() }
        }
    }

    /// `recipes user add NAME`.
    struct Add: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a user.")

        @OptionGroup var user: UserName
        @Option(name: .long, help: "What the user may do: owner, editor or viewer.")
        var role: Role = .editor
        @OptionGroup var password: PasswordSource
        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            let password = try password.read(for: user.name, console: dependencies.console)
            try await dependencies.withAccounts(options) {
                try await $0.present(.add(name: user.name, role: role, password: password)).outcome.exit()
            }
        }
    }

    /// `recipes user remove NAME`.
    struct Remove: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a user and their tokens (not the last owner).")

        @OptionGroup var user: UserName
        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withAccounts(options) { try await $0.present(.remove(name: user.name)).outcome.exit() }
        }
    }

    /// `recipes user passwd NAME`.
    struct Passwd: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "passwd", abstract: "Change a user's password.")

        @OptionGroup var user: UserName
        @OptionGroup var password: PasswordSource
        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            let password = try password.read(for: user.name, console: dependencies.console)
            try await dependencies.withAccounts(options) {
                try await $0.present(.setPassword(name: user.name, password: password)).outcome.exit()
            }
        }
    }

    /// `recipes user role NAME ROLE`.
    struct RoleCommand: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "role", abstract: "Change a user's role (the last owner stays one).")

        @OptionGroup var user: UserName
        @Argument(help: "owner, editor or viewer.")
        var role: Role
        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withAccounts(options) { try await $0.present(.setRole(name: user.name, role: role)).outcome.exit() }
        }
    }
}

extension Role: ExpressibleByArgument {}

/// The user a `user` subcommand names, checked before the store is opened.
struct UserName: ParsableArguments {
    @Argument(help: ArgumentHelp("The user's name: letters, digits, '.', '_', '-' or '@'.", valueName: "name"))
    var name: String

    func validate() throws {
        if AccountRules.name(name) == nil { throw ValidationError(AccountRules.nameProblem(name).terminalLine) }
    }
}

/// Where a new password comes from: the terminal (typed twice), or standard input.
struct PasswordSource: ParsableArguments {
    @Flag(name: .long, help: "Read the password from the first line of standard input instead of the terminal.")
    var passwordStdin = false

    /// The password, checked against the rules; a message and exit status 64 when there is none or it breaks them.
    func read(for user: String, console: any ConsoleProtocol) throws -> String {
        let read = passwordStdin ? PasswordPrompt.fromStandardInput() : PasswordPrompt.fromTerminal("Password for \(user.terminalLine): ", confirming: true)
        switch read {
        case .failure(let failure):
            console.writeMessage(failure.message)
            throw ExitCode(64)
        case .success(let password):
            if let problem = AccountRules.passwordProblem(password) {
                console.writeMessage(problem)
                throw ExitCode(65)
            }
            return password
        }
    }
}

extension Dependencies {
    /// Runs `body` with the accounts module over the store, with the network edge's credentials (bcrypt for
    /// passwords, SHA-256 for tokens).
    func withAccounts<T>(_ options: StoreOptions, _ body: (any AccountsPresenterProtocol) async throws -> T) async throws -> T {
        let opened = try await openStore(options.store)
        guard let store = opened.accounts else {
            console.writeMessage("\(opened.store.location): keeps no users")
            throw ExitCode(69)
        }
        return try await opened.whileRunning {
            let credentials = network.credentials()
            return try await body(AccountsRouter.makeModule(
                store: store, hasher: credentials.hasher, digest: credentials.digest,
                view: TerminalViews.accounts(options.format, console: console)))
        }
    }
}

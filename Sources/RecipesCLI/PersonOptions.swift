import ArgumentParser
import RecipesKit
import RecipesTerminal

/// Whose marks a command reads or changes: `--user NAME`, else `$RECIPES_USER`, else the household's own (the marks
/// the store kept before it had users, and the favorites of `recipes favorites`).
struct PersonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Act as this user of the household. (default: $RECIPES_USER, else the household's own marks)", valueName: "name"))
    var user: String?

    func validate() throws {
        if let user, AccountRules.name(user) == nil { throw ValidationError(AccountRules.nameProblem(user)) }
    }

    /// The person named by `--user` or `RECIPES_USER`; a `RECIPES_USER` that cannot be a name is said, exit 64.
    func person(environment: [String: String]) throws -> Person {
        guard let name = user ?? environment["RECIPES_USER"].flatMap({ $0.isEmpty ? nil : $0 }) else { return .household }
        guard let person = Person(user: name) else { throw ValidationError("RECIPES_USER: " + AccountRules.nameProblem(name)) }
        return person
    }
}

extension Dependencies {
    /// The person `people` names, checked against `access`'s store: a named user must be one of its users (said in
    /// one line, exit 1, when not) and is taken as the store spells them; marks of a user need a store that keeps them.
    func checkedPerson(_ people: PersonOptions, in access: CatalogAccess) async throws -> Person {
        let person = try people.person(environment: environment)
        guard let name = person.name else { return person }
        guard access.personal != nil else {
            console.writeMessage("\(access.store?.location ?? "the store"): keeps no marks of its users")
            throw ExitCode(69)
        }
        do {
            guard let account = try await access.accounts?.credentials(named: name)?.account else {
                console.writeMessage("no user named '\(name.forMessage.terminalLine)' in the store; see: recipes user list")
                throw ExitCode.failure
            }
            // The user as the store spells them, whatever case they were typed in.
            return Person(accountName: account.name)
        } catch let error as CatalogStoreError {
            console.writeMessage(error.message)
            throw ExitCode(69)
        }
    }

    /// Runs `body` with the personal module over the catalog `catalog` names (for recipes' names) and the local
    /// store (for the marks), acting for `people`'s person, who must be a user of the store when named.
    func withPersonal<T>(
        _ catalog: CatalogOptions, _ people: PersonOptions, _ body: (any PersonalPresenterProtocol, Person) async throws -> T
    ) async throws -> T {
        try await withCatalog(catalog.origin, needsStore: true) { access in
            guard let store = access.personal else {
                console.writeMessage("\(access.store?.location ?? "the store"): keeps no ratings, notes or cooking log")
                throw ExitCode(69)
            }
            let person = try await checkedPerson(people, in: access)
            let module = PersonalRouter.makeModule(
                dependencies: modules(access), store: store, view: TerminalViews.personal(catalog.format, console: console))
            return try await body(module, person)
        }
    }
}

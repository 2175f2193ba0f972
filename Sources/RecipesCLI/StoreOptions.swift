import ArgumentParser
import RecipesKit
import RecipesTerminal

/// The options of commands whose data lives only in the store (its users, tokens and pantry): which store, and how
/// results are written. No `--source`: a catalog file or service holds none of these, so naming one would be ignored.
struct StoreOptions: ParsableArguments {
    @OptionGroup var store: DatabaseOptions

    @Option(name: .long, help: "Output format: text for people, json for programs.")
    var format: OutputFormat = .text
}

import ArgumentParser
import RecipesKit
import RecipesTerminal

/// The options every listing command shares: where the catalog comes from and how results are written.
struct CatalogOptions: ParsableArguments {
    @OptionGroup var origin: SourceOptions

    @Option(name: .long, help: "Output format: text for people, json for programs (the catalog format).")
    var format: OutputFormat = .text
}

extension OutputFormat: ExpressibleByArgument {}

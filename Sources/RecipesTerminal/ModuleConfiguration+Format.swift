import Foundation
import RecipesKit
import RecipesSources

extension ModuleConfiguration {
    /// A configuration whose view writes `format` to `console`.
    public init(facade: any FacadeProtocol, format: OutputFormat, console: any ConsoleProtocol) {
        self.init(facade: facade, view: TerminalViews.catalog(format, console: console), console: console)
    }
}

import Mustache

/// Renders the pages from `PageTemplates`: a page's content, then the layout around it.
public struct PageRenderer: Sendable {
    private let library: MustacheLibrary

    /// The renderer over the compiled-in templates.
    public static let shared: PageRenderer = {
        do {
            return try PageRenderer()
        } catch {
            // The templates are constants of this program, not input: one that does not parse is a build defect,
            // and PageRendererTests render every one of them.
            preconditionFailure("a page template does not parse: \(error)")
        }
    }()

    private init() throws {
        // Every template escapes with the pages' own type, never the library's (see `HTMLEscaping`).
        MustacheContentTypes.register(HTMLEscaping(), named: HTMLEscaping.name)
        var library = MustacheLibrary()
        let templates = [
            ("layout", PageTemplates.layout), ("catalog", PageTemplates.catalog), ("recipe", PageTemplates.recipe),
            ("shopping", PageTemplates.shopping), ("week", PageTemplates.week), ("message", PageTemplates.message),
            ("signIn", PageTemplates.signIn), ("account", PageTemplates.account), ("recipeForm", PageTemplates.recipeForm),
            ("conflict", PageTemplates.conflict), ("confirmDelete", PageTemplates.confirmDelete),
            ("importForm", PageTemplates.importForm), ("settings", PageTemplates.settings),
        ]
        for (name, template) in templates {
            try library.register("{{% CONTENT_TYPE: \(HTMLEscaping.name)}}" + template, named: name)
        }
        self.library = library
    }

    /// The whole page: `template` rendered over `context`, inside the layout titled `title`.
    func page(_ template: String, _ context: Any, title: String, query: CatalogForm = CatalogForm(), clockScale: String? = nil) -> String {
        let content = library.render(context, withTemplate: template) ?? ""
        let frame = LayoutContext(
            title: title, stylesheet: Stylesheet.fileName, script: Script.fileName, icon: Icon.fileName, clockScale: clockScale, query: query,
            content: content)
        return library.render(frame, withTemplate: "layout") ?? content
    }
}

/// What the layout shows around every page.
struct LayoutContext {
    var title: String
    var stylesheet: String
    var script: String
    var icon: String
    var clockScale: String?
    var query: CatalogForm
    var content: String
}

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
        var library = MustacheLibrary()
        try library.register(PageTemplates.layout, named: "layout")
        try library.register(PageTemplates.catalog, named: "catalog")
        try library.register(PageTemplates.recipe, named: "recipe")
        try library.register(PageTemplates.shopping, named: "shopping")
        try library.register(PageTemplates.week, named: "week")
        try library.register(PageTemplates.message, named: "message")
        try library.register(PageTemplates.signIn, named: "signIn")
        try library.register(PageTemplates.account, named: "account")
        try library.register(PageTemplates.recipeForm, named: "recipeForm")
        try library.register(PageTemplates.conflict, named: "conflict")
        try library.register(PageTemplates.confirmDelete, named: "confirmDelete")
        try library.register(PageTemplates.importForm, named: "importForm")
        try library.register(PageTemplates.settings, named: "settings")
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

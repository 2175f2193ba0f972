/// The pages' swift-mustache templates, compiled into the binary so it serves them wherever it is copied.
/// `{{name}}` escapes HTML; `{{{content}}}` only ever inserts a page these templates rendered.
enum PageTemplates {
    /// The frame of every page: head, header with the search box, the page's content.
    static let layout = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{title}}</title>
    <link rel="stylesheet" href="/assets/{{stylesheet}}">
    </head>
    <body>
    <header class="bar">
    <a class="home" href="/">Recipes</a>
    <form class="search" action="/" method="get" role="search">
    <label for="q" class="hidden">Search recipes</label>
    <input id="q" name="q" type="search" value="{{query.q}}" placeholder="Search recipes">
    <button type="submit">Search</button>
    </form>
    </header>
    <main>
    {{{content}}}
    </main>
    </body>
    </html>
    """#

    /// The catalog: filters, a grid of recipe cards, and the pages.
    static let catalog = #"""
    <h1>{{heading}}</h1>
    <form class="filters" action="/" method="get">
    {{#query.q}}<input type="hidden" name="q" value="{{query.q}}">{{/query.q}}
    <label>Ingredient <input name="ingredient" value="{{query.ingredient}}" placeholder="beef"></label>
    <label>Without <input name="exclude" value="{{query.exclude}}" placeholder="nuts"></label>
    <label>Max minutes <input name="maxTime" type="number" min="0" value="{{query.maxTime}}"></label>
    <label>Sort <select name="sort">
    {{#sorts}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/sorts}}
    </select></label>
    <button type="submit">Apply</button>
    </form>
    {{#empty}}<p class="empty">{{empty}}</p>{{/empty}}
    <ul class="cards">
    {{#cards}}
    <li class="card"><a href="/recipe/{{slug}}">
    <span class="name">{{name}}</span>
    <span class="facts">{{totalTime}} · {{ingredientCount}} ingredients · {{stepCount}} steps</span>
    </a></li>
    {{/cards}}
    </ul>
    <nav class="pages" aria-label="Pages">
    {{#previous}}<a rel="prev" href="{{previous}}">← Previous</a>{{/previous}}
    <span>{{range}}</span>
    {{#next}}<a rel="next" href="{{next}}">Next →</a>{{/next}}
    </nav>
    """#

    /// One recipe: scaling and units (done by the server), ingredients, numbered steps with their times.
    static let recipe = #"""
    <article class="recipe">
    <h1>{{name}}</h1>
    <p class="facts">{{totalTime}}{{#servings}} · serves {{servings}}{{/servings}}{{#scale}} · scaled ×{{scale}}{{/scale}}</p>
    <form class="scale" action="/recipe/{{slug}}" method="get">
    <label>Scale <select name="scale">
    {{#scales}}<option value="{{value}}"{{#selected}} selected{{/selected}}>×{{value}}</option>{{/scales}}
    </select></label>
    <label>Units <select name="units">
    {{#unitChoices}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/unitChoices}}
    </select></label>
    <button type="submit">Show</button>
    </form>
    <section>
    <h2>Ingredients</h2>
    <ul class="ingredients">
    {{#ingredients}}<li><span class="quantity">{{quantity}}</span> {{name}}</li>{{/ingredients}}
    </ul>
    </section>
    <section>
    <h2>Steps</h2>
    <ol class="steps">
    {{#steps}}<li>{{text}}{{#timer}} <span class="timer">{{timer}}</span>{{/timer}}</li>{{/steps}}
    </ol>
    </section>
    {{#originalURL}}<p class="source"><a href="{{originalURL}}" rel="noopener noreferrer">Original recipe</a></p>{{/originalURL}}
    </article>
    """#

    /// A page that says what went wrong, with a way back.
    static let message = #"""
    <h1>{{heading}}</h1>
    <p class="empty">{{message}}</p>
    <p><a href="/">All recipes</a></p>
    """#
}

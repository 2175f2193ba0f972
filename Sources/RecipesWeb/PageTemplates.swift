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
    <link rel="icon" href="/assets/{{icon}}" type="image/svg+xml">
    <link rel="manifest" href="/manifest.webmanifest">
    <link rel="stylesheet" href="/assets/{{stylesheet}}">
    <script src="/assets/{{script}}" defer></script>
    </head>
    <body{{#clockScale}} data-clock-scale="{{clockScale}}"{{/clockScale}}>
    <header class="bar">
    <a class="home" href="/">Recipes</a>
    <form class="search" action="/" method="get" role="search" autocomplete="off">
    <label for="q" class="hidden">Search recipes</label>
    <input id="q" name="q" type="search" value="{{query.q}}" placeholder="Search recipes">
    <button type="submit">Search</button>
    </form>
    <a class="nav" href="/week">Week</a>
    <a id="shopping-link" class="nav" href="/shopping">Shopping list</a>
    <a id="account-link" class="nav" href="/account">Account</a>
    </header>
    <p id="notice" class="notice" role="status" hidden></p>
    <main>
    {{{content}}}
    </main>
    <div id="timers" class="timers" role="region" aria-label="Running timers" hidden></div>
    </body>
    </html>
    """#

    /// The catalog: filters, a grid of recipe cards, and the pages.
    static let catalog = #"""
    <h1>{{heading}}</h1>
    {{#favoritesEnabled}}<p class="editor-only"><a class="button" href="/new">New recipe</a> <a href="/import">Import a page</a></p>{{/favoritesEnabled}}
    <form class="filters" action="/" method="get" autocomplete="off">
    {{#query.q}}<input type="hidden" name="q" value="{{query.q}}">{{/query.q}}
    {{#query.tags}}<input type="hidden" name="tag" value="{{.}}">{{/query.tags}}
    {{#query.excludedTags}}<input type="hidden" name="exclude-tag" value="{{.}}">{{/query.excludedTags}}
    <label>Ingredient <input name="ingredient" value="{{query.ingredient}}" placeholder="beef"></label>
    <label>Without <input name="exclude" value="{{query.exclude}}" placeholder="nuts"></label>
    <label>Aisle <select name="type">
    {{#aisles}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/aisles}}
    </select></label>
    <label>Max minutes <input name="maxTime" type="number" min="0" value="{{query.maxTime}}"></label>
    <label>Sort <select name="sort">
    {{#sorts}}<option value="{{value}}"{{#selected}} selected{{/selected}}{{#signedInOnly}} class="signed-in-only"{{/signedInOnly}}>{{label}}</option>{{/sorts}}
    </select></label>
    {{#favoritesEnabled}}<label class="check"><input type="checkbox" name="favorites" value="1"{{#query.favorites}} checked{{/query.favorites}}> Favorites only</label>{{/favoritesEnabled}}
    <button type="submit">Apply</button>
    </form>
    {{#hasFacet}}<nav class="tags" aria-label="Tags">{{#facet}}<a class="tag{{#selected}} selected{{/selected}}" href="{{href}}"{{#selected}} aria-current="true"{{/selected}}>{{label}} <span class="count">{{count}}</span></a>{{/facet}}</nav>{{/hasFacet}}
    {{#empty}}<p class="empty">{{empty}}</p>{{/empty}}
    <ul class="cards">
    {{#cards}}
    <li class="card"><a href="/recipe/{{slug}}">
    <img src="/images/{{slug}}" alt="" loading="lazy" width="480" height="300">
    <span class="name">{{name}}</span>
    <span class="facts">{{totalTime}} · {{ingredientCount}} ingredients · {{stepCount}} steps</span>
    {{#tags}}<span class="facts card-tags">{{tags}}</span>{{/tags}}
    </a>{{#favorites}}<button type="button" class="star js-only" data-slug="{{slug}}" aria-pressed="false" aria-label="Favorite: {{name}}">☆</button>{{/favorites}}</li>
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
    <img class="hero" src="/images/{{slug}}" alt="" width="960" height="600">
    <h1>{{name}}{{#favorites}} <button type="button" class="star js-only" data-slug="{{slug}}" aria-pressed="false" aria-label="Favorite: {{name}}">☆</button>{{/favorites}}</h1>
    {{#favorites}}<p class="editor-only edit-links"><a href="/recipe/{{slug}}/edit">Edit</a> · <a href="/recipe/{{slug}}/delete">Delete</a></p>{{/favorites}}
    <p class="facts">{{totalTime}}{{#servings}} · serves {{servings}}{{/servings}}{{#scale}} · scaled ×{{scale}}{{/scale}}</p>
    {{#hasTags}}<p class="tags">{{#tags}}<a class="tag" href="{{href}}">{{label}}</a> {{/tags}}</p>{{/hasTags}}
    <form class="scale" action="/recipe/{{slug}}" method="get" autocomplete="off">
    <label>Scale <select name="scale">
    {{#scales}}<option value="{{value}}"{{#selected}} selected{{/selected}}>×{{value}}</option>{{/scales}}
    </select></label>
    <label>Units <select name="units">
    {{#unitChoices}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/unitChoices}}
    </select></label>
    <button type="submit">Show</button>
    </form>
    <p class="actions js-only">
    <button type="button" class="cook-open">Cook mode</button>
    <button type="button" class="shop-add secondary" data-slug="{{slug}}" aria-pressed="false">Add to shopping list</button>
    </p>
    {{#planning}}<div class="js-only writes"><form class="plan-it" data-slug="{{slug}}" autocomplete="off">
    <label>Day <input type="date" name="date" required></label>
    <label>Meal <select name="meal"><option>breakfast</option><option>lunch</option><option selected>dinner</option><option>snack</option></select></label>
    {{#servings}}<label>Servings <input type="number" name="servings" min="1" max="1000" value="{{servings}}"></label>{{/servings}}
    <button type="submit">Plan it</button>
    </form></div>{{/planning}}
    {{#favorites}}<section class="mine editor-only" data-slug="{{slug}}" aria-labelledby="mine-heading" hidden>
    <h2 id="mine-heading">Yours</h2>
    <div class="rating" role="group" aria-label="Your rating">{{#ratingChoices}}<button type="button" class="rate" data-rating="{{.}}" aria-pressed="false" aria-label="Rate {{.}} of 5">☆</button>{{/ratingChoices}}</div>
    <p class="cooked-summary"></p>
    <p><button type="button" class="cooked-today secondary">I cooked this today</button></p>
    <form class="note-form" autocomplete="off"><label>Your note <textarea name="note" rows="3" maxlength="4000"></textarea></label>
    <button type="submit">Save note</button></form>
    </section>{{/favorites}}
    <div class="method">
    <section>
    <h2>Ingredients</h2>
    <ul class="ingredients">
    {{#ingredients}}<li><span class="quantity">{{quantity}}</span> {{name}}</li>{{/ingredients}}
    </ul>
    </section>
    <section>
    <h2>Steps</h2>
    <ol class="steps">
    {{#steps}}<li><span class="step-text">{{text}}</span>{{#timer}} <button type="button" class="timer-start js-only" data-minutes="{{minutes}}" data-label="{{label}}" aria-label="Start a {{timer}} timer">▶ {{timer}}</button><span class="timer no-js">{{timer}}</span>{{/timer}}</li>{{/steps}}
    </ol>
    </section>
    </div>
    <section id="cook" class="cook" aria-label="Cook mode" hidden>
    <p class="cook-count"></p>
    <p class="cook-step" aria-live="polite"></p>
    <div class="cook-timer"></div>
    <div class="cook-nav"><button type="button" class="cook-prev">← Previous</button><button type="button" class="cook-next">Next →</button></div>
    <button type="button" class="cook-close secondary">Close cook mode</button>
    </section>
    {{#originalURL}}<p class="source"><a href="{{originalURL}}" rel="noopener noreferrer">Original recipe</a></p>{{/originalURL}}
    </article>
    """#

    /// A shopping list for chosen recipes, from the shopping-list module, grouped by aisle, with ticks.
    static let shopping = #"""
    <h1>Shopping list</h1>
    {{#empty}}<p class="empty">{{empty}}</p>{{/empty}}
    {{#list}}
    <p class="facts">For {{#plan}}<a href="{{week}}">{{label}}</a>: {{/plan}}{{#recipes}}<a href="/recipe/{{slug}}">{{name}}</a>{{^last}}, {{/last}}{{/recipes}}{{#scale}} · ×{{scale}}{{/scale}}</p>
    {{#missing}}<p class="facts">Left out, no longer in the catalog: {{missing}}</p>{{/missing}}
    <p class="actions js-only"><button type="button" class="shop-print">Print</button> <button type="button" class="shop-clear secondary">Clear ticks</button></p>
    {{#aisles}}<section class="aisle">
    <h2>{{name}}</h2>
    <ul class="shopping">
    {{#items}}<li><label><input type="checkbox" class="tick" data-key="{{key}}"> <span class="quantity">{{amounts}}</span> <span class="item">{{label}}</span>{{#forRecipes}} <span class="for">{{forRecipes}}</span>{{/forRecipes}}</label></li>{{/items}}
    </ul>
    </section>{{/aisles}}
    {{/list}}
    """#

    /// A week of the meal plan: seven days, each with its meals; the weeks around it; its shopping list.
    static let week = #"""
    <h1>{{heading}}</h1>
    <nav class="pages" aria-label="Weeks"><a rel="prev" href="{{previous}}">← Previous week</a>{{#shopping}}<a class="shop-week" href="{{shopping}}">Shopping list for the week</a>{{/shopping}}<a rel="next" href="{{next}}">Next week →</a></nav>
    {{#empty}}<p class="empty">{{empty}}</p>{{/empty}}
    <ol class="week">
    {{#days}}<li class="day{{#isToday}} today{{/isToday}}" data-date="{{iso}}"><h2>{{weekday}} <span class="facts">{{date}}</span></h2>
    <ul class="meals">{{#meals}}<li class="meal{{#gone}} gone{{/gone}}"><span class="meal-name">{{meal}}</span> {{#slug}}<a href="/recipe/{{slug}}">{{name}}</a>{{/slug}}{{^slug}}<span>{{name}}</span> <span class="facts">no longer in the catalog</span>{{/slug}}{{#portion}} <span class="facts">{{portion}}</span>{{/portion}}{{#note}}<span class="note">{{note}}</span>{{/note}}{{#addedBy}}<span class="note">planned by {{addedBy}}</span>{{/addedBy}}</li>{{/meals}}</ul>
    </li>{{/days}}
    </ol>
    """#

    /// The sign-in form, with what went wrong and the name typed kept.
    static let signIn = #"""
    <h1>Sign in</h1>
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
    <form class="sign-in" action="/login" method="post">
    <input type="hidden" name="next" value="{{next}}">
    <label>User name <input name="username" value="{{username}}" autocomplete="username" autocapitalize="none" spellcheck="false" required{{^username}} autofocus{{/username}}></label>
    <label>Password <input name="password" type="password" autocomplete="current-password" required{{#username}} autofocus{{/username}}></label>
    <button type="submit">Sign in</button>
    </form>
    """#

    /// A recipe to write: the new-recipe and edit form, problems beside their fields, the ingredients read back.
    static let recipeForm = #"""
    <h1>{{heading}}</h1>
    {{#hasProblems}}<p class="problem" role="alert">Nothing was saved: see the notes beside the fields.</p>{{/hasProblems}}
    {{#hasNotes}}<ul class="notes">{{#notes}}<li>{{.}}</li>{{/notes}}</ul>{{/hasNotes}}
    <form class="recipe-form" action="{{action}}" method="post" enctype="multipart/form-data" autocomplete="off">
    <input type="hidden" name="csrf" value="{{csrf}}">
    {{#revision}}<input type="hidden" name="revision" value="{{revision}}">{{/revision}}
    {{#fields}}<div class="field{{#fieldHasProblems}} has-problem{{/fieldHasProblems}}">
    <label for="f-{{name}}">{{label}}</label>
    {{#multiline}}<textarea id="f-{{name}}" name="{{name}}" rows="{{rows}}"{{#placeholder}} placeholder="{{placeholder}}"{{/placeholder}}>{{value}}</textarea>{{/multiline}}
    {{^multiline}}<input id="f-{{name}}" name="{{name}}" value="{{value}}" type="{{type}}"{{#placeholder}} placeholder="{{placeholder}}"{{/placeholder}}{{#accept}} accept="{{accept}}"{{/accept}}>{{/multiline}}
    {{#problems}}<p class="field-problem">{{.}}</p>{{/problems}}
    {{#hasPreview}}<table class="preview"><caption>Read as</caption><thead><tr><th>Amount</th><th>Food</th><th>Note</th><th>Aisle</th></tr></thead><tbody>
    {{#preview}}<tr><td>{{amount}}</td><td>{{food}}</td><td>{{note}}</td><td>{{aisle}}</td></tr>{{/preview}}</tbody></table>{{/hasPreview}}
    </div>{{/fields}}
    <p class="actions"><button type="submit" name="action" value="save">Save</button> <button type="submit" name="action" value="preview" class="secondary">Preview</button>{{#cancel}} <a href="{{cancel}}">Cancel</a>{{/cancel}}</p>
    </form>
    """#

    /// A page to import: its address, fetched by the server, or its HTML pasted, for the sites that refuse servers.
    static let importForm = #"""
    <h1>Import a recipe</h1>
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
    <p class="facts">Give a recipe page's address, or paste its HTML: open the page, view its source (Ctrl+U), select all and copy — that works for the sites that refuse servers. It is read here — structured data first, then the page's own lists — and shown as a recipe to check before it is saved.</p>
    <form class="recipe-form" action="/import" method="post" autocomplete="off">
    <input type="hidden" name="csrf" value="{{csrf}}">
    {{#fetches}}<div class="field"><label for="f-url">The page's address</label><input id="f-url" name="url" type="url" value="{{url}}" placeholder="https://"></div>{{/fetches}}
    <div class="field"><label for="f-page">{{#fetches}}Or the page's HTML{{/fetches}}{{^fetches}}The page's HTML{{/fetches}}</label><textarea id="f-page" name="page" rows="12">{{page}}</textarea></div>
    <p class="actions"><button type="submit">Read it</button> <a href="/">Cancel</a></p>
    </form>
    """#

    /// Two versions of a recipe after an edit met another one: what the user wrote and what is stored now.
    static let conflict = #"""
    <h1>{{name}} changed while you edited it</h1>
    <p class="problem" role="alert">Someone saved another version after you opened the form. Nothing of yours is lost: choose which to keep.</p>
    <div class="versions">
    <section class="version"><h2>Yours</h2>{{#mine}}<p class="facts">{{name}}</p><ul>{{#ingredients}}<li>{{.}}</li>{{/ingredients}}</ul><ol>{{#steps}}<li>{{.}}</li>{{/steps}}</ol>{{/mine}}
    <form action="{{action}}" method="post"><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="revision" value="{{revision}}">
    {{#hidden}}<input type="hidden" name="{{name}}" value="{{value}}">{{/hidden}}
    <button type="submit" name="action" value="save">Keep yours</button> <button type="submit" name="action" value="preview" class="secondary">Edit yours again</button></form></section>
    <section class="version"><h2>Saved meanwhile</h2>{{#theirs}}<p class="facts">{{name}}</p><ul>{{#ingredients}}<li>{{.}}</li>{{/ingredients}}</ul><ol>{{#steps}}<li>{{.}}</li>{{/steps}}</ol>{{/theirs}}
    <p><a class="button" href="{{theirsLink}}">Keep this one</a></p></section>
    </div>
    """#

    /// Are you sure: the recipe to remove, and the button that does.
    static let confirmDelete = #"""
    <h1>Delete {{name}}?</h1>
    <p class="facts">It leaves the catalog for everyone in the household; plan entries keep its name.</p>
    <form action="{{action}}" method="post"><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="revision" value="{{revision}}">
    <button type="submit" class="danger">Delete</button> <a href="{{cancel}}">Keep it</a></form>
    """#

    /// The household's users and tokens, for an owner: roles changed, users added and removed, tokens revoked.
    static let settings = #"""
    <h1>Household</h1>
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
    {{#done}}<p class="notice" role="status">{{done}}</p>{{/done}}
    <h2>Users</h2>
    <table class="preview users"><thead><tr><th>Name</th><th>Role</th><th>Added</th><th></th></tr></thead><tbody>
    {{#users}}<tr><td>{{name}}</td><td><form class="inline" action="/settings/role" method="post"><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="name" value="{{name}}">
    <select name="role" aria-label="Role of {{name}}">{{#roles}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{value}}</option>{{/roles}}</select> <button type="submit" class="secondary" aria-label="Change the role of {{name}}">Change</button></form></td>
    <td>{{added}}</td><td><form class="inline" action="/settings/remove" method="post"><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="name" value="{{name}}"><button type="submit" class="danger" aria-label="Remove {{name}}" data-confirm="Remove {{name}} and their tokens?">Remove</button></form></td></tr>{{/users}}
    </tbody></table>
    <h2>Add a user</h2>
    <form class="sign-in" action="/settings/add" method="post" autocomplete="off"><input type="hidden" name="csrf" value="{{csrf}}">
    <label>User name <input name="name" autocapitalize="none" spellcheck="false" required></label>
    <label>Role <select name="role">{{#newRoles}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{value}}</option>{{/newRoles}}</select></label>
    <label>Password <input name="password" type="password" autocomplete="new-password" required></label>
    <button type="submit">Add</button></form>
    <h2>API tokens</h2>
    {{^tokens}}<p class="empty">No tokens. Make one with: recipes token create --user NAME</p>{{/tokens}}
    {{#hasTokens}}<table class="preview"><thead><tr><th>#</th><th>User</th><th>Label</th><th>Expires</th><th></th></tr></thead><tbody>
    {{#tokens}}<tr><td>{{id}}</td><td>{{user}}</td><td>{{label}}</td><td>{{expires}}</td><td><form class="inline" action="/settings/revoke" method="post"><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="id" value="{{id}}"><button type="submit" class="danger" aria-label="Revoke token {{id}} of {{user}}" data-confirm="Revoke token {{id}} of {{user}}? Whatever uses it stops writing.">Revoke</button></form></td></tr>{{/tokens}}
    </tbody></table>{{/hasTokens}}
    """#

    /// Who is signed in, what they may do, and the way out; or the way in.
    static let account = #"""
    {{#name}}<h1>{{name}}</h1>
    <p class="facts">Signed in as {{article}} {{role}}: {{summary}}.</p>
    {{#isOwner}}<p><a href="/settings">Manage the household's users and tokens</a></p>{{/isOwner}}
    <form class="sign-out" action="/logout" method="post"><input type="hidden" name="csrf" value="{{csrf}}"><button type="submit">Sign out</button></form>{{/name}}
    {{^name}}<h1>Not signed in</h1>
    <p class="empty">Anyone here may read the recipes and the plan; members of the household sign in to change them.</p>
    <p><a class="button" href="/login">Sign in</a></p>{{/name}}
    """#

    /// A page that says what went wrong, with a way back.
    static let message = #"""
    <h1>{{heading}}</h1>
    <p class="empty">{{message}}</p>
    <p><a href="/">All recipes</a></p>
    """#
}

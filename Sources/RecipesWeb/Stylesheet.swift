import RecipesCodecs

/// The pages' one stylesheet, served under a name that carries its digest so browsers may keep it for a year.
public enum Stylesheet {
    /// The CSS: system fonts only (nothing fetched), phone first, dark when the system is, plain when printed.
    public static let text = #"""
    :root { color-scheme: light dark; --ink: #1d1b16; --paper: #fbf8f1; --card: #ffffff; --muted: #5f5a4f;
      --accent: #a33b20; --line: #e4ddcc; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #f1ece2; --paper: #1a1815; --card: #24211d; --muted: #b9b1a2; --accent: #f08a5d; --line: #3a352e; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 17px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
      background: var(--paper); }
    a { color: var(--accent); }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .bar { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .75rem 1rem;
      border-bottom: 1px solid var(--line); background: var(--card); position: sticky; top: 0; }
    .home { font-weight: 700; font-size: 1.25rem; text-decoration: none; }
    .search { display: flex; flex: 1 1 16rem; gap: .5rem; }
    input, select, button { font: inherit; padding: .4rem .6rem; border: 1px solid var(--line); border-radius: .4rem;
      background: var(--paper); color: var(--ink); }
    .search input { flex: 1; min-width: 0; }
    button { background: var(--accent); color: var(--paper); border-color: var(--accent); cursor: pointer; }
    main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
    h1 { font-size: 1.6rem; margin: .5rem 0 1rem; }
    .filters, .scale { display: flex; flex-wrap: wrap; gap: .75rem; align-items: end; margin-bottom: 1rem; }
    .filters label, .scale label { display: flex; flex-direction: column; font-size: .85rem; color: var(--muted); }
    .filters input { width: 9rem; }
    .cards { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem;
      grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
    .card a { display: block; height: 100%; padding: 1rem; border: 1px solid var(--line); border-radius: .75rem;
      background: var(--card); color: var(--ink); text-decoration: none; }
    .card a:hover { border-color: var(--accent); }
    .name { display: block; font-weight: 600; font-size: 1.1rem; margin-bottom: .35rem; }
    .facts { color: var(--muted); font-size: .9rem; }
    .empty { color: var(--muted); }
    .pages { display: flex; gap: 1rem; justify-content: center; align-items: center; margin: 1.5rem 0; }
    .recipe { max-width: 46rem; }
    .ingredients { padding-left: 1.2rem; }
    .quantity { font-weight: 600; }
    .steps li { margin-bottom: .75rem; }
    .timer { display: inline-block; margin-left: .35rem; padding: 0 .45rem; border-radius: 1rem; font-size: .85rem;
      background: var(--line); color: var(--ink); }
    @media print {
      .bar, .scale, .filters, .pages, .source { display: none; }
      body { background: #fff; color: #000; font-size: 12pt; }
    }
    """#

    /// The file name it is served under: `recipes-<digest>.css`.
    public static let fileName = "recipes-" + String(Digest.hex(Array(text.utf8)).prefix(16)) + ".css"
}

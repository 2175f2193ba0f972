import RecipesCodecs

/// The pages' one stylesheet, served under a name that carries its digest so browsers may keep it for a year.
public enum Stylesheet {
    /// The CSS: system fonts only (nothing fetched), phone first, dark when the system is, plain when printed.
    public static let text = #"""
    :root { color-scheme: light dark; --ink: #1d1b16; --paper: #fbf8f1; --card: #ffffff; --muted: #5f5a4f;
      --accent: #a33b20; --line: #e4ddcc; --problem: #b3261e; --danger: #b3261e; --on-danger: #fff; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #f1ece2; --paper: #1a1815; --card: #24211d; --muted: #b9b1a2; --accent: #f08a5d; --line: #3a352e;
        /* Light red on the dark card (7:1), and white on a darker red button (9:1): both past WCAG's 4.5:1. */
        --problem: #ff8a80; --danger: #8c1d18; --on-danger: #fff; }
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
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
    .tags { display: flex; flex-wrap: wrap; gap: .4rem; margin: .25rem 0 .75rem; }
    .tag { padding: .1rem .6rem; border: 1px solid var(--line); border-radius: 1rem; font-size: .85rem;
      text-decoration: none; background: var(--card); }
    .tag.selected { border-color: var(--accent); font-weight: 600; }
    .tag .count { color: var(--muted); font-size: .8rem; }
    .card-tags { display: block; margin-top: .25rem; }
    .pages { display: flex; gap: 1rem; justify-content: center; align-items: center; margin: 1.5rem 0; }
    .recipe { max-width: 46rem; }
    .ingredients { padding-left: 1.2rem; }
    .quantity { font-weight: 600; }
    .steps li { margin-bottom: .75rem; }
    .timer { display: inline-block; margin-left: .35rem; padding: 0 .45rem; border-radius: 1rem; font-size: .85rem;
      background: var(--line); color: var(--ink); }
    .week { list-style: none; padding: 0; display: grid; gap: .75rem; grid-template-columns: minmax(0, 1fr); }
    @media (min-width: 60rem) { .week { grid-template-columns: repeat(7, minmax(0, 1fr)); } .day h2 .facts { display: block; } }
    .day { border: 1px solid var(--line); border-radius: .75rem; background: var(--card); padding: .6rem .75rem; }
    .day.today { border-color: var(--accent); border-width: 2px; }
    .day h2 { font-size: 1rem; margin: 0 0 .4rem; }
    .meals { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; overflow-wrap: anywhere; }
    .meal-name { display: block; font-size: .75rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
    .meal .note { display: block; font-size: .85rem; color: var(--muted); white-space: pre-line; }
    .meal.gone > span:not(.meal-name):not(.facts) { text-decoration: line-through; }
    .plan-it { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin: .5rem 0 1rem; }
    .plan-it label { display: flex; flex-direction: column; font-size: .85rem; color: var(--muted); }
    .js-only { display: none !important; }
    .js .js-only { display: revert !important; }
    .js .no-js { display: none; }
    .js.viewer .star, .js.viewer .writes { display: none !important; }
    .nav { white-space: nowrap; }
    .search + .nav { margin-left: auto; }
    @media (max-width: 40rem) { .search { order: 3; flex-basis: 100%; } .bar { column-gap: .6rem; } .nav { font-size: .9rem; } }
    h2 { font-size: 1.25rem; margin: 1.25rem 0 .5rem; }
    button.secondary { background: transparent; color: var(--accent); }
    .notice { max-width: 72rem; margin: .75rem auto 0; padding: .5rem 1rem; border-left: 4px solid var(--accent);
      background: var(--card); }
    .sign-in { display: flex; flex-direction: column; gap: .75rem; max-width: 22rem; }
    .sign-in label { display: flex; flex-direction: column; gap: .25rem; }
    .problem { max-width: 22rem; padding: .5rem 1rem; border-left: 4px solid var(--problem); background: var(--card); }
    .recipe-form { display: flex; flex-direction: column; gap: 1rem; max-width: 48rem; }
    .recipe-form .field { display: flex; flex-direction: column; gap: .25rem; }
    .recipe-form textarea { font: inherit; padding: .4rem .6rem; border: 1px solid var(--line); border-radius: .4rem; }
    .field.has-problem input, .field.has-problem textarea { border-color: var(--problem); }
    .field-problem { margin: 0; color: var(--problem); font-size: .9rem; }
    .preview { border-collapse: collapse; font-size: .9rem; }
    .preview caption { text-align: left; color: var(--muted); }
    .preview th, .preview td { text-align: left; padding: .2rem .6rem .2rem 0; border-bottom: 1px solid var(--line); }
    .versions { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); }
    .version { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: 0 1rem 1rem; }
    form.inline { display: inline; }
    button.danger { background: var(--danger); border-color: var(--danger); color: var(--on-danger); }
    .editor-only { display: none !important; }
    .js.editor .editor-only { display: revert !important; }
    option.signed-in-only:not(:checked) { display: none; }
    .mine { margin: .5rem 0 1rem; padding: .25rem 1rem .75rem; background: var(--card); border: 1px solid var(--line); border-radius: .5rem; }
    .mine .rating button.rate { font-size: 1.7rem; line-height: 1; background: none; border: none; color: var(--accent); padding: .1rem .15rem; }
    .mine .note-form { display: flex; flex-direction: column; gap: .4rem; max-width: 36rem; }
    .mine textarea { font: inherit; padding: .4rem .6rem; border: 1px solid var(--line); border-radius: .4rem; }
    .mine .note-form label { display: flex; flex-direction: column; gap: .25rem; }
    .mine .note-form button { align-self: flex-start; }
    .mine h2 { margin-top: .5rem; }
    .js.editor option.signed-in-only { display: revert; }
    a.button { display: inline-block; padding: .4rem .9rem; border-radius: .4rem; background: var(--accent); color: var(--paper);
      text-decoration: none; }
    .card { position: relative; }
    .card img, .hero { display: block; width: 100%; height: auto; aspect-ratio: 8 / 5; object-fit: cover;
      border-radius: .5rem; background: var(--line); }
    .card img { margin-bottom: .6rem; }
    .hero { max-height: 22rem; margin: .5rem 0 1rem; }
    .star { font-size: 1.3rem; line-height: 1; padding: .2rem .45rem; background: var(--card); color: var(--accent); }
    .card .star { position: absolute; top: 1.4rem; right: 1.4rem; }
    .star[aria-pressed="true"] { background: var(--accent); color: var(--paper); }
    @media (min-width: 56rem) {
      .recipe { max-width: 64rem; }
      .method { display: grid; grid-template-columns: minmax(14rem, 1fr) 2fr; gap: 2.5rem; }
      .hero { max-height: 18rem; }
    }
    .actions { display: flex; flex-wrap: wrap; gap: .5rem; }
    .check { flex-direction: row !important; align-items: center; gap: .4rem; font-size: 1rem !important;
      align-self: center; }
    .check input { width: auto; }
    .timer-start { margin-left: .35rem; padding: .1rem .6rem; font-size: .9rem; border-radius: 1rem; }
    .timing main { padding-bottom: 6rem; }
    .timers { position: fixed; left: 0; right: 0; bottom: 0; display: flex; flex-wrap: wrap; gap: .5rem; padding: .6rem 1rem;
      background: var(--card); border-top: 2px solid var(--accent); z-index: 5; }
    .timer-run { display: flex; align-items: center; gap: .5rem; padding: .25rem .25rem .25rem .75rem;
      border: 1px solid var(--line); border-radius: 2rem; background: var(--paper); }
    .timer-run.done { border-color: var(--accent); background: var(--accent); color: var(--paper); }
    .timer-left { font-variant-numeric: tabular-nums; font-weight: 700; }
    .timer-label { font-size: .85rem; }
    .timer-stop { padding: 0 .55rem; border-radius: 1rem; }
    .cook { position: fixed; inset: 0; z-index: 10; display: flex; flex-direction: column; justify-content: center;
      gap: 1.5rem; padding: 1.5rem; background: var(--paper); }
    .cook[hidden] { display: none; }
    .cook-count { color: var(--muted); margin: 0; }
    .cook-step { font-size: clamp(1.5rem, 5vw, 2.6rem); line-height: 1.35; margin: 0; max-width: 48rem; }
    .cook-nav { display: flex; gap: 1rem; }
    .cook-nav button { flex: 1; max-width: 14rem; padding: .9rem; font-size: 1.2rem; }
    .cook-close { align-self: flex-start; }
    .cooking { overflow: hidden; }
    /* Running timers stay in sight over cook mode, which leaves them room. */
    .cooking .timers { z-index: 11; }
    .cooking.timing .cook { padding-bottom: 6rem; }
    .shopping { list-style: none; padding: 0; }
    .shopping li { padding: .35rem 0; border-bottom: 1px solid var(--line); }
    .shopping input { width: 1.2rem; height: 1.2rem; vertical-align: -.15rem; margin-right: .4rem; }
    .shopping input:checked ~ * { text-decoration: line-through; color: var(--muted); }
    .for { display: block; margin-left: 2rem; color: var(--muted); font-size: .85rem; }
    @media print {
      .bar, .scale, .filters, .pages, .source, .actions, .timers, .star, .cook, .notice { display: none !important; }
      body { background: #fff; color: #000; font-size: 12pt; }
      .hero { max-height: 8cm; }
    }
    """#

    /// The file name it is served under: `recipes-<digest>.css`.
    public static let fileName = "recipes-" + String(Digest.hex(Array(text.utf8)).prefix(16)) + ".css"
}

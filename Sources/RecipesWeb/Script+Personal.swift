extension Script {
    /// The part for a signed-in editor's own marks on a recipe page: the rating (the same star again takes it away),
    /// the days cooked ("I cooked this today") and the private note, through `/me/recipes/{slug}`.
    static let personal = #"""
      const mine = document.querySelector("section.mine");
      if (mine) {
        const slug = mine.dataset.slug, address = "/me/recipes/" + encodeURIComponent(slug);
        const rates = Array.from(mine.querySelectorAll("button.rate"));
        const summary = mine.querySelector(".cooked-summary"), noteForm = mine.querySelector("form.note-form");
        const note = noteForm.elements.namedItem("note");
        const longDay = (iso) => new Date(iso + "T12:00:00").toLocaleDateString(undefined, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
        let marks = null;
        const paintMine = (m) => {
          marks = m;
          rates.forEach((b) => {
            const on = m.rating !== null && Number(b.dataset.rating) <= m.rating;
            b.textContent = on ? "★" : "☆";
            b.setAttribute("aria-pressed", String(m.rating === Number(b.dataset.rating)));
          });
          summary.textContent = m.cooked.length === 0 ? "Not cooked yet."
            : "Cooked " + (m.cooked.length === 1 ? "once" : m.cooked.length + " times") + ", last on " + longDay(m.lastCooked) + ".";
          if (document.activeElement !== note) note.value = m.note;
          mine.hidden = false;
        };
        const change = async (purpose, send) => {
          try {
            const r = await write(purpose, send);
            if (!r) return;
            if (r.ok) { paintMine(await r.json()); say(""); return; }
            say(purpose + " failed: " + await refusal(r));
          } catch (e) {
            say(purpose + " failed: the server cannot be reached");
          }
        };
        const patch = (purpose, body) => change(purpose, (headers) => fetch(address, {
          method: "PATCH", headers: Object.assign({ "Content-Type": "application/json" }, headers), body: JSON.stringify(body) }));
        session.then((s) => {
          if (!s || !s.mayWrite) return;
          fetch(address, { headers: { Accept: "application/json" } }).then((r) => (r.ok ? r.json() : null)).then((m) => { if (m) paintMine(m); }).catch(() => {});
        });
        rates.forEach((b) => b.addEventListener("click", () => {
          const rating = Number(b.dataset.rating);
          patch("Rating", { rating: marks && marks.rating === rating ? null : rating });
        }));
        mine.querySelector("button.cooked-today").addEventListener("click", () => {
          const now = new Date(), day = new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 10);
          change("Logging", (headers) => fetch(address + "/cooked", {
            method: "POST", headers: Object.assign({ "Content-Type": "application/json" }, headers), body: JSON.stringify({ date: day }) }));
        });
        noteForm.addEventListener("submit", (event) => { event.preventDefault(); patch("Saving the note", { note: note.value }); });
      }
    """#
}

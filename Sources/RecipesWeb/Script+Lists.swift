extension Script {
    /// The part for what is planned, bought and posted: "Plan it", the shopping list and its ticks, signing out,
    /// and forms that post once and ask before what cannot be undone.
    static let lists = #"""
      // "Plan it": the recipe on a day and a meal of the plan, through the API.
      document.querySelectorAll("form.plan-it").forEach((form) => {
        const day = form.elements.namedItem("date");
        if (day && !day.value) { const now = new Date(); day.value = new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 10); }
        form.addEventListener("submit", async (event) => {
          event.preventDefault();
          // One entry per press: a second press while the first is on its way plans nothing more.
          if (form.dataset.busy) return;
          form.dataset.busy = "1";
          try { await planIt(); } finally { delete form.dataset.busy; }
        });
        const planIt = async () => {
          const entry = { recipe: form.dataset.slug, date: day.value, meal: form.elements.namedItem("meal").value };
          const servings = form.elements.namedItem("servings");
          if (servings && servings.value) entry.servings = Number(servings.value);
          try {
            const r = await write("Planning", (headers) => fetch("/plan", { method: "POST", headers: Object.assign({ "Content-Type": "application/json" }, headers), body: JSON.stringify(entry) }));
            if (!r) return;
            if (r.status === 201) {
              const planned = await r.json();
              const week = document.createElement("a");
              week.href = "/week?date=" + encodeURIComponent(planned.date);
              week.textContent = "See the week";
              say("Planned for " + planned.meal + " on " + planned.date + ". ");
              if (notice) notice.append(week);
              return;
            }
            say("Not planned: " + await refusal(r));
          } catch (e) {
            say("Not planned: the server cannot be reached");
          }
        };
      });

      // Signing out forgets what was this person's: a kept API token and the offline copies (which may show their
      // favorites). The kitchen's timers, shopping list and ticks stay for the next person on a shared tablet; the
      // server's Clear-Site-Data clears the browser's cache of pages.
      document.querySelectorAll("form.sign-out").forEach((form) => form.addEventListener("submit", async (event) => {
        event.preventDefault();
        try { localStorage.removeItem("recipes.token"); } catch (e) { /* private mode */ }
        try { if (window.caches) for (const name of await caches.keys()) await caches.delete(name); } catch (e) { /* none kept */ }
        form.submit();
      }));

      // A button that cannot be undone (removing a user, revoking a token) asks first.
      document.addEventListener("click", (event) => {
        const button = event.target.closest("button[data-confirm]");
        if (button && !window.confirm(button.dataset.confirm)) event.preventDefault();
      });

      // A form posted to the server is sent once: its buttons wait while the next page loads (after the form's
      // fields, the pressed button's included, are taken), and come back on a page restored by Back.
      document.addEventListener("submit", (event) => {
        const form = event.target;
        if (event.defaultPrevented || form.method !== "post") return;
        setTimeout(() => form.querySelectorAll("button").forEach((b) => { b.disabled = true; }), 0);
      });
      window.addEventListener("pageshow", () => document.querySelectorAll("form[method=post] button").forEach((b) => { b.disabled = false; }));

      // The shopping list: recipes chosen on their pages, ticks kept per item.
      let chosen = store.get("shopping", []);
      const link = document.getElementById("shopping-link");
      const paintShopping = () => {
        if (link) {
          link.href = "/shopping" + (chosen.length ? "?" + chosen.map((s) => "recipe=" + encodeURIComponent(s)).join("&") : "");
          link.textContent = "Shopping list" + (chosen.length ? " (" + chosen.length + ")" : "");
        }
        document.querySelectorAll("button.shop-add").forEach((b) => {
          const on = chosen.includes(b.dataset.slug);
          b.setAttribute("aria-pressed", String(on));
          b.textContent = on ? "On the shopping list ✓" : "Add to shopping list";
        });
      };
      document.querySelectorAll("button.shop-add").forEach((b) => b.addEventListener("click", () => {
        chosen = chosen.includes(b.dataset.slug) ? chosen.filter((s) => s !== b.dataset.slug) : chosen.concat([b.dataset.slug]);
        store.set("shopping", chosen);
        paintShopping();
      }));
      paintShopping();
      // Ticks are kept per list (its address: these recipes, these days), so this week's onions are not ticked on
      // next week's list; the 20 lists used last are kept.
      const boxes = document.querySelectorAll("input.tick");
      if (boxes.length) {
        const list = location.pathname + location.search;
        const lists = store.get("tickLists", {});
        try { localStorage.removeItem("recipes.ticks"); } catch (e) { /* the one list of earlier versions */ }
        const ticks = lists[list] || {};
        const save = () => {
          delete lists[list];
          lists[list] = ticks;
          const names = Object.keys(lists);
          names.slice(0, Math.max(0, names.length - 20)).forEach((name) => { delete lists[name]; });
          store.set("tickLists", lists);
        };
        boxes.forEach((box) => {
          box.checked = ticks[box.dataset.key] === true;
          box.addEventListener("change", () => { if (box.checked) ticks[box.dataset.key] = true; else delete ticks[box.dataset.key]; save(); });
        });
        document.querySelectorAll(".shop-clear").forEach((b) => b.addEventListener("click", () => {
          boxes.forEach((box) => { box.checked = false; delete ticks[box.dataset.key]; });
          save();
        }));
      }
      document.querySelectorAll(".shop-print").forEach((b) => b.addEventListener("click", () => window.print()));

    """#
}

import RecipesCodecs

/// The pages' one script, served under a name that carries its digest. It only adds to pages that work without it:
/// step timers (several at once, kept across reloads), cook mode, the favorites star and shopping-list ticks.
public enum Script {
    /// The JavaScript: no library, no build step; text from the page is only ever set with `textContent`. One
    /// function, in parts: the later parts (`Script.lists`, `Script.personal`) use the helpers the first defines.
    public static let text = main + lists + personal + "})();\n"

    /// The first part: the helpers (`store`, `say`, `session`, `el`, `write`, `refusal`) and the page's own features.
    static let main = #"""
    "use strict";
    (() => {
      document.documentElement.classList.add("js");
      const body = document.body;
      const store = {
        get(key, fallback) {
          try { const v = localStorage.getItem("recipes." + key); return v === null ? fallback : JSON.parse(v); }
          catch (e) { return fallback; }
        },
        set(key, value) { try { localStorage.setItem("recipes." + key, JSON.stringify(value)); } catch (e) { /* private mode */ } },
      };
      const notice = document.getElementById("notice");
      const say = (text) => { if (notice) { notice.textContent = text; notice.hidden = !text; } };
      // A page restored by Back shows the fields the address holds (search, filters, scale) as the address says, not
      // as they were last edited; the forms the script fills (a note, a day to plan) keep what it put there.
      window.addEventListener("pageshow", (event) => { if (event.persisted) document.querySelectorAll('form[method="get"]').forEach((f) => f.reset()); });
      // The offline copy (service-worker.js): pages opened here load again with the network gone.
      if ("serviceWorker" in navigator) navigator.serviceWorker.register("/service-worker.js").catch(() => {});
      // Signed in (a session cookie), the account link names the user, writes carry the session's CSRF token, and a
      // viewer is offered none; signed out, writes fall back to an API token asked for once.
      const session = fetch("/session", { headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? r.json() : null)).then((s) => (s && s.signedIn ? s : null)).catch(() => null);
      session.then((s) => {
        if (!s) return;
        const account = document.getElementById("account-link");
        if (account) account.textContent = s.user;
        document.documentElement.classList.add(s.mayWrite ? "editor" : "viewer");
      });
      const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text) e.textContent = text; return e; };

      // Timers: end times in the browser's storage, so several run at once, on any page, and survive a reload.
      // clockScale (a page parameter, like the CLI's --clock-scale) makes a minute pass faster, for tests and demos.
      const clockScale = Number(body.dataset.clockScale) > 0 ? Number(body.dataset.clockScale) : 1;
      const bar = document.getElementById("timers");
      let timers = store.get("timers", []);
      let audio = null;
      const left = (ms) => {
        const s = Math.max(0, Math.ceil(ms / 1000)), h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
        return (h ? h + ":" + String(m).padStart(2, "0") : String(m)) + ":" + String(s % 60).padStart(2, "0");
      };
      const beep = () => {
        if (!audio) return;
        [0, 0.35, 0.7].forEach((at) => {
          const osc = audio.createOscillator(), gain = audio.createGain();
          osc.frequency.value = 880; gain.gain.value = 0.2;
          osc.connect(gain).connect(audio.destination);
          osc.start(audio.currentTime + at); osc.stop(audio.currentTime + at + 0.2);
        });
      };
      // The rows are built again only when the timers change; a tick rewrites the times alone, so a press on a
      // button is never cut in two by a new one under it, and keyboard focus stays put.
      let shown = null;
      const renderTimers = () => {
        if (!bar) return;
        const now = Date.now();
        const shape = timers.map((t) => t.id + (t.done ? "!" : "")).join(",");
        if (shape === shown) {
          for (const row of bar.children) {
            const t = timers.find((x) => x.id === row.dataset.id), cell = row.querySelector(".timer-left");
            const text = !t ? "" : t.done ? "done" : left(t.endsAt - now);
            if (cell && cell.textContent !== text) cell.textContent = text;
          }
          return;
        }
        shown = shape;
        bar.replaceChildren(...timers.map((t) => {
          const row = el("div", t.done ? "timer-run done" : "timer-run");
          row.dataset.id = t.id;
          row.append(el("span", "timer-label", t.label), el("span", "timer-left", t.done ? "done" : left(t.endsAt - now)));
          const stop = el("button", "timer-stop", "×");
          stop.type = "button";
          stop.setAttribute("aria-label", (t.done ? "Dismiss " : "Stop ") + t.label);
          stop.addEventListener("click", () => { timers = timers.filter((x) => x.id !== t.id); store.set("timers", timers); renderTimers(); });
          row.append(stop);
          return row;
        }));
        bar.hidden = timers.length === 0;
        body.classList.toggle("timing", timers.length > 0);
      };
      const tick = () => {
        const now = Date.now();
        let ended = false;
        for (const t of timers) {
          if (!t.done && t.endsAt <= now) {
            t.done = true; ended = true;
            beep();
            say(t.label + ": time is up");
            if ("Notification" in window && Notification.permission === "granted") new Notification("Time is up", { body: t.label });
          }
        }
        if (ended) store.set("timers", timers);
        renderTimers();
      };
      const startTimer = (minutes, label) => {
        if (!audio && window.AudioContext) audio = new AudioContext();
        if ("Notification" in window && Notification.permission === "default") Notification.requestPermission();
        timers.push({ id: String(Date.now()) + Math.random().toString(16).slice(2, 6), label, endsAt: Date.now() + (minutes * 60000) / clockScale, done: false });
        store.set("timers", timers);
        renderTimers();
      };
      document.addEventListener("click", (event) => {
        const button = event.target.closest("button.timer-start");
        if (button) startTimer(Number(button.dataset.minutes), button.dataset.label);
      });
      window.addEventListener("storage", (event) => { if (event.key === "recipes.timers") { timers = store.get("timers", []); renderTimers(); } });
      // A page opened while timers run has no sound until the cook touches it (browsers start audio only then):
      // the first touch or key makes it, so a timer started on another page still beeps here.
      const wakeAudio = () => {
        if (!audio && window.AudioContext) audio = new AudioContext();
        if (audio && audio.state === "suspended") audio.resume();
      };
      document.addEventListener("pointerdown", wakeAudio, { once: true });
      document.addEventListener("keydown", wakeAudio, { once: true });
      renderTimers();
      setInterval(tick, 250);

      // Cook mode: one step at a time in large type; arrows, swipes and buttons move; the screen stays awake.
      const cook = document.getElementById("cook");
      const steps = Array.from(document.querySelectorAll("ol.steps > li"));
      if (cook && steps.length) {
        let at = 0, lock = null;
        const text = cook.querySelector(".cook-step"), count = cook.querySelector(".cook-count"), slot = cook.querySelector(".cook-timer");
        const show = (index) => {
          at = Math.max(0, Math.min(steps.length - 1, index));
          text.textContent = steps[at].querySelector(".step-text").textContent;
          count.textContent = "Step " + (at + 1) + " of " + steps.length;
          const timer = steps[at].querySelector("button.timer-start");
          slot.replaceChildren(...(timer ? [timer.cloneNode(true)] : []));
          cook.querySelector(".cook-prev").disabled = at === 0;
          cook.querySelector(".cook-next").disabled = at === steps.length - 1;
        };
        const awake = async () => { try { if ("wakeLock" in navigator && !cook.hidden) lock = await navigator.wakeLock.request("screen"); } catch (e) { lock = null; } };
        // The page behind is inert while cooking (no tab stops under the overlay), and focus goes back where it was.
        let opener = null;
        const behind = () => {
          // The overlay sits inside the page: at each level up, its siblings (but the timers and the notice).
          const nodes = [];
          for (let node = cook; node.parentElement && node !== body; node = node.parentElement) {
            for (const sibling of node.parentElement.children) if (sibling !== node && sibling !== bar && sibling !== notice) nodes.push(sibling);
          }
          return nodes;
        };
        const open = (event) => {
          opener = event && event.currentTarget; cook.hidden = false; body.classList.add("cooking");
          behind().forEach((node) => { node.inert = true; });
          show(at); awake(); cook.querySelector(".cook-next").focus();
        };
        const close = () => {
          cook.hidden = true; body.classList.remove("cooking"); if (lock) lock.release(); lock = null;
          behind().forEach((node) => { node.inert = false; });
          if (opener) opener.focus();
        };
        document.querySelectorAll(".cook-open").forEach((b) => b.addEventListener("click", open));
        cook.querySelector(".cook-close").addEventListener("click", close);
        cook.querySelector(".cook-prev").addEventListener("click", () => show(at - 1));
        cook.querySelector(".cook-next").addEventListener("click", () => show(at + 1));
        document.addEventListener("keydown", (event) => {
          if (cook.hidden) return;
          if (event.key === "ArrowRight" || event.key === "PageDown") { show(at + 1); event.preventDefault(); }
          if (event.key === "ArrowLeft" || event.key === "PageUp") { show(at - 1); event.preventDefault(); }
          if (event.key === "Escape") close();
        });
        let startX = null;
        cook.addEventListener("touchstart", (event) => { startX = event.changedTouches[0].clientX; }, { passive: true });
        cook.addEventListener("touchend", (event) => {
          if (startX === null) return;
          const dx = event.changedTouches[0].clientX - startX;
          if (Math.abs(dx) > 50) show(at + (dx < 0 ? 1 : -1));
          startX = null;
        });
        document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") awake(); });
      }

      // Favorites: a star per recipe; changes need the server's write token, asked for once and kept here.
      const stars = Array.from(document.querySelectorAll("button.star"));
      const paint = (favorites) => stars.forEach((s) => {
        const on = favorites.has(s.dataset.slug);
        s.setAttribute("aria-pressed", String(on));
        s.textContent = on ? "★" : "☆";
      });
      if (stars.length) {
        fetch("/favorites", { headers: { Accept: "application/json" } })
          .then((r) => (r.ok ? r.json() : [])).then((slugs) => paint(new Set(slugs))).catch(() => {});
      }
      // A write as the signed-in user, else with an API token asked for once and kept here (forgotten when the
      // server says it is wrong).
      const write = async (purpose, send) => {
        const signedIn = await session;
        if (signedIn) return send({ "X-CSRF-Token": signedIn.csrf });
        let token = store.get("token", "");
        if (!token) {
          token = (window.prompt(purpose + " needs this server's write token (kept in this browser):") || "").trim();
          if (!token) return null;
        }
        const r = await send({ Authorization: "Bearer " + token });
        if (r.status === 401) store.set("token", ""); else if (r.ok) store.set("token", token);
        return r;
      };
      const refusal = async (r) => { const problem = await r.json().catch(() => ({})); return problem.detail || "the server answered " + r.status; };
      stars.forEach((star) => star.addEventListener("click", async () => {
        const on = star.getAttribute("aria-pressed") !== "true";
        try {
          const r = await write("Changing favorites", (headers) => fetch("/favorites/" + encodeURIComponent(star.dataset.slug), { method: on ? "PUT" : "DELETE", headers }));
          if (!r) return;
          if (r.status === 204) {
            stars.filter((s) => s.dataset.slug === star.dataset.slug).forEach((s) => { s.setAttribute("aria-pressed", String(on)); s.textContent = on ? "★" : "☆"; });
            say("");
            return;
          }
          say("Favorite not changed: " + await refusal(r));
        } catch (e) {
          say("Favorite not changed: the server cannot be reached");
        }
      }));

    """#

    /// The file name it is served under: `recipes-<digest>.js`.
    public static let fileName = "recipes-" + String(Digest.hex(Array(text.utf8)).prefix(16)) + ".js"
}

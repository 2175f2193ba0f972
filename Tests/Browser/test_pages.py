"""The web pages in a real Chromium against real `recipes serve` processes (run by scripts/browser-test).

One server takes writes and may fetch pictures from loopback (a local server plays the image host); a second one
serves the same store with the default address rules, to see a loopback picture refused.
"""
import functools
import http.server
import json
import os
import re
import shutil
import struct
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.request
import zlib

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

RECIPES = os.environ["RECIPES_BIN"]
# The servers' weeks start where their locale starts them: pinned, so "Week of 23 Nov 2026" reads the same everywhere.
SERVER_ENV = dict(os.environ, LC_ALL="C.UTF-8")
ARTIFACTS = os.environ.get("ARTIFACTS", tempfile.gettempdir())
TOKEN = "browser-test-token"


def png(width, height, rgb):
    """A plain PNG of one colour."""
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


class ImageHost(http.server.BaseHTTPRequestHandler):
    """Plays a recipe site's image host: /dish.png is a 64x40 PNG; every request is counted."""
    requests = []
    picture = png(64, 40, (196, 112, 58))

    target = ""

    def do_GET(self):
        ImageHost.requests.append(self.path)
        if self.path == "/sign-in-elsewhere.html":
            # Another site's page that posts a sign-in to the recipes server when opened.
            page = (f'<!doctype html><form id=f method=post action="{ImageHost.target}/login">'
                    '<input name=username value=ana><input name=password value="kitchen pass"></form>'
                    '<script>document.getElementById("f").submit()</script>').encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)
        elif self.path == "/recipe-page.html":
            # A recipe site's page, to import by its address.
            page = ('<!doctype html><html><head><title>Harvest Chowder</title><script type="application/ld+json">'
                    '{"@context": "https://schema.org", "@type": "Recipe", "name": "Harvest Chowder", "recipeYield": "4",'
                    '"recipeIngredient": ["2 ears corn", "3 potatoes, diced"], "recipeInstructions": ['
                    '{"@type": "HowToStep", "text": "Simmer the potatoes for 15 minutes."}, {"@type": "HowToStep", "text": "Add the corn."}]}'
                    '</script></head><body><h1>Harvest Chowder</h1></body></html>').encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)
        elif self.path == "/dish.png":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(self.picture)))
            self.send_header("ETag", '"dish-1"')
            self.end_headers()
            self.wfile.write(self.picture)
        else:
            self.send_error(404)

    def log_message(self, *args):
        pass


def start_server(database, *flags):
    """A `recipes serve` on a free loopback port; returns the process and its base URL once it listens."""
    process = subprocess.Popen(
        [RECIPES, "serve", "--port", "0", "--database", database, *flags],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=SERVER_ENV)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = process.stderr.readline()
        found = re.search(r"at (http://127\.0\.0\.1:\d+)", line)
        if found:
            threading.Thread(target=lambda: process.stderr.read(), daemon=True).start()
            return process, found.group(1)
        if not line and process.poll() is not None:
            break
    process.kill()
    raise RuntimeError(f"recipes serve {' '.join(flags)} did not start")


def start_server_on(port, database, *flags):
    """A `recipes serve` on `port` (a server restarted at the same origin, as after a network cut)."""
    process = subprocess.Popen([RECIPES, "serve", "--port", str(port), "--database", database, *flags],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=SERVER_ENV)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2).read()
            return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError(f"recipes serve --port {port} did not start")


def screenshot_on_failure(test):
    """Saves what the browser showed when a test failed, named after the test."""
    @functools.wraps(test)
    def run(self, *args, **kwargs):
        try:
            return test(self, *args, **kwargs)
        except BaseException:
            path = os.path.join(ARTIFACTS, f"{test.__name__}.png")
            self.browser.save_screenshot(path)
            print(f"\nscreenshot of the failure: {path}")
            raise
    return run


class PagesTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        folder = cls.folder.name
        cls.image_host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), ImageHost)
        threading.Thread(target=cls.image_host.serve_forever, daemon=True).start()
        picture = f"http://127.0.0.1:{cls.image_host.server_address[1]}/dish.png"
        catalog = [
            {"name": "Picture Soup", "ingredients": [
                {"quantity": "1 1/2 cups", "name": "vegetable stock", "type": "Misc"},
                {"quantity": "2", "name": "carrots", "type": "Produce"}],
             "steps": ["Warm the stock.", "Add the carrots and simmer."], "timers": [1, 2],
             "imageURL": picture, "originalURL": "", "tags": ["Soup", "Vegetarian"]},
            {"name": "Beef Stew", "ingredients": [
                {"quantity": "1 lb", "name": "beef", "type": "Meat"},
                {"quantity": "1 cup", "name": "vegetable stock", "type": "Misc"}],
             "steps": ["Brown the beef.", "Simmer in the stock."], "timers": [10, 90],
             "imageURL": "", "originalURL": "", "tags": ["Dinner", "soup"]},
            {"name": "Lemon Cake", "ingredients": [
                {"quantity": "2 cups", "name": "flour", "type": "Baking"},
                {"quantity": "1", "name": "lemon", "type": "Produce"}],
             "steps": ["Mix.", "Bake."], "timers": [5, 40], "imageURL": "", "originalURL": "", "tags": ["Baking"]},
            {"name": "<script>alert(1)</script>", "ingredients": [
                {"quantity": "1", "name": "<b>bold</b> egg", "type": "Dairy"}],
             "steps": ["<img src=x onerror=alert(2)>"], "timers": [0], "imageURL": "", "originalURL": ""},
        ]
        with open(os.path.join(folder, "catalog.json"), "w") as file:
            json.dump(catalog, file)
        cls.database = os.path.join(folder, "store.db")
        subprocess.run([RECIPES, "add", os.path.join(folder, "catalog.json"), "--database", cls.database],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        token = os.path.join(folder, "token")
        with open(token, "w") as file:
            file.write(TOKEN + "\n")
        for name, role in [("ana", "owner"), ("vic", "viewer"), ("tess", "editor")]:
            subprocess.run([RECIPES, "user", "add", name, "--role", role, "--password-stdin", "--database", cls.database],
                           input="kitchen pass\n", text=True, check=True, stdout=subprocess.DEVNULL)
        cls.server, cls.base = start_server(
            cls.database, "--token-file", token, "--allow-private-images", "--allow-private-imports", "--image-cache", os.path.join(folder, "images"))
        ImageHost.target = cls.base
        cls.strict_server, cls.strict_base = start_server(
            cls.database, "--image-cache", os.path.join(folder, "strict-images"))

        options = webdriver.ChromeOptions()
        options.binary_location = os.environ["CHROMIUM"]
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900",
                         "--disable-gpu", "--no-first-run", "--disable-extensions"]:
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        cls.browser = webdriver.Chrome(service=Service(executable_path=os.environ["CHROMEDRIVER"]), options=options)
        cls.browser.set_page_load_timeout(30)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        for server in (cls.server, cls.strict_server):
            server.terminate()
            server.wait(timeout=10)
        cls.image_host.shutdown()
        cls.folder.cleanup()

    def setUp(self):
        self.browser.set_window_size(1280, 900)
        self.browser.get(self.base + "/")
        self.browser.execute_script("localStorage.clear()")
        self.browser.delete_all_cookies()
        self.browser.get_log("browser")  # start each test with no messages

    def tearDown(self):
        problems = [entry["message"] for entry in self.browser.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(problems, [], "errors in the browser console")

    def wait(self, condition, seconds=10):
        # A page replaced while a condition reads it is read again, not a failure.
        return WebDriverWait(self.browser, seconds, ignored_exceptions=(StaleElementReferenceException,)).until(condition)

    def click(self, element):
        """Clicks `element` after scrolling it to the middle, clear of the sticky timer bar, as a person would."""
        self.browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def card_names(self):
        return [card.text for card in self.browser.find_elements(By.CSS_SELECTOR, ".card .name")]

    @screenshot_on_failure
    def test_search_and_filters_keep_the_query_in_the_address_and_back_works(self):
        # The store also holds the 27 recipes it is seeded with.
        box = self.browser.find_element(By.ID, "q")
        box.send_keys("picture", Keys.ENTER)
        self.wait(EC.url_contains("q=picture"))
        self.assertEqual(self.card_names(), ["Picture Soup"])
        self.browser.get(self.base + "/")
        self.browser.find_element(By.NAME, "ingredient").send_keys("beef")
        self.browser.find_element(By.CSS_SELECTOR, ".filters button[type=submit]").click()
        self.wait(EC.url_contains("ingredient=beef"))
        self.assertIn("Beef Stew", self.card_names())
        self.assertNotIn("Picture Soup", self.card_names())
        self.browser.find_element(By.NAME, "ingredient").clear()
        self.browser.find_element(By.NAME, "exclude").send_keys("beef")
        Select(self.browser.find_element(By.NAME, "type")).select_by_visible_text("Baking")
        self.browser.find_element(By.NAME, "maxTime").send_keys("60")
        self.browser.find_element(By.CSS_SELECTOR, ".filters button[type=submit]").click()
        self.wait(EC.url_contains("type=Baking"))
        self.assertIn("exclude=beef", self.browser.current_url)
        self.assertIn("Lemon Cake", self.card_names())
        self.assertNotIn("Beef Stew", self.card_names())
        self.assertEqual(Select(self.browser.find_element(By.NAME, "type")).first_selected_option.text, "Baking")
        self.browser.back()
        self.wait(EC.url_contains("ingredient=beef"))
        self.assertIn("Beef Stew", self.card_names())
        self.assertEqual(self.browser.find_element(By.NAME, "ingredient").get_attribute("value"), "beef")

    @screenshot_on_failure
    def test_tags_link_a_recipe_to_the_catalog_and_the_facet_narrows_and_widens_it(self):
        self.browser.get(self.base + "/recipe/picture-soup")
        self.click(self.browser.find_element(By.LINK_TEXT, "Soup"))
        self.wait(EC.url_contains("tag=Soup"))
        self.assertEqual(sorted(self.card_names()), ["Beef Stew", "Picture Soup"])
        self.assertIn("Recipes tagged Soup", self.browser.find_element(By.TAG_NAME, "h1").text)
        # The facet lists the most used tags with their counts; the chosen one is marked, and narrows further.
        facet = {link.text: link for link in self.browser.find_elements(By.CSS_SELECTOR, "nav.tags a.tag")}
        self.assertIn("Soup 2", facet)
        self.assertEqual(facet["Soup 2"].get_attribute("aria-current"), "true")
        self.click(facet["Vegetarian 1"])
        self.wait(EC.url_contains("tag=Vegetarian"))
        self.assertEqual(self.card_names(), ["Picture Soup"])
        # The filters form keeps the tags when something else is asked.
        self.browser.find_element(By.NAME, "ingredient").send_keys("carrot")
        self.browser.find_element(By.CSS_SELECTOR, ".filters button[type=submit]").click()
        self.wait(EC.url_contains("ingredient=carrot"))
        self.assertIn("tag=Soup", self.browser.current_url)
        self.assertEqual(self.card_names(), ["Picture Soup"])
        # A chosen tag's link takes it off again.
        facet = {link.text: link for link in self.browser.find_elements(By.CSS_SELECTOR, "nav.tags a.tag")}
        self.click(facet["Vegetarian 1"])
        self.wait(lambda browser: "Vegetarian" not in browser.current_url)
        self.assertEqual(sorted(self.card_names()), ["Picture Soup"])

    @screenshot_on_failure
    def test_recipe_text_is_shown_as_text_never_run(self):
        self.browser.get(self.base + "/?q=alert")
        self.assertEqual(self.card_names(), ["<script>alert(1)</script>"])
        self.browser.find_element(By.CSS_SELECTOR, ".card a").click()
        self.wait(EC.presence_of_element_located((By.CSS_SELECTOR, "article.recipe")))
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "h1").text.replace("☆", "").strip(),
                         "<script>alert(1)</script>")
        self.assertIn("<b>bold</b> egg", self.browser.find_element(By.CSS_SELECTOR, ".ingredients").text)
        self.assertIn("<img src=x onerror=alert(2)>", self.browser.find_element(By.CSS_SELECTOR, ".steps").text)
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "main script, main b, .steps img"), [])

    @screenshot_on_failure
    def test_scaling_by_two_doubles_the_quantities_on_the_server(self):
        self.browser.get(self.base + "/recipe/picture-soup")
        quantities = [q.text for q in self.browser.find_elements(By.CSS_SELECTOR, ".ingredients .quantity")]
        self.assertEqual(quantities[0], "1 1/2 cups")
        Select(self.browser.find_element(By.NAME, "scale")).select_by_value("2")
        self.browser.find_element(By.CSS_SELECTOR, ".scale button[type=submit]").click()
        self.wait(EC.url_contains("scale=2"))
        quantities = [q.text for q in self.browser.find_elements(By.CSS_SELECTOR, ".ingredients .quantity")]
        self.assertEqual(quantities[:2], ["3 cups", "4"])

    @screenshot_on_failure
    def test_two_timers_run_at_once_survive_a_reload_and_both_end(self):
        # At the real pace, a tick rewrites the time, not the buttons: one found now is still the one on the page a
        # moment later, so a press is never cut in two by a new button under it.
        self.browser.get(self.base + "/recipe/picture-soup")
        self.click(self.browser.find_element(By.CSS_SELECTOR, "button.timer-start"))
        stop = self.browser.find_element(By.CSS_SELECTOR, "#timers .timer-stop")
        shown = self.browser.find_element(By.CSS_SELECTOR, "#timers .timer-left").text
        self.wait(lambda browser: browser.find_element(By.CSS_SELECTOR, "#timers .timer-left").text != shown, 5)
        self.click(stop)
        self.wait(lambda browser: not browser.find_elements(By.CSS_SELECTOR, "#timers .timer-run"))
        # clockScale=60: a minute takes a second.
        self.browser.get(self.base + "/recipe/picture-soup?clockScale=60")
        for button in self.browser.find_elements(By.CSS_SELECTOR, "button.timer-start"):
            self.click(button)
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "#timers .timer-run")), 2)
        self.assertIn("Picture Soup · step 1", self.browser.find_element(By.ID, "timers").text)
        self.browser.refresh()
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "#timers .timer-run")), 2)
        self.wait(lambda browser: len(browser.find_elements(By.CSS_SELECTOR, "#timers .timer-run.done")) == 2, 15)
        self.assertIn("time is up", self.browser.find_element(By.ID, "notice").text)
        # The bar is redrawn by each click and by its timers' ticks: find the next button afresh, and again when
        # a tick replaced it between finding and clicking.
        for remaining in (1, 0):
            WebDriverWait(self.browser, 10, ignored_exceptions=[StaleElementReferenceException]).until(
                lambda browser: browser.find_element(By.CSS_SELECTOR, "#timers .timer-stop").click() or True)
            self.wait(lambda browser: len(browser.find_elements(By.CSS_SELECTOR, "#timers .timer-stop")) == remaining)
        self.assertFalse(self.browser.find_element(By.ID, "timers").is_displayed())

    def sign_in(self, name, password="kitchen pass", next_path="/"):
        self.browser.get(self.base + "/login?next=" + next_path)
        self.browser.find_element(By.NAME, "username").send_keys(name)
        self.browser.find_element(By.NAME, "password").send_keys(password)
        button = self.browser.find_element(By.CSS_SELECTOR, ".sign-in button[type=submit]")
        self.click(button)
        # The next page (or the form again, refused) has replaced this one before anything is read of it.
        self.replaced(button)

    @screenshot_on_failure
    def test_signing_in_names_the_user_writes_without_a_token_and_signing_out_ends_it(self):
        self.sign_in("ana", next_path="/recipe/lemon-cake")
        self.wait(lambda browser: browser.find_element(By.TAG_NAME, "h1").text.startswith("Lemon Cake"))
        self.wait(lambda browser: browser.find_element(By.ID, "account-link").text == "ana")
        cookie = self.browser.get_cookie("recipes_session")
        self.assertTrue(cookie["httpOnly"])
        self.assertEqual(cookie["sameSite"], "Lax")
        star = self.browser.find_element(By.CSS_SELECTOR, "h1 button.star")
        was = star.get_attribute("aria-pressed")
        star.click()
        # The session writes: no token is asked for.
        self.wait(lambda browser: star.get_attribute("aria-pressed") != was)
        star.click()
        self.wait(lambda browser: star.get_attribute("aria-pressed") == was)
        self.click(self.browser.find_element(By.ID, "account-link"))
        self.assertIn("Signed in as an owner", self.browser.find_element(By.TAG_NAME, "main").text)
        # What was this person's goes with them (a kept API token); the kitchen's shopping list stays.
        self.browser.execute_script("localStorage.setItem('recipes.token', JSON.stringify('rcp_x')); localStorage.setItem('recipes.shopping', JSON.stringify(['lemon-cake']));")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, ".sign-out button"))
        self.wait(lambda browser: browser.find_element(By.ID, "account-link").text == "Account")
        self.assertIsNone(self.browser.get_cookie("recipes_session"))
        self.assertIsNone(self.browser.execute_script("return localStorage.getItem('recipes.token')"))
        self.assertEqual(self.browser.execute_script("return localStorage.getItem('recipes.shopping')"), '["lemon-cake"]')
        self.browser.get(self.base + "/account")
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Not signed in")

    @screenshot_on_failure
    def test_a_wrong_password_is_said_and_the_name_kept_then_failures_are_throttled(self):
        self.sign_in("tess", password="not it")
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "[role=alert]").text, "That user name and password do not match.")
        self.assertEqual(self.browser.find_element(By.NAME, "username").get_attribute("value"), "tess")
        # Five failures are free; each one after doubles the wait (1, 2, 4 s …), the right password included.
        # Eight failures counted (an attempt during a wait is refused, not counted): the next waits 8 s, long enough
        # for a page's sign-in to see it on a loaded machine (4 s was not, with a build beside the browser).
        failures = 1
        while failures < 8:
            self.sign_in("tess", password="not it either")
            said = self.browser.find_element(By.CSS_SELECTOR, "[role=alert]").text
            if said.startswith("Too many"):
                time.sleep(int(re.search(r"in (\d+) s", said).group(1)) + 0.2)
            else:
                failures += 1
        self.sign_in("tess")
        alert = self.browser.find_element(By.CSS_SELECTOR, "[role=alert]").text
        self.assertRegex(alert, r"^Too many failed sign-ins; try again in [1-8] s\.$")
        # The wait is short, and a right password after it signs in (and forgets the failures).
        time.sleep(int(re.search(r"in (\d) s", alert).group(1)) + 0.5)
        self.sign_in("tess")
        self.wait(lambda browser: browser.find_element(By.ID, "account-link").text == "tess")
        self.browser.get_log("browser")  # the 401s and the 429 are what was asked for

    @screenshot_on_failure
    def test_a_viewer_is_offered_no_writes_and_is_refused_when_writing_anyway(self):
        self.sign_in("vic", next_path="/recipe/lemon-cake")
        self.wait(lambda browser: browser.find_element(By.ID, "account-link").text == "vic")
        self.assertFalse(self.browser.find_element(By.CSS_SELECTOR, "h1 button.star").is_displayed())
        self.assertFalse(self.browser.find_element(By.CSS_SELECTOR, "form.plan-it").is_displayed())
        self.assertFalse(self.browser.find_element(By.CSS_SELECTOR, "a[href='/recipe/lemon-cake/edit']").is_displayed())
        status = self.browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch("/session").then((r) => r.json()).then((s) => fetch("/favorites/lemon-cake", {method: "PUT", headers: {"X-CSRF-Token": s.csrf}}))
              .then((r) => r.json().then((body) => done(r.status + " " + body.detail)));""")
        self.assertTrue(status.startswith("403 user 'vic' (viewer) may not do this"), status)
        self.browser.get_log("browser")  # the refusal's 403 is what was asked for

    @screenshot_on_failure
    def test_a_rating_a_note_and_a_cooked_day_are_the_users_own_and_sort_the_catalog(self):
        self.sign_in("tess", next_path="/recipe/beef-stew")
        mine = self.wait(EC.visibility_of_element_located((By.CSS_SELECTOR, "section.mine")))
        self.assertEqual(mine.find_element(By.CSS_SELECTOR, ".cooked-summary").text, "Not cooked yet.")
        self.click(mine.find_element(By.CSS_SELECTOR, "button.rate[data-rating='4']"))
        self.wait(lambda browser: mine.find_element(By.CSS_SELECTOR, "button.rate[data-rating='4']").get_attribute("aria-pressed") == "true")
        self.assertEqual("".join(b.text for b in mine.find_elements(By.CSS_SELECTOR, "button.rate")), "★★★★☆")
        note = mine.find_element(By.NAME, "note")
        note.send_keys("Brown the beef well.")
        self.click(mine.find_element(By.CSS_SELECTOR, ".note-form button[type=submit]"))
        self.click(mine.find_element(By.CSS_SELECTOR, "button.cooked-today"))
        self.wait(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "section.mine .cooked-summary"), "Cooked once"))
        # Kept on the server: a reload shows them, and the catalog sorts by them.
        self.browser.refresh()
        mine = self.wait(EC.visibility_of_element_located((By.CSS_SELECTOR, "section.mine")))
        self.wait(lambda browser: mine.find_element(By.NAME, "note").get_attribute("value") == "Brown the beef well.")
        self.assertIn("Cooked once", mine.find_element(By.CSS_SELECTOR, ".cooked-summary").text)
        self.browser.get(self.base + "/?sort=rating")
        self.assertEqual(self.card_names()[0], "Beef Stew")
        self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, "option[value=rating]").is_displayed() or
                        Select(self.browser.find_element(By.NAME, "sort")).first_selected_option.get_attribute("value") == "rating")
        # Another member keeps their own: none of Tess's marks show for Ana.
        self.browser.delete_all_cookies()
        self.sign_in("ana", next_path="/recipe/beef-stew")
        mine = self.wait(EC.visibility_of_element_located((By.CSS_SELECTOR, "section.mine")))
        self.assertEqual(mine.find_element(By.NAME, "note").get_attribute("value"), "")
        self.assertEqual("".join(b.text for b in mine.find_elements(By.CSS_SELECTOR, "button.rate")), "☆☆☆☆☆")
        # A signed-out visitor is offered none, and is asked to sign in to sort by rating.
        self.browser.delete_all_cookies()
        self.browser.get(self.base + "/recipe/beef-stew")
        self.assertFalse(self.browser.find_element(By.CSS_SELECTOR, "section.mine").is_displayed())
        self.browser.get(self.base + "/?sort=rating")
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Sign in to sort by your own marks")
        self.browser.get_log("browser")  # the 401 was asked for

    def replaced(self, element):
        """Waits until `element`'s page has been replaced: chromedriver says so as a stale element, as no such
        element, or as a node that "does not belong to the document", depending on when it is asked."""
        def gone(_):
            try:
                element.is_enabled()
                return False
            except WebDriverException:
                return True
        self.wait(gone)

    def submit(self, button):
        """Clicks a form's button and waits until the page it posts to has replaced this one."""
        self.click(button)
        self.replaced(button)

    def fill(self, name, text):
        field = self.browser.find_element(By.NAME, name)
        field.clear()
        field.send_keys(text)

    @screenshot_on_failure
    def test_a_new_recipe_through_the_form_is_read_back_then_saved(self):
        self.sign_in("ana", next_path="/")
        self.wait(lambda browser: browser.find_element(By.ID, "account-link").text == "ana")
        self.click(self.wait(EC.visibility_of_element_located((By.LINK_TEXT, "New recipe"))))
        self.fill("name", "Garden Omelette")
        self.fill("ingredients", "3 eggs\n1 tbsp butter, soft\n2 spring onions, sliced")
        self.fill("steps", "Beat the eggs.\nCook for 4 minutes.")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=preview]"))
        rows = [row.text for row in self.browser.find_elements(By.CSS_SELECTOR, "table.preview tbody tr")]
        self.assertEqual(rows[1], "1 tbsp butter soft Dairy")
        self.assertEqual(self.browser.find_element(By.NAME, "timers").get_attribute("value"), "0, 4")
        self.fill("name", "")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.assertIn("must not be empty", self.browser.find_element(By.CSS_SELECTOR, ".field.has-problem").text)
        self.assertIn("Beat the eggs.", self.browser.find_element(By.NAME, "steps").get_attribute("value"))
        self.fill("name", "Garden Omelette")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.wait(lambda browser: browser.current_url.endswith("/recipe/garden-omelette"))
        self.assertIn("spring onions", self.browser.find_element(By.TAG_NAME, "main").text)
        self.browser.get_log("browser")  # the refused save's 422 was asked for

    @screenshot_on_failure
    def test_a_pasted_page_is_imported_through_the_form(self):
        self.sign_in("ana", next_path="/import")
        page = ('<html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Pasted Pea Soup", '
                '"recipeIngredient": ["500g frozen peas", "1 onion, chopped"], "recipeInstructions": '
                '[{"@type": "HowToStep", "text": "Soften the onion for 5 minutes."}, {"@type": "HowToStep", "text": "Add the peas."}]}'
                '</script></head><body><h1>Pea soup</h1></body></html>')
        # Pasted as a person would paste it: the field is set whole, as the clipboard would.
        self.browser.execute_script("document.getElementById('f-page').value = arguments[0]", page)
        self.submit(self.browser.find_element(By.CSS_SELECTOR, ".recipe-form button[type=submit]"))
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Check the imported recipe")
        self.assertEqual(self.browser.find_element(By.NAME, "name").get_attribute("value"), "Pasted Pea Soup")
        rows = [row.text for row in self.browser.find_elements(By.CSS_SELECTOR, "table.preview tbody tr")]
        self.assertEqual(rows[0], "500g frozen peas Produce")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.wait(lambda browser: browser.current_url.endswith("/recipe/pasted-pea-soup"))
        self.assertIn("Soften the onion", self.browser.find_element(By.TAG_NAME, "main").text)

    @screenshot_on_failure
    def test_a_picture_uploaded_with_the_form_is_the_recipes_picture(self):
        picture = os.path.join(self.folder.name, "garden.png")
        with open(picture, "wb") as file:
            file.write(png(48, 30, (40, 150, 60)))
        not_a_picture = os.path.join(self.folder.name, "notes.png")
        with open(not_a_picture, "w") as file:
            file.write("<svg onload=alert(1)></svg>")
        self.sign_in("ana", next_path="/new")
        self.fill("name", "Garden Plate")
        self.fill("ingredients", "1 cucumber\n2 tomatoes")
        self.fill("steps", "Slice everything.")
        self.browser.find_element(By.NAME, "picture").send_keys(not_a_picture)
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.assertIn("not a PNG, JPEG or WebP picture", self.browser.find_element(By.CSS_SELECTOR, ".field.has-problem").text)
        self.assertEqual(self.browser.find_element(By.NAME, "name").get_attribute("value"), "Garden Plate")
        self.browser.find_element(By.NAME, "picture").send_keys(picture)
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.wait(lambda browser: browser.current_url.endswith("/recipe/garden-plate"))
        hero = self.browser.find_element(By.CSS_SELECTOR, "img.hero")
        self.wait(lambda browser: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", hero) == 48)
        self.browser.get_log("browser")  # the refused save's 422 was asked for

    @screenshot_on_failure
    def test_a_page_is_imported_by_its_address_and_a_private_one_refused_by_default(self):
        address = f"http://127.0.0.1:{self.image_host.server_address[1]}/recipe-page.html"
        self.sign_in("ana", next_path="/import")
        self.fill("url", address)
        self.submit(self.browser.find_element(By.CSS_SELECTOR, ".recipe-form button[type=submit]"))
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Check the imported recipe")
        self.assertEqual(self.browser.find_element(By.NAME, "name").get_attribute("value"), "Harvest Chowder")
        self.assertEqual(self.browser.find_element(By.NAME, "originalURL").get_attribute("value"), address)
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.wait(lambda browser: browser.current_url.endswith("/recipe/harvest-chowder"))
        self.assertIn("Simmer the potatoes", self.browser.find_element(By.TAG_NAME, "main").text)
        # The server started without --allow-private-imports is no proxy into its own network.
        self.browser.delete_all_cookies()
        self.browser.get(self.strict_base + "/login?next=/import")
        self.browser.find_element(By.NAME, "username").send_keys("ana")
        self.browser.find_element(By.NAME, "password").send_keys("kitchen pass")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, ".sign-in button[type=submit]"))
        self.fill("url", address)
        self.submit(self.browser.find_element(By.CSS_SELECTOR, ".recipe-form button[type=submit]"))
        alert = self.browser.find_element(By.CSS_SELECTOR, "[role=alert]").text
        self.assertIn("resolves to a loopback address; start the server with --allow-private-imports", alert)
        self.assertEqual(self.browser.find_element(By.NAME, "url").get_attribute("value"), address)
        self.browser.get_log("browser")  # the refusal's 502 was asked for

    @screenshot_on_failure
    def test_an_edit_conflict_in_two_windows_shows_both_versions_and_keeps_the_one_chosen(self):
        self.sign_in("ana", next_path="/recipe/lemon-cake/edit")
        first = self.browser.current_window_handle
        self.browser.switch_to.new_window("window")
        self.browser.get(self.base + "/recipe/lemon-cake/edit")
        second = self.browser.current_window_handle
        self.fill("steps", "Mix.\nBake for 40 minutes.\nLet it cool.")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.wait(lambda browser: browser.current_url.endswith("/recipe/lemon-cake"))
        self.browser.switch_to.window(first)
        self.fill("steps", "Mix well.\nBake.")
        self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
        self.assertIn("changed while you edited it", self.browser.find_element(By.TAG_NAME, "h1").text)
        versions = [section.text for section in self.browser.find_elements(By.CSS_SELECTOR, "section.version")]
        self.assertIn("Mix well.", versions[0])
        self.assertIn("Let it cool.", versions[1])
        self.submit(self.browser.find_element(By.XPATH, "//button[text()='Keep yours']"))
        self.wait(lambda browser: browser.current_url.endswith("/recipe/lemon-cake"))
        self.assertIn("Mix well.", self.browser.find_element(By.TAG_NAME, "main").text)
        self.assertNotIn("Let it cool.", self.browser.find_element(By.TAG_NAME, "main").text)
        self.browser.switch_to.window(second)
        self.browser.close()
        self.browser.switch_to.window(first)
        self.browser.get_log("browser")  # the conflict's 409 was asked for

    @screenshot_on_failure
    def test_a_sign_in_form_posted_from_another_site_is_refused(self):
        self.browser.get(f"http://127.0.0.1:{self.image_host.server_address[1]}/sign-in-elsewhere.html")
        self.wait(lambda browser: browser.current_url.startswith(self.base))
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Refused")
        self.browser.get(self.base + "/account")
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Not signed in")
        # The refusal's 403 is the point of this test, not an error of the page.
        self.browser.get_log("browser")

    @screenshot_on_failure
    def test_a_favorite_asks_for_the_token_once_and_survives_a_reload(self):
        self.browser.get(self.base + "/recipe/lemon-cake")
        star = self.browser.find_element(By.CSS_SELECTOR, "h1 button.star")
        self.assertEqual(star.get_attribute("aria-pressed"), "false")
        star.click()
        prompt = self.wait(EC.alert_is_present())
        prompt.send_keys(TOKEN)
        prompt.accept()
        self.wait(lambda browser: browser.find_element(By.CSS_SELECTOR, "h1 button.star").get_attribute("aria-pressed") == "true")
        self.browser.refresh()
        self.wait(lambda browser: browser.find_element(By.CSS_SELECTOR, "h1 button.star").get_attribute("aria-pressed") == "true")
        with urllib.request.urlopen(self.base + "/favorites") as answer:
            self.assertIn("lemon-cake", json.load(answer))
        self.browser.get(self.base + "/?favorites=1")
        self.assertEqual(self.card_names(), ["Lemon Cake"])
        # The token is kept: unmarking asks nothing.
        self.browser.find_element(By.CSS_SELECTOR, ".card button.star").click()
        self.wait(lambda browser: browser.find_element(By.CSS_SELECTOR, ".card button.star").get_attribute("aria-pressed") == "false")

    @screenshot_on_failure
    def test_a_wrong_token_is_refused_and_said(self):
        self.browser.get(self.base + "/recipe/beef-stew")
        self.browser.find_element(By.CSS_SELECTOR, "h1 button.star").click()
        prompt = self.wait(EC.alert_is_present())
        prompt.send_keys("not-the-token")
        prompt.accept()
        notice = self.wait(EC.visibility_of_element_located((By.ID, "notice")))
        self.assertIn("not one this server knows", notice.text)
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "h1 button.star").get_attribute("aria-pressed"), "false")
        self.browser.get_log("browser")  # the 401 itself is logged by the browser, as it should be

    @screenshot_on_failure
    def test_cook_mode_shows_one_step_at_a_time_and_moves_with_the_arrow_keys(self):
        self.browser.get(self.base + "/recipe/beef-stew")
        self.browser.find_element(By.CSS_SELECTOR, "button.cook-open").click()
        cook = self.browser.find_element(By.ID, "cook")
        self.assertTrue(cook.is_displayed())
        self.assertEqual(cook.find_element(By.CSS_SELECTOR, ".cook-count").text, "Step 1 of 2")
        self.assertEqual(cook.find_element(By.CSS_SELECTOR, ".cook-step").text, "Brown the beef.")
        # The page behind takes no focus while cooking.
        self.assertTrue(self.browser.execute_script("return document.querySelector('h1').closest('[inert]') !== null"))
        self.browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        self.assertEqual(cook.find_element(By.CSS_SELECTOR, ".cook-count").text, "Step 2 of 2")
        self.assertIn("1 h 30 min", cook.find_element(By.CSS_SELECTOR, ".cook-timer").text)
        self.browser.switch_to.active_element.send_keys(Keys.ESCAPE)
        self.assertFalse(cook.is_displayed())
        # Closed, the page is whole again and focus is back on the button that opened it.
        self.assertFalse(self.browser.execute_script("return document.querySelector('[inert]') !== null"))
        self.assertEqual(self.browser.switch_to.active_element.get_attribute("class"), "cook-open")

    @screenshot_on_failure
    def test_the_shopping_list_merges_chosen_recipes_and_keeps_ticks(self):
        for slug in ["picture-soup", "beef-stew"]:
            self.browser.get(self.base + "/recipe/" + slug)
            self.browser.find_element(By.CSS_SELECTOR, "button.shop-add").click()
        link = self.browser.find_element(By.ID, "shopping-link")
        self.assertEqual(link.text, "Shopping list (2)")
        link.click()
        self.wait(EC.url_contains("/shopping?recipe=picture-soup&recipe=beef-stew"))
        items = [item.text for item in self.browser.find_elements(By.CSS_SELECTOR, ".shopping li")]
        self.assertTrue(any("2 1/2 cups vegetable stock" in item for item in items), items)
        aisles = [heading.text for heading in self.browser.find_elements(By.CSS_SELECTOR, ".aisle h2")]
        self.assertEqual(aisles, ["Meat", "Misc", "Produce"])
        self.browser.find_element(By.CSS_SELECTOR, "input.tick").click()
        self.browser.refresh()
        self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, "input.tick").is_selected())
        # Another list (other recipes) starts unticked: ticks are kept per list.
        self.browser.get(self.base + "/shopping?recipe=picture-soup")
        self.assertFalse(any(box.is_selected() for box in self.browser.find_elements(By.CSS_SELECTOR, "input.tick")))
        self.browser.get(self.base + "/shopping?recipe=picture-soup&recipe=beef-stew")
        self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, "input.tick").is_selected())

    @screenshot_on_failure
    def test_pictures_are_fetched_once_then_served_from_the_cache(self):
        self.browser.get(self.base + "/recipe/picture-soup")
        hero = self.browser.find_element(By.CSS_SELECTOR, "img.hero")
        self.wait(lambda browser: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", hero) == 64)
        self.browser.get(self.base + "/?q=picture")
        card = self.browser.find_element(By.CSS_SELECTOR, ".card img")
        self.wait(lambda browser: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", card) == 64)
        with urllib.request.urlopen(self.base + "/images/picture-soup") as answer:
            self.assertEqual(answer.headers["Content-Type"], "image/png")
            self.assertEqual(answer.read(), ImageHost.picture)
        self.assertEqual(ImageHost.requests.count("/dish.png"), 1)

    @screenshot_on_failure
    def test_a_loopback_picture_is_refused_without_allow_private_images(self):
        before = len(ImageHost.requests)
        with urllib.request.urlopen(self.strict_base + "/images/picture-soup") as answer:
            self.assertEqual(answer.headers["Content-Type"], "image/svg+xml")
            self.assertIn("loopback", answer.headers["Recipes-Image"])
        self.browser.get(self.strict_base + "/recipe/picture-soup")
        hero = self.browser.find_element(By.CSS_SELECTOR, "img.hero")
        self.wait(lambda browser: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", hero) == 480)
        self.assertEqual(len(ImageHost.requests), before)

    @screenshot_on_failure
    def plan(self, recipe, date, meal, **fields):
        """Plans a meal through the API with the token, as another member of the household would."""
        body = json.dumps(dict(recipe=recipe, date=date, meal=meal, **fields)).encode()
        request = urllib.request.Request(self.base + "/plan", data=body, method="POST",
                                         headers={"Content-Type": "application/json", "Authorization": "Bearer " + TOKEN})
        with urllib.request.urlopen(request) as answer:
            self.assertEqual(answer.status, 201)

    @screenshot_on_failure
    def test_plan_it_puts_the_recipe_on_the_week_and_its_shopping_list(self):
        self.browser.get(self.base + "/recipe/beef-stew")
        form = self.browser.find_element(By.CSS_SELECTOR, "form.plan-it")
        self.browser.execute_script("arguments[0].elements.date.value = '2026-11-25'", form)
        Select(form.find_element(By.NAME, "meal")).select_by_visible_text("lunch")
        self.click(form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
        prompt = self.wait(EC.alert_is_present())
        prompt.send_keys(TOKEN)
        prompt.accept()
        notice = self.wait(EC.visibility_of_element_located((By.ID, "notice")))
        self.wait(lambda browser: "Planned for lunch on 2026-11-25" in notice.text)
        self.click(notice.find_element(By.LINK_TEXT, "See the week"))
        self.wait(EC.presence_of_element_located((By.CSS_SELECTOR, "li.day[data-date='2026-11-25'] .meal")))
        day = self.browser.find_element(By.CSS_SELECTOR, "li.day[data-date='2026-11-25']")
        self.assertIn("Beef Stew", day.text)
        self.assertIn("LUNCH", day.text.upper())
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Week of 23 Nov 2026")
        # The token is kept: a second plan asks nothing, and the week's list merges both meals' stock.
        self.browser.get(self.base + "/recipe/picture-soup")
        form = self.browser.find_element(By.CSS_SELECTOR, "form.plan-it")
        self.browser.execute_script("arguments[0].elements.date.value = '2026-11-27'", form)
        self.click(form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
        self.wait(lambda browser: "Planned for dinner on 2026-11-27" in browser.find_element(By.ID, "notice").text)
        self.browser.get(self.base + "/week?date=2026-11-25")
        self.click(self.browser.find_element(By.CSS_SELECTOR, "a.shop-week"))
        items = self.wait(lambda browser: [li.text for li in browser.find_elements(By.CSS_SELECTOR, "ul.shopping li")] or None)
        self.assertTrue(any("2 1/2 cups" in item and "vegetable stock" in item for item in items), items)
        self.assertTrue(any("1 lb" in item and "beef" in item for item in items), items)

    @screenshot_on_failure
    def test_a_week_with_nothing_planned_has_nothing_to_buy_and_is_no_error(self):
        self.browser.get(self.base + "/shopping?plan&from=2031-01-06&to=2031-01-12")
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Nothing to buy")
        status = self.browser.execute_async_script(
            "const done = arguments[arguments.length - 1]; fetch(location.href).then((response) => done(response.status));")
        self.assertEqual(status, 200)

    @screenshot_on_failure
    def test_the_week_is_a_row_of_days_on_a_desktop_and_a_list_on_a_phone(self):
        for width, one_row in [(1280, True), (390, False)]:
            self.browser.set_window_size(width, 900)
            self.browser.get(self.base + "/week?date=2026-11-25")
            tops = self.browser.execute_script(
                "return Array.from(document.querySelectorAll('li.day')).map((day) => Math.round(day.getBoundingClientRect().top))")
            self.assertEqual(len(tops), 7)
            self.assertEqual(len(set(tops)) == 1, one_row, f"{width}px: {tops}")
        self.browser.get(self.base + "/week?date=2026-11-25")
        self.click(self.browser.find_element(By.CSS_SELECTOR, "a[rel=next]"))
        self.wait(lambda browser: browser.find_element(By.TAG_NAME, "h1").text == "Week of 30 Nov 2026")

    @screenshot_on_failure
    def test_opened_pages_load_offline_and_ticks_made_offline_are_kept(self):
        # A server of its own, so that going offline can also mean the server is gone, not only the emulated network.
        token = os.path.join(self.folder.name, "token")
        database = os.path.join(self.folder.name, "offline.db")
        shutil.copyfile(self.database, database)
        server, base = start_server(database, "--token-file", token)
        port = int(base.rsplit(":", 1)[1])
        pages = {"/recipe/lemon-cake": "Lemon Cake", "/week?date=2026-11-25": "Week of 23 Nov 2026",
                 "/shopping?recipe=lemon-cake": "Shopping list"}
        try:
            self.browser.get(base + "/recipe/lemon-cake")
            self.wait(lambda browser: browser.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)") or
                      browser.refresh())
            for path in pages:
                self.browser.get(base + path)
            server.terminate()
            server.wait(timeout=30)
            self.browser.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
            for path, heading in pages.items():
                self.browser.get(base + path)
                self.assertTrue(self.browser.find_element(By.TAG_NAME, "h1").text.startswith(heading), path)
            # A timer runs offline: it is the page's script, kept with the page.
            self.browser.get(base + "/recipe/lemon-cake")
            self.click(self.browser.find_element(By.CSS_SELECTOR, "button.timer-start"))
            self.wait(EC.visibility_of_element_located((By.ID, "timers")))
            self.browser.execute_script("localStorage.removeItem('recipes.timers')")
            self.browser.get(base + "/shopping?recipe=lemon-cake")
            tick = self.browser.find_element(By.CSS_SELECTOR, "input.tick")
            self.click(tick)
            self.browser.get(base + "/")
            self.browser.get(base + "/shopping?recipe=lemon-cake")
            self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, "input.tick").is_selected(), "the tick made offline")
            self.browser.get(base + "/recipe/never-opened")
            self.assertIn("You are offline", self.browser.find_element(By.TAG_NAME, "body").text)
        finally:
            self.browser.delete_network_conditions()
            if server.poll() is None:
                server.terminate()
                server.wait(timeout=30)
        server = start_server_on(port, database, "--token-file", token)
        try:
            self.browser.get(base + "/shopping?recipe=lemon-cake")
            self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, "input.tick").is_selected(), "the tick, online again")
            self.browser.execute_script("navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => r.unregister()))")
        finally:
            server.terminate()
            server.wait(timeout=30)
        self.browser.get_log("browser")  # the failed fetches of an offline browser are logged, as they should be

    def test_pages_fit_a_phone_without_sideways_scrolling(self):
        self.browser.set_window_size(360, 780)
        for path in ["/", "/recipe/picture-soup", "/shopping?recipe=picture-soup", "/?tag=soup&tag=vegetarian", "/week?date=2026-11-25",
                     "/shopping?plan&from=2031-01-06&to=2031-01-12"]:
            self.browser.get(self.base + path)
            overflow = self.browser.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            self.assertLessEqual(overflow, 0, path)

    @screenshot_on_failure
    def test_screenshots(self):
        """Saves the README's screenshots when SCREENSHOTS names a folder; otherwise checks only that pages load."""
        folder = os.environ.get("SCREENSHOTS")
        shots = [("week-desktop", "/week?date=2026-12-02", 1280, 900), ("week-phone", "/week?date=2026-12-02", 390, 844),
                 ("catalog-desktop", "/", 1280, 900), ("recipe-desktop", "/recipe/picture-soup", 1280, 900),
                 ("tags-desktop", "/?tag=soup", 1280, 900), ("tags-phone", "/?tag=soup", 390, 844),
                 ("catalog-phone", "/", 390, 844), ("recipe-phone", "/recipe/picture-soup?clockScale=1", 390, 844),
                 ("shopping-phone", "/shopping?recipe=picture-soup&recipe=beef-stew", 390, 844),
                 ("sign-in-desktop", "/login", 1280, 900), ("sign-in-phone", "/login", 390, 844),
                 ("new-recipe-desktop", "/new", 1280, 900), ("new-recipe-phone", "/new", 390, 844),
                 ("edit-conflict-desktop", "/recipe/beef-stew/edit", 1280, 900), ("edit-conflict-phone", "/recipe/beef-stew/edit", 390, 844),
                 ("yours-desktop", "/recipe/lemon-cake", 1280, 900), ("yours-phone", "/recipe/lemon-cake", 390, 844)]
        for recipe, date, meal, extra in [("picture-soup", "2026-11-30", "dinner", {}), ("lemon-cake", "2026-12-02", "snack", {"note": "for the neighbours"}),
                                          ("beef-stew", "2026-12-03", "dinner", {"scale": "2"}), ("picture-soup", "2026-12-05", "lunch", {})]:
            self.plan(recipe, date, meal, **extra)
        for name, path, width, height in shots:
            self.browser.set_window_size(width, height)
            if name.startswith("edit-conflict"):
                # Another member saves first (posted from this page's own form data), then this form is saved.
                self.browser.delete_all_cookies()
                self.sign_in("ana", next_path=path)
                self.browser.execute_async_script("""
                    const done = arguments[arguments.length - 1];
                    const data = new URLSearchParams(new FormData(document.querySelector("form.recipe-form")));
                    data.set("steps", "Brown the beef in batches.\\nSimmer in the stock for 90 minutes.");
                    data.set("action", "save");
                    fetch(location.pathname, {method: "POST", body: data}).then(() => done());""")
                self.fill("steps", "Brown the beef.\nAdd the carrots.\nSimmer in the stock.")
                self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
                self.wait(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "changed while you edited it"))
                self.browser.get_log("browser")
                if folder:
                    self.browser.save_screenshot(os.path.join(folder, name + ".png"))
                continue
            if name.startswith("yours"):
                # A signed-in editor's own marks on a recipe: a rating, two cooked days, a note.
                self.browser.delete_all_cookies()
                self.sign_in("ana", next_path=path)
                self.browser.execute_async_script("""
                    const done = arguments[arguments.length - 1];
                    fetch("/session").then((r) => r.json()).then((s) => {
                      const headers = {"Content-Type": "application/json", "X-CSRF-Token": s.csrf};
                      const address = "/me/recipes/lemon-cake";
                      return fetch(address, {method: "PATCH", headers, body: JSON.stringify({rating: 4, note: "Zest both lemons.\\nBake 5 minutes less in the small tin."})})
                        .then(() => fetch(address + "/cooked", {method: "POST", headers, body: JSON.stringify({date: "2026-11-01"})}))
                        .then(() => fetch(address + "/cooked", {method: "POST", headers, body: JSON.stringify({date: "2026-11-20"})}));
                    }).then(() => done());""")
                self.browser.get(self.base + path)
                self.wait(EC.visibility_of_element_located((By.CSS_SELECTOR, "section.mine")))
                self.browser.execute_script("document.querySelector('section.mine').scrollIntoView({block: 'center'})")
                if folder:
                    self.browser.save_screenshot(os.path.join(folder, name + ".png"))
                continue
            if name.startswith("new-recipe"):
                # The form after Preview, as a person fills it in: the ingredients read back.
                self.browser.delete_all_cookies()
                self.sign_in("ana", next_path="/new")
                self.fill("name", "Garden Omelette")
                self.fill("servings", "2")
                self.fill("ingredients", "3 eggs\n1 tbsp butter, soft\n2 spring onions, sliced\nsalt and pepper")
                self.fill("steps", "Beat the eggs with the salt and pepper.\nMelt the butter and cook the onions for 2 minutes.\n"
                                   "Pour in the eggs and cook for 4 minutes.")
                self.fill("tags", "breakfast, quick")
                self.submit(self.browser.find_element(By.CSS_SELECTOR, "button[value=preview]"))
                if folder:
                    self.browser.save_screenshot(os.path.join(folder, name + ".png"))
                continue
            self.browser.get(self.base + path)
            if name == "recipe-phone":
                self.click(self.browser.find_element(By.CSS_SELECTOR, "button.timer-start"))
            if name.startswith("sign-in"):
                # A refused sign-in, as a person sees it: what went wrong, and the name kept (no timer running).
                self.browser.execute_script("localStorage.removeItem('recipes.timers')")
                self.browser.find_element(By.NAME, "username").send_keys("ana")
                self.browser.find_element(By.NAME, "password").send_keys("not the password")
                self.submit(self.browser.find_element(By.CSS_SELECTOR, ".sign-in button[type=submit]"))
                self.browser.get_log("browser")
            self.wait(lambda browser: browser.execute_script(
                "return Array.from(document.images).filter((image) => image.getBoundingClientRect().top < innerHeight)"
                ".every((image) => image.complete)"))
            if folder:
                self.browser.save_screenshot(os.path.join(folder, name + ".png"))
        self.browser.execute_script("localStorage.clear()")


if __name__ == "__main__":
    unittest.main()

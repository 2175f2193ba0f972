"""The meal plan's calendar feed, read by a real iCalendar parser (Python's icalendar), as a calendar app reads it.

Plans meals with the built `recipes` binary on a fresh store, serves it on a loopback port, and checks the feed at
the address `recipes plan feed` prints, and the file `recipes plan export --format ics` writes.
"""
import datetime
import os
import socket
import subprocess
import tempfile
import time
import unittest
import urllib.error
import urllib.request

import icalendar

BINARY = os.environ["RECIPES_BIN"]
TODAY = "2026-11-25"


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class CalendarFeedTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        # Weeks start where the locale starts them, on the command line and the server: pinned to Monday here.
        cls.env = dict(os.environ, RECIPES_DATABASE=os.path.join(cls.folder.name, "catalog.sqlite"), RECIPES_TODAY=TODAY, LC_ALL="C.UTF-8")
        # A note with every character TEXT must escape, and a long name with accents and an emoji, to be folded.
        cls.note = 'Brown it first; then, slowly\\gently:\n8 hours "low"'
        cls.long_name = "Crème brûlée à l'ancienne, façon grand-mère 🍮 — the long version for a whole family dinner"
        recipe = os.path.join(cls.folder.name, "long.json")
        with open(recipe, "w", encoding="utf-8") as file:
            file.write('{"name": "%s", "ingredients": [{"quantity": "4", "name": "eggs", "type": "Dairy"}], '
                       '"steps": ["Bake."], "timers": [40], "servings": 4}' % cls.long_name)
        cls.recipes("add", recipe)
        cls.recipes("plan", "add", "Crock Pot Roast", "--date", "today", "--servings", "9", "--note", cls.note)
        cls.recipes("plan", "add", cls.long_name, "--date", "friday", "--meal", "Sunday lunch, late")
        cls.recipes("plan", "add", "Greek Salad", "--date", "2026-12-24", "--meal", "lunch")
        cls.recipes("plan", "times", "--set", "dinner=18:30")
        cls.path = cls.recipes("plan", "feed").strip()
        cls.port = free_port()
        cls.server = subprocess.Popen([BINARY, "serve", "--port", str(cls.port)], env=cls.env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{cls.port}/health", timeout=2).read()
                break
            except OSError:
                time.sleep(0.2)
        else:
            raise RuntimeError("recipes serve did not start")

    @classmethod
    def tearDownClass(cls):
        cls.server.terminate()
        cls.server.wait(timeout=30)
        cls.folder.cleanup()

    @classmethod
    def recipes(cls, *arguments):
        result = subprocess.run([BINARY, *arguments], env=cls.env, capture_output=True, text=True, timeout=60)
        if result.returncode != 0:
            raise AssertionError(f"recipes {' '.join(arguments)}: exit {result.returncode}: {result.stderr}")
        return result.stdout

    def fetch(self, path):
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=10) as response:
            return response.headers, response.read()

    def events(self, data):
        calendar = icalendar.Calendar.from_ical(data)
        return {str(event["UID"]): event for event in calendar.walk("VEVENT")}

    def test_the_feed_has_one_all_day_event_per_meal_with_the_text_as_written(self):
        headers, data = self.fetch(self.path)
        self.assertEqual(headers["Content-Type"], "text/calendar; charset=utf-8")
        self.assertIn("private", headers["Cache-Control"])
        events = sorted(self.events(data).values(), key=lambda event: str(event.decoded("DTSTART")))
        # Dinner has a time (a floating one: the calendar's own zone); the other meals last the day.
        self.assertEqual([event.decoded("DTSTART") for event in events],
                         [datetime.datetime(2026, 11, 25, 18, 30), datetime.date(2026, 11, 27), datetime.date(2026, 12, 24)])
        self.assertIsNone(events[0].decoded("DTSTART").tzinfo)
        self.assertEqual(events[0].decoded("DURATION"), datetime.timedelta(hours=1))
        self.assertTrue(all(event.decoded("DTEND") - event.decoded("DTSTART") == datetime.timedelta(days=1) for event in events[1:]))
        self.assertEqual(str(events[0]["SUMMARY"]), "Dinner: Crock Pot Roast (9 servings)")
        self.assertEqual(str(events[0]["DESCRIPTION"]), self.note)
        self.assertEqual(str(events[1]["SUMMARY"]), f"Sunday Lunch, Late: {self.long_name}")
        self.assertEqual(str(events[2]["URL"]), f"http://127.0.0.1:{self.port}/recipe/greek-salad")

    def test_lines_are_folded_at_75_octets_and_end_with_crlf(self):
        _, data = self.fetch(self.path)
        self.assertTrue(data.endswith(b"END:VCALENDAR\r\n"))
        lines = data.split(b"\r\n")
        self.assertFalse(any(b"\n" in line for line in lines))
        self.assertTrue(all(len(line) <= 75 for line in lines), [line for line in lines if len(line) > 75])
        self.assertTrue(any(line.startswith(b" ") for line in lines), "the long summary was folded")
        for line in lines:
            line.decode("utf-8")  # no line ends inside a character

    def test_uids_are_unique_and_stay_the_same_across_fetches_and_exports(self):
        first = set(self.events(self.fetch(self.path)[1]))
        second = set(self.events(self.fetch(self.path)[1]))
        self.assertEqual(len(first), 3)
        self.assertEqual(first, second)
        exported = self.recipes("plan", "export", "--from", "2026-11-23", "--to", "2026-12-31", "--format", "ics")
        self.assertEqual(set(self.events(exported.encode("utf-8"))), first)

    def test_a_wrong_key_and_a_rotated_one_are_not_found(self):
        for path in ["/plan.ics", "/plan.ics?key=guess", self.path + "x"]:
            with self.assertRaises(urllib.error.HTTPError) as caught:
                self.fetch(path)
            self.assertEqual(caught.exception.code, 404, path)
        old = self.path
        new = self.recipes("plan", "feed", "--rotate").strip()
        try:
            self.assertNotEqual(new, old)
            with self.assertRaises(urllib.error.HTTPError) as caught:
                self.fetch(old)
            self.assertEqual(caught.exception.code, 404)
            self.assertEqual(len(self.events(self.fetch(new)[1])), 3)
        finally:
            type(self).path = new


if __name__ == "__main__":
    unittest.main()

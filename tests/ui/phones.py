"""A phone walking every screen of the hub and of each game, for the tests that look at every
screen on a phone (test_phones_browser.py: nothing sticks out; test_a11y_browser.py: axe finds
nothing): ``Phone`` (an emulated phone with what it found), ``walk_hub`` and ``WALKS[game]``, and
the ``games`` fixture, the saved positions the walks start from."""


from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.magdagdon import MagdagdonGame, Phase, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame, PotionExploded, SimpleBot
from cubiri_panel.magikaboom import Phase as MagikaboomPhase
from cubiri_panel.mishimash import MishimashGame
from ui.mishimash.taps import taps

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

WIDTHS = {320: 640, 390: 844}
LOOK = 20_000
FAST = json.dumps({"format": 1, "computer_speed": "fast"})

# The checks of a phone screen (what sticks out, text too small to read, a select that cuts its
# choice), shared with the site's phone test.
SCREEN = (Path(__file__).resolve().parents[1] / "phone_screen.js").read_text()
# The smallest text a phone may show, in CSS pixels: secondary labels included.
MIN_TEXT = 12


class Phone:
    """One emulated phone of ``width`` in ``lang``: opens pages, checks and photographs screens."""

    def __init__(self, context, base, width, lang):
        self.page = context.new_page()
        self.base, self.width, self.lang = base, width, lang
        self.problems: list[str] = []
        self.places: dict[str, tuple[str, tuple[int, int]]] = {}   # anchor -> (first screen, place)

    def open(self, path, **query):
        query = {"lang": self.lang, **query}
        self.page.goto(self.base + path + "?" + "&".join(f"{k}={v}" for k, v in query.items()))
        self.page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
        return self.page

    def store(self, items: dict) -> None:
        # Written from a page of the same site that runs no game: a game page still open could
        # save its own game (a computer playing) over what is stored here.
        self.page.goto(self.base + "cubiri-no-such-page")
        self.page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)

    def clear(self) -> None:
        self.page.evaluate("() => localStorage.clear()")

    def check(self, screen: str, photo: bool = True) -> None:
        """Note what sticks out of ``screen``, is cut or too small to read; ``photo``: save its
        screenshot too (a test checking many screens keeps a few)."""
        page = self.page
        page.wait_for_timeout(150)  # the layout settles (fonts, the tray fitting its names)
        result = page.evaluate(SCREEN, {"minText": MIN_TEXT})
        name = f"phone-{self.width}-{self.lang}-{screen}"
        if photo:
            page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True, scale="css")
        if result["width"] != self.width:  # no viewport tag: the phone lays the page out 980 px wide
            self.problems.append(f"{screen}: laid out {result['width']} px wide on a {self.width} px phone")
        if result["scroll"] > result["width"]:
            self.problems.append(f"{screen}: the page is {result['scroll']} px wide on a {result['width']} px screen")
        self.problems += [f"{screen}: {item}" for item in result["found"][:6]]
        self.problems += [f"{screen}: text too small to read: {item}" for item in result["small"][:6]]
        self.problems += [f"{screen}: cut: {item}" for item in result["cut"][:6]]
        if result["found"] or result["small"] or result["cut"]:  # the whole lists, to find the cause
            (ARTIFACTS / f"{name}.problems.txt").write_text(
                "\n".join(result["found"] + result["small"] + result["cut"]) + "\n")

    def apart(self, screen: str, above: str, below: str, gap: int = 6) -> None:
        """``below`` starts at least ``gap`` px under the bottom of ``above`` (the first visible
        of each): a button flush against a table's row, a die lifted onto the text over it."""
        boxes = [self.page.locator(selector).locator("visible=true").first.bounding_box(timeout=LOOK)
                 for selector in (above, below)]
        space = boxes[1]["y"] - (boxes[0]["y"] + boxes[0]["height"])
        if space < gap:
            self.problems.append(f"{screen}: {below} is {space:.0f} px under {above}, not {gap}")

    def click(self, selector: str) -> None:
        self.page.locator(selector).first.click()

    def steady(self, screen: str, anchor: str) -> None:
        """While playing, the page stays as wide as the screen and ``anchor`` (the board, the
        dice's numbers, the score track) keeps its place across: its left edge and width are
        those it had at the first move of the walk (``screen`` names the move)."""
        page = self.page
        width = page.evaluate("() => document.documentElement.scrollWidth")
        if width != self.width:
            self.problems.append(f"{screen}: the page is {width} px wide while playing on a {self.width} px phone")
        shown = page.locator(anchor).locator("visible=true").first
        shown.wait_for(timeout=LOOK)
        box = shown.bounding_box()
        place = (round(box["x"]), round(box["width"]))
        first = self.places.setdefault(anchor, (screen, place))
        if abs(place[0] - first[1][0]) > 1 or abs(place[1] - first[1][1]) > 1:
            self.problems.append(f"{screen}: {anchor} moved from x={first[1][0]}, width {first[1][1]} "
                                 f"({first[0]}) to x={place[0]}, width {place[1]}")


@pytest.fixture(scope="module")
def games():
    """The saved positions the games are walked through (engine replays, built once)."""
    return {"magdagdon": magdagdon_positions(), "mishimash": mishimash_positions(),
            "magikaboom": magikaboom_positions()}


def magdagdon_positions():
    # A game reaching MAGDAGDON (the powers and the ruin choice), and one a move from its end.
    for player_seed in range(300):
        game, player = MagdagdonGame(seed=7), RandomPlayer(player_seed)
        while not game.is_over and not game.in_magdagdon:
            game.apply(player.choose(game))
        if game.in_magdagdon and game.powers_left:
            break
    # A game whose last move is CONFIRM (a full board), so the end screen comes from a click.
    finished = next(f for s in range(300) if (f := RandomPlayer(s).play(MagdagdonGame(seed=7))).phase is Phase.OVER
                    and type(f.history[-1]).__name__ == "Confirm")
    almost = MagdagdonGame.replay(finished.history[:-1], seed=7)
    return {"magdagdon": json.dumps(game.to_dict()), "almost": json.dumps(almost.to_dict())}


def mishimash_positions():
    # A long solo game one BANK from its end (the end screen and its high-score table: a game
    # to the card's 1,000, the only one the table ranks).
    game = MishimashGame(players=["Anastasija Bērziņa"], target=1000, seed=5)
    while True:
        turns = game.turns[0]
        game.roll()
        while game.turns[0] == turns:
            game.take(list(game.takes()[0].indices))
            if game.scores[0] + game.turn_points >= game.target:
                return {"almost": json.dumps(game.to_dict())}
            if game.dice_in_hand >= 3 or game.dice_in_hand == 0:
                game.roll()
            else:
                game.bank()


def magikaboom_positions():
    names = ["Anastasija", "Bartholomew"]

    def engine(seed):
        return MagikaboomGame(players=names, computers={}, seed=seed)

    for seed in range(1, 500):
        game, bot = engine(seed), SimpleBot()
        while not game.is_over:
            game.apply(bot.choose(game))
        almost = MagikaboomGame.replay(game.history[:-1], players=names, seed=seed)
        last = game.history[-1]
        if last.kind == "stop":
            break
    return {"almost": json.dumps(almost.to_dict()), "boom": magikaboom_explosion()}


def magikaboom_explosion():
    """A two-person game one CONTINUE before the first player's potion explodes."""
    names = ["Anastasija", "Bartholomew"]
    for seed in range(1, 2000):
        game = MagikaboomGame(players=names, computers={}, seed=seed)
        game.roll()
        while game.current_player == 0 and game.phase is MagikaboomPhase.KEEP:
            game.keep(0)
            if not game.can_continue:
                break
            before = game.to_dict()
            game.roll()
            if any(isinstance(e, PotionExploded) for e in game.log):
                return json.dumps(before)
    raise AssertionError("no seed explodes a potion")


TAMPERED = '{"game": "%s", "format": 1, "state": "tampered"}'


def walk_hub(phone):
    page = phone.open("")
    page.locator(".cubiri-play-magdagdon").wait_for()
    phone.check("hub")
    phone.click(".cubiri-settings-toggle button")
    page.locator(".cubiri-settings-close").wait_for()
    phone.check("hub-settings")


def walk_magdagdon(phone, saved):
    key = "cubiri/v1/game/magdagdon"
    page = phone.open("magdagdon", seed=7)
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    phone.check("magdagdon-start")
    phone.steady("magdagdon-start", ".cubiri-board")
    phone.click(".cubiri-roll button")
    expect(page.locator(".cubiri-die-0")).to_be_enabled(timeout=LOOK)
    phone.steady("magdagdon-rolled", ".cubiri-board")
    phone.click(".cubiri-die-0")
    expect(page.locator(".cubiri-die-0")).to_have_class(re.compile(r"\bis-selected\b"))
    phone.check("magdagdon-die-chosen")
    phone.apart("magdagdon-die-chosen", ".cubiri-turn-hint", ".cubiri-die.is-selected .face", 5)
    phone.steady("magdagdon-die-chosen", ".cubiri-board")
    phone.click(".cubiri-reroll button")
    expect(page.locator(".cubiri-reroll-cancel button")).to_be_visible()
    phone.check("magdagdon-reroll")
    phone.apart("magdagdon-reroll", ".cubiri-turn-hint", ".cubiri-die.is-selected .face", 5)
    phone.steady("magdagdon-reroll", ".cubiri-board")   # the long REROLL question shown
    phone.click(".cubiri-reroll-cancel button")
    phone.click(".cubiri-new-game button")
    expect(page.locator(".cubiri-abandon-no button")).to_be_visible()
    phone.check("magdagdon-abandon")
    phone.click(".cubiri-abandon-no button")
    phone.click(".cubiri-highscores-open button")
    expect(page.locator(".cubiri-highscores-all")).to_be_visible(timeout=LOOK)
    expect(page.locator(".cubiri-highscores-all")).to_contain_text("NIGHTMARE")
    phone.check("magdagdon-highscores")
    phone.click(".cubiri-highscores-close button")
    expect(page.locator(".cubiri-highscores-all")).to_be_hidden()
    walk_panels(phone, ".cubiri-magdagdon-odds", "magdagdon")
    phone.click(".cubiri-settings-toggle button")
    page.locator(".cubiri-difficulty select").select_option(label="NIGHTMARE")
    expect(page.locator(".cubiri-difficulty-confirm button")).to_be_visible()
    phone.check("magdagdon-settings-difficulty")
    phone.click(".cubiri-difficulty-keep button")
    phone.click(".cubiri-settings-close button")

    phone.store({key: saved["magdagdon"]})
    page = phone.open("magdagdon")
    expect(page.locator(".cubiri-accept-magdagdon button")).to_be_visible(timeout=LOOK)
    phone.check("magdagdon-magdagdon")           # with the notice: the game was restored
    phone.steady("magdagdon-magdagdon", ".cubiri-board")   # the MAGDAGDON alert shown
    page.locator(".cubiri-cell.is-legal").first.click()
    expect(page.locator(".cubiri-accept-magdagdon button")).to_be_enabled()
    phone.check("magdagdon-ruin-chosen")
    phone.steady("magdagdon-ruin-chosen", ".cubiri-board")

    phone.store({key: saved["almost"]})
    page = phone.open("magdagdon")
    phone.click(".cubiri-confirm button")
    expect(page.locator(".cubiri-end")).to_be_visible(timeout=LOOK)
    expect(page.locator(".cubiri-highscores")).to_be_visible()
    phone.check("magdagdon-end")
    phone.apart("magdagdon-end", ".cubiri-breakdown", ".cubiri-play-again", 8)

    phone.store({key: TAMPERED % "magdagdon"})
    page = phone.open("magdagdon")
    expect(page.locator(".cubiri-notice").first).to_be_visible(timeout=LOOK)
    phone.check("magdagdon-notice")


def walk_panels(phone, odds, game):
    """The rules, the settings and the odds of the game on the page, each opened and closed."""
    page = phone.page
    phone.click(".cubiri-rules-toggle button")
    page.locator(".cubiri-rules h2").first.wait_for()
    phone.check(f"{game}-rules")
    phone.click(".cubiri-rules-close button")
    phone.click(".cubiri-settings-toggle button")
    page.locator(".cubiri-settings-close").wait_for()
    phone.check(f"{game}-settings")
    phone.click(".cubiri-settings-close button")
    phone.click(".cubiri-odds-toggle button")
    expect(page.locator(odds).first).to_be_visible(timeout=LOOK)
    phone.check(f"{game}-odds")
    phone.click(".cubiri-odds-toggle button")


def walk_mishimash(phone, saved):
    page = phone.open("mishimash")
    phone.store({"cubiri/v1/settings": FAST})
    page = phone.open("mishimash", seed=3)
    page.locator(".cubiri-start").wait_for()
    page.locator(".cubiri-seats select").select_option(label="6")
    page.locator(".cubiri-seat-name-5").wait_for()
    phone.check("mishimash-setup")
    page.locator(".cubiri-seats select").select_option(label="2")
    phone.click(".cubiri-start button")
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    phone.steady("mishimash-start", ".cubiri-turn-stats")
    phone.click(".cubiri-roll button")
    page.locator(".cubiri-die-0").wait_for()
    phone.check("mishimash-play")
    phone.steady("mishimash-rolled", ".cubiri-turn-stats")
    walk_panels(phone, ".cubiri-odds-panel .mm-odds", "mishimash")
    game = MishimashGame(players=["Player 1", "Computer 2"], seed=3)   # the same dice
    game.roll()
    for die in taps(game.dice, game.takes()[0].indices):
        phone.click(f".cubiri-die-{die}")
    phone.steady("mishimash-taken", ".cubiri-turn-stats")
    phone.click(".cubiri-bank button")
    expect(page.locator(".cubiri-bank button")).to_be_disabled(timeout=LOOK)   # banked: the computer's turn
    phone.check("mishimash-banked")
    phone.steady("mishimash-banked", ".cubiri-turn-stats")

    phone.store({"cubiri/v1/game/mishimash": saved["almost"]})
    page = phone.open("mishimash")
    phone.click(".cubiri-bank button")
    expect(page.locator(".cubiri-end")).to_be_visible(timeout=LOOK)
    phone.check("mishimash-end")
    phone.apart("mishimash-end", ".mm-highscores tr.mine", ".cubiri-play-again", 8)

    phone.store({"cubiri/v1/game/mishimash": TAMPERED % "mishimash"})
    page = phone.open("mishimash")
    expect(page.locator(".cubiri-notice").first).to_be_visible(timeout=LOOK)
    phone.check("mishimash-notice")


def walk_magikaboom(phone, saved):
    key = "cubiri/v1/game/magikaboom"
    page = phone.open("magikaboom")
    phone.store({"cubiri/v1/settings": FAST})
    page = phone.open("magikaboom", seed=3)
    page.locator(".cubiri-seats select").select_option("6")
    page.locator(".cubiri-seat-name-5").wait_for()
    phone.check("magikaboom-setup")
    page.locator(".cubiri-seats select").select_option("2")
    phone.click(".cubiri-start button")
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    phone.steady("magikaboom-start", ".cubiri-track")
    phone.click(".cubiri-roll button")
    page.locator("button.cubiri-die-0").wait_for()
    phone.check("magikaboom-play")
    phone.steady("magikaboom-rolled", ".cubiri-track")
    walk_panels(phone, ".cubiri-odds-magikaboom", "magikaboom")
    phone.click("button.cubiri-die-0")
    expect(page.locator(".cubiri-stop button")).to_be_enabled(timeout=LOOK)
    phone.steady("magikaboom-kept", ".cubiri-track")
    phone.click(".cubiri-stop button")
    expect(page.locator(".cubiri-stop button")).to_be_disabled(timeout=LOOK)   # stopped: the computer's turn
    phone.check("magikaboom-stopped")
    phone.steady("magikaboom-stopped", ".cubiri-track")

    phone.store({key: saved["boom"]})
    page = phone.open("magikaboom")
    phone.click(".cubiri-roll button")
    expect(page.locator(".cubiri-explosion")).to_be_visible(timeout=LOOK)
    page.wait_for_timeout(1200)  # the shake is over
    phone.check("magikaboom-explosion")

    phone.store({key: saved["almost"]})
    page = phone.open("magikaboom")
    phone.click(".cubiri-stop button")
    expect(page.locator(".cubiri-end")).to_be_visible(timeout=LOOK)
    phone.check("magikaboom-end")

    phone.store({key: TAMPERED % "magikaboom"})
    page = phone.open("magikaboom")
    expect(page.locator(".cubiri-notice").first).to_be_visible(timeout=LOOK)
    phone.check("magikaboom-notice")


WALKS = {"magdagdon": walk_magdagdon, "mishimash": walk_mishimash, "magikaboom": walk_magikaboom}

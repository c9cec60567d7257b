"""A whole game of each game played as a screen-reader user plays it: every control found by
its role and accessible name (Playwright's ``get_by_role``), no CSS class or test hook, and the
page's one live region read after every action.

The moves are chosen by a simple policy on the game as the page saved it (the browser's
storage: the same game the player sees); each is then made by pressing the named dice, cells and
buttons. After each action the live region must say what it did, in the page's language: the
new lines of the game's log (MISHIMASH, MAGIKABOOM), or the action and what to do next
(MAGDAGDON); the game's start (and, in MAGDAGDON, its resumption after a reload) is said too.
The board's and the dice's names are checked as they are pressed, what pressing does included
("row 2, column 1: empty, lit: place the 5 here", "die 1 showing 5: press to set it aside"),
and once in Playwright's accessibility snapshot of the tray and the board (MAGDAGDON).
MAGIKABOOM is played against a computer at the step-by-step pace: each of its actions, one a
press of "Next computer move", is read from the live region as it is said.

``make test`` plays each game once, each in another language, MAGDAGDON on a phone;
``CUBIRI_FULL_MATRIX=1`` plays each in every language.
"""

from __future__ import annotations

import json
import re

import drivers
import pytest
import matrix
from playwright.sync_api import expect

from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.magikaboom import MagikaboomGame, SimpleBot
from cubiri_panel.magikaboom import Phase as MagikaboomPhase
from cubiri_panel.mishimash import MishimashGame, ThresholdBot
from cubiri_panel.ui.magikaboom.words import ingredient_name
from cubiri_panel import registry
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magdagdon.display import Selection, hint
from cubiri_panel.ui.magdagdon.words import done_text
from cubiri_panel.ui.magikaboom.words import event_line
from cubiri_panel.ui.mishimash.words import entry, wording
from cubiri_panel.ui.players import shown_names
from ui.mishimash.taps import taps

pytestmark = pytest.mark.browser
LOOK = 20_000
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
SLICE = [("magdagdon", "lv", PHONE), ("mishimash", "es", DESKTOP), ("magikaboom", "it", DESKTOP)]
FULL_CASES = [(game, lang, DESKTOP) for game in ("magdagdon", "mishimash", "magikaboom") for lang in LANGUAGES]
CASES = FULL_CASES if matrix.FULL else SLICE
# Each game's seed: MISHIMASH's plays its 200 points in 31 moves, with busts, a MISHIMASH and banks.
SEEDS = {"magdagdon": 3, "mishimash": 387, "magikaboom": 3}
ENGINES = {"magdagdon": MagdagdonGame, "mishimash": MishimashGame, "magikaboom": MagikaboomGame}
DIE_STATES = ("die", "die_selected", "die_prepared", "die_highlighted")
# What pressing an available die does, in each game (its name ends with it).
PRESS = {"magdagdon": "choose", "mishimash": "set_aside", "magikaboom": "cauldron"}


class Player:
    """Plays on ``page`` by roles and names, in ``lang``; checks the live region after each action."""

    def __init__(self, page, game: str, lang: str):
        self.page, self.game, self.t = page, game, Translator(lang)
        self.key = f"cubiri/v1/game/{game}"
        # The page's live region: the one status region of a game page with no notice shown.
        self.region = page.get_by_role("status").last
        self.said = 0

    def button(self, name: str):
        return self.page.get_by_role("button", name=name, exact=True)

    def die(self, n: int, value: str):
        """The pressable die ``n`` (1-based) showing ``value``, its name saying what pressing it
        does (MISHIMASH's scoring dice are highlighted, the others not)."""
        names = "|".join(re.escape(self.named(f"common.a11y.{key}", PRESS[self.game], n=n, value=value))
                         for key in DIE_STATES)
        return self.page.get_by_role("button", name=re.compile(f"^({names})$"), disabled=False)

    def chosen_die(self, n: int, value) -> None:
        """Check that die ``n`` is now chosen, and says that pressing it again puts it back."""
        name = self.named("common.a11y.die_selected", "put_back", n=n, value=value)
        expect(self.page.get_by_role("button", name=name, exact=True)).to_be_visible()

    def named(self, key: str, action: str, **args) -> str:
        return self.t("access.dice.does", label=self.t(key, **args), action=self.t(f"access.dice.{action}"))

    def saved(self) -> str | None:
        return self.page.evaluate("key => localStorage.getItem(key)", self.key)

    def position(self):
        return ENGINES[self.game].from_dict(json.loads(self.saved()))

    def start(self, gesture) -> None:
        """Make ``gesture`` (start a game), wait for the page to save the new game, and check
        that the live region says a new game starts (and what happened since: a computer's
        first action)."""
        before = self.saved()
        gesture()
        self.page.wait_for_function("([key, before]) => localStorage.getItem(key) !== before",
                                    arg=[self.key, before], timeout=LOOK)
        game = self.position()
        opening = self.t("access.opening.started", game=registry.get(self.game).title)
        expect(self.region).to_have_text(" ".join([opening, self.expected(None, game)]).strip(), timeout=LOOK)

    def act(self, gesture) -> None:
        """Make ``gesture`` (one action of the game), wait for the page to save it, and check that
        the live region says it."""
        before = self.saved()
        old = ENGINES[self.game].from_dict(json.loads(before)) if before else None
        gesture()
        self.page.wait_for_function("([key, before]) => localStorage.getItem(key) !== before",
                                    arg=[self.key, before], timeout=LOOK)
        game = self.position()
        expect(self.region).to_have_text(self.expected(old, game), timeout=LOOK)
        self.said += 1

    def expected(self, old, game) -> str:
        t = self.t
        if self.game == "magdagdon":
            key, args = hint(game, Selection())
            return " ".join(f"{done_text(game, t)} {t(key, **args)}".split())
        new = game.log[len(old.log) if old else 0:]
        if self.game == "mishimash":
            lines = [wording(entry(event, list(game.players)), t) for event in new]
        else:
            lines = [event_line(event, shown_names(game.players, t), t) for event in new]
        return " ".join(" ".join(lines).split())


def cell_name(t, row: int, col: int, shown: str) -> str:
    return t("common.a11y.cell", row=row + 1, col=col + 1, value=shown)


def accessibility_snapshot(player: Player, die: int, value: int, lit) -> str:
    """Playwright's accessibility snapshot of the dice tray and the board, a die chosen: the
    tray and the board are named groups; the chosen die a pressed button saying so; the cell to
    press a button naming what pressing it does."""
    t, page = player.t, player.page
    tray = page.get_by_role("group", name=t("common.a11y.dice"), exact=True).first.aria_snapshot()
    chosen = player.named("common.a11y.die_selected", "put_back", n=die, value=value)
    assert re.search(rf'button "{re.escape(chosen)}".*\[pressed\]', tray), tray
    board = page.get_by_role("group", name=t("common.a11y.board"), exact=True).first.aria_snapshot()
    assert f'button "{lit.get_attribute("aria-label")}"' in board, board
    return tray + board


def play_magdagdon(player: Player) -> None:
    t, page = player.t, player.page
    snapshots: list[str] = []
    expect(player.button(t("magdagdon.buttons.roll"))).to_be_enabled(timeout=LOOK)
    page.wait_for_function("key => localStorage.getItem(key) !== null", arg=player.key, timeout=LOOK)
    started = t("access.opening.started", game="MAGDAGDON")
    expect(player.region).to_have_text(f"{started} {t('magdagdon.hint.roll', turn=1)}", timeout=LOOK)
    reloaded = False
    while True:
        game = player.position()
        if game.is_over:
            return
        if game.turn == 2 and not reloaded:     # back after a reload: the game is said to be resumed
            reloaded = True
            page.reload()
            key, args = hint(game, Selection())
            resumed = t("access.opening.resumed", game="MAGDAGDON")
            expect(player.region).to_have_text(f"{resumed} {t(key, **args)}", timeout=LOOK)
            continue
        actions = {}
        for action in game.legal_actions():
            actions.setdefault(action.kind, action)
        if "roll" in actions:
            player.act(lambda: player.button(t("magdagdon.buttons.roll")).click())
        elif "accept_magdagdon" in actions:
            action = actions["accept_magdagdon"]
            empty = cell_name(t, action.row, action.col, t("common.a11y.empty"))
            page.get_by_role("button", name=t("common.a11y.legal_ruin", label=empty), exact=True).click()
            player.act(lambda: player.button(t("magdagdon.buttons.accept")).click())
        elif "confirm" in actions:
            player.act(lambda: player.button(t("magdagdon.buttons.confirm")).click())
        else:
            action, value = actions["place"], game.dice[actions["place"].die]
            player.die(action.die + 1, str(value)).click()
            player.chosen_die(action.die + 1, value)
            empty = cell_name(t, action.row, action.col, t("common.a11y.empty"))
            lit = page.get_by_role("button", name=t("access.names.place_here", label=empty, value=value), exact=True)
            if not snapshots:       # once: the tray and the board as the accessibility tree has them
                snapshots.append(accessibility_snapshot(player, action.die + 1, value, lit))
            player.act(lambda: lit.click())


def play_mishimash(player: Player) -> None:
    t, page, bot = player.t, player.page, ThresholdBot()
    seats = page.get_by_role("combobox", name=t("mishimash.setup.seats"))
    expect(seats).to_be_enabled(timeout=LOOK)
    seats.select_option(label="1")
    # The quick choice is named by its target, then the turns it takes ("200 about 19 turns").
    page.get_by_role("button", name=re.compile(r"^200\s")).click()
    player.start(lambda: player.button(t("mishimash.buttons.start")).click())
    while True:
        game = player.position()
        if game.is_over:
            return
        action = bot.choose(game)
        if action.kind == "take":
            for die in taps(game.dice, action.dice):
                player.die(die + 1, str(game.dice[die])).click()
                player.chosen_die(die + 1, game.dice[die])
            game.apply(action)
            action = bot.choose(game)       # the take goes with the ROLL or BANK pressed after it
        player.act(lambda: player.button(t(f"mishimash.buttons.{action.kind}")).click())


def play_magikaboom(player: Player) -> None:
    """Against the set-up's computer (seat 2), at the step-by-step pace chosen in the settings."""
    t, page, bot = player.t, player.page, SimpleBot()
    expect(page.get_by_role("combobox", name=t("magikaboom.setup.kind", n=2))).to_be_enabled(timeout=LOOK)
    settings = player.button(t("common.menu.settings"))
    settings.click()
    page.get_by_role("combobox", name=t("common.settings.speed")).select_option(label=t("access.pace.step"))
    settings.click()
    player.start(lambda: player.button(t("magikaboom.setup.start")).click())
    computer_actions = 0
    while True:
        game = player.position()
        if game.is_over:
            assert computer_actions > 5
            return
        if game.is_computer_turn:
            computer_actions += 1
            player.act(lambda: player.button(t("access.pace.next")).click())
            continue
        action = bot.choose(game)
        if action.kind == "keep":
            die = player.die(action.die + 1, ingredient_name(int(game.rolled[action.die]), t))
            player.act(lambda: die.click())
        elif action.kind == "stop":
            player.act(lambda: player.button(t("magikaboom.stop")).click())
        else:
            label = t("magikaboom.roll") if game.phase is MagikaboomPhase.ROLL else t("magikaboom.continue")
            player.act(lambda: player.button(label).click())


PLAYS = {"magdagdon": play_magdagdon, "mishimash": play_mishimash, "magikaboom": play_magikaboom}


@pytest.mark.parametrize(("game", "lang", "device"), CASES,
                         ids=[f"{g}-{lang}-{'phone' if d is PHONE else 'desktop'}" for g, lang, d in CASES])
def test_a_whole_game_by_role_and_name_with_every_action_announced(browser, served, game, lang, device):
    context = browser.new_context(**device)
    try:
        page = context.new_page()
        drivers.of(game)(page).open(served, lang=lang, seed=SEEDS[game])
        player = Player(page, game, lang)
        PLAYS[game](player)
        final = player.position()
        assert final.is_over and player.said > 10
    finally:
        context.close()

"""The three games by keyboard alone: Tab to a control, Enter or Space to press it.

Each test plays a whole seeded game without a click: the moves come from the engine replaying
the same seed (as in the other browser tests), and the keyboard reaches each control by Tab.
At every stop the focused control must show the focus ring (solid, at least 3 px, in the
focus colours: never the dashed ring that marks a lit cell), and after ROLL the focus must be
on the first die that can be pressed. After "Skip to my turn" (which then hides) the focus
must be on ROLL.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import drivers
import pytest
from drivers.magdagdon import MagdagdonDriver
from playwright.sync_api import expect

from cubiri_panel.magdagdon import AcceptMagdagdon, Confirm, MagdagdonGame, Place, RandomPlayer, Roll
from cubiri_panel.magikaboom import MagikaboomGame, SimpleBot
from cubiri_panel.magikaboom import Phase as MagikaboomPhase
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.magikaboom.table import log_window
from cubiri_panel.ui.magikaboom.words import event_line
from ui.mishimash.taps import taps

pytestmark = pytest.mark.browser

LOOK = 20_000
MOST_TABS = 80
NAMES = ["Ana", "Ben"]
FOCUS_COLOURS = {"rgb(29, 78, 216)", "rgb(59, 130, 246)", "rgb(255, 255, 255)"}

# The focused element, deep in the shadow roots Panel draws components in: its classes, its
# hosts' classes (a button's hook, cubiri-roll, sits on the host of its shadow root), and the
# ring it shows (a die draws its ring on its face).
FOCUSED = """() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  const classes = [];
  for (let p = el; p; p = p.parentElement || (p.getRootNode() && p.getRootNode().host)) {
    if (typeof p.className === "string") classes.push(...p.className.split(" ").filter(Boolean));
  }
  const ringed = el.classList.contains("cubiri-die") ? el.querySelector(".face") : el;
  const s = getComputedStyle(ringed);
  return {classes, tag: el.tagName.toLowerCase(), outline: [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor],
          shadow: s.boxShadow, matches: el.matches(":focus-visible")};
}"""


def focused(page):
    return page.evaluate(FOCUSED)


def ring_problem(info) -> str | None:
    """Why the focused control's ring is not a clear focus ring, or None."""
    style, width, colour = info["outline"]
    if not info["matches"]:
        return "not :focus-visible"
    if style != "solid" or width < 3 or colour not in FOCUS_COLOURS:
        return f"outline {style} {width}px {colour}"
    return None


class Keyboard:
    """Tab, Enter and Space on a page, checking the focus ring at every stop."""

    def __init__(self, page):
        self.page, self.tabs, self.rings = page, 0, []

    def tab_to(self, hook: str, also: str | None = None) -> None:
        """Press Tab until the focus is on ``hook`` (a class on the control or its host), and,
        with ``also``, on an element that also has that class."""
        # A control drawn after a slow server round trip is not in the Tab order yet: wait for it.
        ready = f".{hook}:not([disabled]):visible, .{hook} :is(button, input, select):not([disabled]):visible"
        self.page.locator(ready).first.wait_for(state="attached", timeout=LOOK)
        for _ in range(MOST_TABS):
            self.page.keyboard.press("Tab")
            self.tabs += 1
            info = focused(self.page)
            if info is None:
                continue
            problem = ring_problem(info)
            if problem:
                self.rings.append(f"{info['tag']}.{'.'.join(info['classes'][:4])}: {problem}")
            if hook in info["classes"] and (also is None or also in info["classes"]):
                return
        raise AssertionError(f"{MOST_TABS} Tabs did not reach {hook} {also or ''}")

    def press(self, hook: str, key: str = "Enter", also: str | None = None) -> None:
        self.tab_to(hook, also)
        self.page.keyboard.press(key)

    def to_cell(self, row: int, col: int) -> None:
        """Tab to the MAGDAGDON board (one stop: the cell that takes the Tab), then the arrow
        keys to the cell at ``row``, ``col``."""
        self.tab_to("cubiri-cell")
        at = next(c for c in focused(self.page)["classes"] if re.fullmatch(r"cubiri-cell-\d-\d", c))
        r, c = int(at[-3]), int(at[-1])
        for key, count in (("ArrowDown", row - r), ("ArrowUp", r - row), ("ArrowRight", col - c), ("ArrowLeft", c - col)):
            for _ in range(max(0, count)):
                self.page.keyboard.press(key)
        assert self.focus_is_on(f"cubiri-cell-{row}-{col}"), focused(self.page)

    def focus_is_on(self, hook: str) -> bool:
        info = focused(self.page)
        return info is not None and hook in info["classes"]


def open_page(page, served, game, **query):
    return drivers.of(game)(page).open(served, **query)


# -- MAGDAGDON --------------------------------------------------------------------------------

def test_magdagdon_whole_game_by_keyboard(page, served, laptop, screenshot):
    page.set_viewport_size(laptop)
    open_page(page, served, "magdagdon", seed=7)
    keys, game, player = Keyboard(page), MagdagdonGame(seed=7), RandomPlayer(3)
    status = page.locator(".cubiri-status")

    def shows(game):
        expect(status).to_have_attribute("data-position", MagdagdonDriver.position(game), timeout=LOOK)

    used_power = False
    while not game.is_over:
        action = player.choose(game)
        if isinstance(action, Roll):
            keys.press("cubiri-roll")
            game.apply(action)
            shows(game)
            if game.phase.value == "place":
                expect(page.locator(".cubiri-die-0")).to_be_focused()   # ROLL gone: on to the dice
            if not used_power and game.powers_left and game.phase.value == "place":
                # A Majda Power by keyboard: the focused first die chosen with Space, then +1 or -1.
                page.keyboard.press("Space")
                expect(page.locator(".cubiri-die-0")).to_have_class(re.compile(r"\bis-selected\b"))
                delta = 1 if game.dice[0] < 6 else -1
                keys.press("cubiri-plus" if delta == 1 else "cubiri-minus")
                game.adjust(0, delta)
                shows(game)
                keys.press("cubiri-die-0", "Space")   # let the die go again
                expect(page.locator(".cubiri-die-0")).not_to_have_class(re.compile(r"\bis-selected\b"))
                used_power = True
        elif isinstance(action, Place):
            keys.press(f"cubiri-die-{action.die}", "Space")
            expect(page.locator(f".cubiri-die-{action.die}")).to_have_class(re.compile(r"\bis-selected\b"))
            expect(page.locator(f".cubiri-cell-{action.row}-{action.col}")).to_be_enabled()
            keys.to_cell(action.row, action.col)
            page.keyboard.press("Enter")
            game.apply(action)
            shows(game)
        elif isinstance(action, Confirm):
            keys.press("cubiri-confirm")
            game.apply(action)
            shows(game)
        elif isinstance(action, AcceptMagdagdon):
            keys.to_cell(action.row, action.col)
            page.keyboard.press("Space")
            expect(page.locator(".cubiri-accept-magdagdon button")).to_be_enabled()
            keys.press("cubiri-accept-magdagdon")
            game.apply(action)
            shows(game)
        else:
            raise AssertionError(f"no keyboard path for {action}")
    assert used_power
    expect(page.locator(".cubiri-end")).to_be_visible()
    expect(page.locator(".cubiri-final-score")).to_have_text(str(game.score))
    keys.press("cubiri-play-again")
    expect(page.locator(".cubiri-roll button")).to_be_enabled()
    assert not keys.rings, "\n".join(sorted(set(keys.rings)))
    screenshot(page, "keyboard-magdagdon-end")


# Every state the board draws a cell in, each a cell a keyboard can reach.
CELL_STATES = ["", "is-legal", "is-prepared", "is-suggested", "is-ruin", "is-legal is-ruin"]
BOARD_CSS = Path(__file__).resolve().parents[2] / "cubiri_panel" / "ui" / "js" / "board.css"


@pytest.mark.parametrize("mode", ["", "mode-ruin"])
def test_a_focused_cell_shows_the_focus_ring_in_every_state_the_board_draws(page, mode):
    """The focus ring is drawn over every mark a cell can carry: the lit cells, the prepared
    one, the hint, and in a ruin's turn the cell chosen to become the ruin, whose own solid
    ring would otherwise take the focus ring's place."""
    cells = "".join(f'<button class="cubiri-cell {state}">{state or "empty"}</button>' for state in CELL_STATES)
    page.set_content(f"<style>{BOARD_CSS.read_text()}</style><div class='cubiri-board {mode}'>{cells}</div>")
    for state in CELL_STATES:
        page.keyboard.press("Tab")
        info = focused(page)
        assert info and ring_problem(info) is None, (mode, state, info)


# -- MISHIMASH --------------------------------------------------------------------------------

def test_mishimash_whole_game_by_keyboard(page, served, laptop, screenshot):
    page.set_viewport_size(laptop)
    open_page(page, served, "mishimash", seed=332)  # 13 turns to 300: three busts, a MISHIMASH
    keys = Keyboard(page)
    # The set-up: one seat, a short target.
    keys.tab_to("cubiri-seats")
    page.keyboard.press("Home")
    expect(page.locator(".cubiri-seat-name-1")).to_be_hidden()
    keys.tab_to("cubiri-target")
    page.keyboard.press("Control+A")
    page.keyboard.type("300")
    keys.press("cubiri-start")
    game = MishimashGame(players=["Player 1"], target=300, seed=332)
    scores = page.locator(".cubiri-score tbody tr")
    while not game.is_over:
        turns = game.turns[0]
        keys.press("cubiri-roll")
        game.roll()
        if game.turns[0] > turns:   # a bust: the turn is over
            expect(scores.first).to_contain_text(str(int(game.scores[0])))
            continue
        while game.turns[0] == turns:
            dice = page.locator(".cubiri-die")
            expect(dice.first).to_have_attribute("aria-label", re.compile(rf"\b{game.dice[0]}\b"), timeout=LOOK)
            expect(page.locator(".cubiri-die-0")).to_be_focused()   # after ROLL: on the dice
            option = game.takes()[0]
            for i in taps(game.dice, option.indices):
                keys.press(f"cubiri-die-{i}", "Space")
                expect(page.locator(f".cubiri-die-{i}")).to_have_class(re.compile(r"\bis-selected\b"))
            game.take(list(option.indices))
            left = game.dice_in_hand
            then = "roll" if (left == 0 or left >= 3) and game.scores[0] + game.turn_points < game.target else "bank"
            keys.press(f"cubiri-{then}")
            getattr(game, then)()
            if then == "roll" and game.turns[0] > turns:
                break
        if not game.is_over:
            expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    end = page.locator(".cubiri-end")
    expect(end).to_be_visible(timeout=LOOK)
    expect(end).to_contain_text(f"{game.turns[0]}")
    keys.press("cubiri-play-again")
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    assert not keys.rings, "\n".join(sorted(set(keys.rings)))
    screenshot(page, "keyboard-mishimash")


# -- MAGIKABOOM -------------------------------------------------------------------------------

def test_magikaboom_whole_game_by_keyboard(page, served, laptop, screenshot):
    page.set_viewport_size(laptop)
    open_page(page, served, "magikaboom", seed=85)  # 58 moves: four potions, three explosions
    keys = Keyboard(page)
    # The set-up: two people (the second seat's kind menu by arrow keys), named by typing.
    for seat, name in enumerate(NAMES):
        keys.tab_to(f"cubiri-seat-name-{seat}")
        page.keyboard.press("Control+A")
        page.keyboard.type(name)
    keys.tab_to("cubiri-seat-kind-1")
    page.keyboard.press("Home")
    expect(page.locator(".cubiri-seat-kind-1 select")).to_have_value(Translator("en")("common.players.person"))
    keys.press("cubiri-start")
    expect(page.locator(".cubiri-table")).to_be_visible(timeout=LOOK)
    game = MagikaboomGame(players=NAMES, computers={}, seed=85)
    bot, t = SimpleBot(), Translator("en")
    log = page.locator(".cubiri-log li")
    while not game.is_over:
        action = bot.choose(game)
        if action.kind == "roll":
            keys.press("cubiri-roll")
        elif action.kind == "keep":
            keys.press(f"cubiri-die-{action.die}")
        else:
            keys.press("cubiri-stop")
        game.apply(action)
        # The page has caught up when its log reads as the engine's.
        expected = [event_line(e, game.players, t) for e in log_window(game.log)[0]]
        expect(log).to_have_text(expected, timeout=LOOK)
        if action.kind == "roll" and game.phase is MagikaboomPhase.KEEP:
            expect(page.locator("button.cubiri-die-0")).to_be_focused()   # after ROLL: on the dice
    end = page.locator(".cubiri-end")
    expect(end).to_be_visible(timeout=LOOK)
    keys.press("cubiri-again")
    expect(page.locator(".cubiri-end")).to_be_hidden(timeout=LOOK)
    assert not keys.rings, "\n".join(sorted(set(keys.rings)))
    screenshot(page, "keyboard-magikaboom")


# -- Skip to my turn --------------------------------------------------------------------------

def _mishimash_turn_by_keyboard(page, keys):
    """The default table (a person, then a computer), seed 3: ROLL, take the engine's first
    take, BANK; the computer's turn begins."""
    game = MishimashGame(players=["Player 1", "Computer 2"], seed=3)
    game.roll()
    keys.press("cubiri-start")
    keys.press("cubiri-roll")
    expect(page.locator(".cubiri-die-0")).to_be_focused(timeout=LOOK)
    for die in taps(game.dice, game.takes()[0].indices):
        keys.press(f"cubiri-die-{die}", "Space")
        expect(page.locator(f".cubiri-die-{die}")).to_have_class(re.compile(r"\bis-selected\b"))
    keys.press("cubiri-bank")


def _magikaboom_turn_by_keyboard(page, keys):
    """The default table (a person, then a computer), seed 3: ROLL, keep the first die, STOP."""
    keys.press("cubiri-start")
    keys.press("cubiri-roll")
    expect(page.locator("button.cubiri-die-0")).to_be_focused(timeout=LOOK)
    page.keyboard.press("Enter")
    expect(page.locator(".cubiri-stop button")).to_be_enabled(timeout=LOOK)
    keys.press("cubiri-stop")


@pytest.mark.parametrize("name, turn", [("mishimash", _mishimash_turn_by_keyboard),
                                        ("magikaboom", _magikaboom_turn_by_keyboard)])
def test_skip_to_my_turn_hands_the_focus_to_roll(page, served, laptop, name, turn):
    # "Skip to my turn" is hidden once it has played: the focus must not stay on it (nor drop to
    # the top of the page), but go to the first control of the player's turn.
    page.set_viewport_size(laptop)
    open_page(page, served, name, seed=3)
    keys = Keyboard(page)
    turn(page, keys)
    expect(page.locator(".cubiri-skip button")).to_be_visible(timeout=LOOK)
    keys.press("cubiri-skip")
    expect(page.locator(".cubiri-skip button")).to_be_hidden(timeout=LOOK)
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    expect(page.locator(".cubiri-roll button")).to_be_focused(timeout=LOOK)
    assert ring_problem(focused(page)) is None, focused(page)
    assert not keys.rings, "\n".join(sorted(set(keys.rings)))


def test_the_arrow_keys_move_between_the_board_cells(page, served, laptop):
    """The MAGDAGDON board is one Tab stop (its first cell that can be pressed); the arrows move
    the focus between all 16 cells, Home and End to a row's ends, and Enter presses a cell."""
    page.set_viewport_size(laptop)
    open_page(page, served, "magdagdon", seed=7)
    keys, game = Keyboard(page), MagdagdonGame(seed=7)
    keys.press("cubiri-roll")
    game.roll()
    expect(page.locator(".cubiri-die-0")).to_be_focused(timeout=LOOK)
    page.keyboard.press("Space")                     # the first die chosen: its cells light up
    first = min(game.legal_cells_for(0))
    expect(page.locator(f".cubiri-cell-{first[0]}-{first[1]}")).to_have_class(re.compile(r"\bis-legal\b"))
    keys.tab_to("cubiri-cell")
    assert keys.focus_is_on(f"cubiri-cell-{first[0]}-{first[1]}"), focused(page)
    page.keyboard.press("Home")
    assert keys.focus_is_on(f"cubiri-cell-{first[0]}-0")
    page.keyboard.press("Control+Home")
    assert keys.focus_is_on("cubiri-cell-0-0")
    for key, cell in (("ArrowRight", "0-1"), ("ArrowDown", "1-1"), ("ArrowDown", "2-1"), ("ArrowLeft", "2-0"),
                      ("ArrowLeft", "2-0"), ("End", "2-3"), ("ArrowUp", "1-3"), ("Control+End", "3-3")):
        page.keyboard.press(key)
        assert keys.focus_is_on(f"cubiri-cell-{cell}"), (key, cell, focused(page))
        assert ring_problem(focused(page)) is None, focused(page)
    page.keyboard.press("Shift+Tab")                 # one stop: back out of the board at once
    assert not keys.focus_is_on("cubiri-cell")
    keys.to_cell(*first)
    page.keyboard.press("Enter")
    game.place(0, *first)
    expect(page.locator(f".cubiri-cell-{first[0]}-{first[1]}")).to_have_class(re.compile(r"\bis-prepared\b"), timeout=LOOK)


@pytest.mark.parametrize("switch, close", [("cubiri-rules-toggle", "cubiri-rules-close"),
                                           ("cubiri-settings-toggle", "cubiri-settings-close"),
                                           ("cubiri-highscores-open", "cubiri-highscores-close")])
def test_a_button_that_closes_what_it_is_in_gives_the_focus_back_to_the_switch(page, served, laptop, switch, close):
    """The rules' and settings' panels and the high scores' card go with the button that closed
    them: the focus goes back to what opened them, mid-game."""
    page.set_viewport_size(laptop)
    open_page(page, served, "magdagdon", seed=7)
    keys = Keyboard(page)
    keys.press("cubiri-roll")
    expect(page.locator(".cubiri-die-0")).to_be_focused(timeout=LOOK)   # a game in progress
    keys.press(switch)
    keys.press(close)
    expect(page.locator(f".{close}:visible")).to_have_count(0, timeout=LOOK)
    expect(page.locator(f".{switch} button")).to_be_focused(timeout=LOOK)
    assert ring_problem(focused(page)) is None, focused(page)


def test_reroll_and_its_cancel_give_the_focus_to_the_dice(page, served, laptop):
    """REROLL and its Cancel move between the powers and the dice: after each press the focus
    is on the first die to press (to reroll, or to place), with its ring."""
    page.set_viewport_size(laptop)
    open_page(page, served, "magdagdon", seed=7)
    keys = Keyboard(page)
    keys.press("cubiri-roll")
    die = page.locator(".cubiri-die-0")
    expect(die).to_be_focused(timeout=LOOK)
    keys.press("cubiri-reroll")                      # choosing dice to reroll
    expect(page.locator(".cubiri-reroll-cancel button:visible")).to_have_count(1, timeout=LOOK)
    expect(die).to_be_focused(timeout=LOOK)
    page.keyboard.press("Enter")                     # die 1 chosen
    keys.press("cubiri-reroll")                      # and rerolled
    expect(page.locator(".cubiri-reroll-cancel button:visible")).to_have_count(0, timeout=LOOK)
    expect(die).to_be_focused(timeout=LOOK)
    assert ring_problem(focused(page)) is None, focused(page)
    keys.press("cubiri-reroll")
    keys.press("cubiri-reroll-cancel")
    expect(page.locator(".cubiri-reroll-cancel button:visible")).to_have_count(0, timeout=LOOK)
    expect(die).to_be_focused(timeout=LOOK)


def test_review_this_game_gives_the_focus_to_the_review(page, served, storage, laptop, finished_game):
    """"Review this game" goes once pressed: the focus goes to the review just below it, named."""
    page.set_viewport_size(laptop)
    storage.prime(page, {"cubiri/v1/game/mishimash": json.dumps(finished_game("mishimash").to_dict())})
    open_page(page, served, "mishimash")
    Keyboard(page).press("cubiri-review-open")
    expect(page.locator(".cubiri-review-open button")).to_be_hidden(timeout=LOOK)
    # the first of the two headings: the focus's (the review's own title follows once it is drawn)
    expect(page.get_by_role("heading", name=Translator("en")("coach.review.title")).first).to_be_focused(timeout=LOOK)


@pytest.mark.parametrize("name", ["mishimash", "magikaboom"])
def test_new_table_gives_the_focus_to_start(page, served, laptop, name):
    page.set_viewport_size(laptop)
    open_page(page, served, name, seed=3)
    keys = Keyboard(page)
    keys.press("cubiri-start")
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    keys.press("cubiri-new-table" if name == "magikaboom" else "cubiri-new-game")
    expect(page.locator(".cubiri-start button")).to_be_focused(timeout=LOOK)


@pytest.mark.parametrize("asker, answer, back_on", [("cubiri-new-game", "cubiri-abandon-no", "cubiri-new-game"),
                                                    ("cubiri-daily", "cubiri-abandon-no", "cubiri-daily"),
                                                    ("cubiri-new-game", "cubiri-abandon-yes", "cubiri-roll")])
def test_answering_leave_the_game_puts_the_focus_where_play_goes_on(page, served, laptop, asker, answer, back_on):
    """The question before a new game drops the one in progress goes once answered: "no" gives
    the focus back to the button that asked (New game or Daily game), "yes" to the new game's
    ROLL, with its focus ring; never to the top of the page."""
    page.set_viewport_size(laptop)
    open_page(page, served, "magdagdon", seed=7)
    keys = Keyboard(page)
    keys.press("cubiri-roll")
    expect(page.locator(".cubiri-die-0")).to_be_focused(timeout=LOOK)   # a game in progress
    keys.press(asker)
    keys.press(answer)
    expect(page.locator(".cubiri-abandon-no button")).to_be_hidden(timeout=LOOK)
    expect(page.locator(f".{back_on} button")).to_be_focused(timeout=LOOK)
    assert ring_problem(focused(page)) is None, focused(page)


@pytest.mark.parametrize("name, answer", [("mishimash", "cubiri-abandon-no"), ("magikaboom", "cubiri-abandon-yes")])
def test_answering_a_links_question_gives_the_focus_to_roll(page, served, storage, laptop, name, answer):
    """A ``?seed=`` link met by a game in progress asks whether to leave it; either answer takes
    the question away, and the focus goes to ROLL (of the game kept, or of the link's game), not
    to the top of the page."""
    game = {"mishimash": MishimashGame, "magikaboom": MagikaboomGame}[name](players=["Ana", "Ben"], seed=7)
    for _ in range(2):   # a roll and the first die or dice kept: begun, and ROLL is Ana's to press
        game.apply(game.legal_actions()[0])
    page.set_viewport_size(laptop)
    storage.prime(page, {f"cubiri/v1/game/{name}": json.dumps(game.to_dict())})
    open_page(page, served, name, seed=42)
    expect(page.locator(".cubiri-question")).to_be_visible(timeout=LOOK)
    Keyboard(page).press(answer)
    expect(page.locator(".cubiri-question")).to_be_hidden(timeout=LOOK)
    expect(page.locator(".cubiri-roll button")).to_be_focused(timeout=LOOK)
    assert ring_problem(focused(page)) is None, focused(page)

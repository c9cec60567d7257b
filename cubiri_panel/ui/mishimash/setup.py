"""Setting the MISHIMASH table: 1-6 seats, each a name and a person or a computer level, and
the target.

The shared form (:class:`..table.setup.TableSetup`) with MISHIMASH's target: a quick choice of
the card's 1,000 and shorter games beside a free field, up to :data:`LONGEST_TARGET`. Each
quick choice says how many turns it takes, and a line under the field says it for the target in
the field: the turns a player alone needs on average, banking as soon as a turn holds
:data:`~cubiri_panel.mishimash.bots.BEST_THRESHOLD` points, as the default computer player does
(:func:`cubiri_panel.mishimash.game_length.expected_turns`). The set-up is remembered in the
browser as the table itself (``cubiri/v1/setup/mishimash``).
"""

from __future__ import annotations

import html
from typing import Any

import panel as pn

from ...mishimash import BOTS, MishimashGame
from ...mishimash.bots import BEST_THRESHOLD
from ...mishimash.facts import DEFAULT_TARGET, MAX_TARGET
from ...mishimash.game_length import expected_turns
from .. import theme
from ..i18n import Translator
from ..names import clean_name
from ..numbers import integer
from ..storage import PREFIX
from ..table import setup as table
from .styles import SETUP_CSS

SETUP_KEY = PREFIX + "setup/mishimash"
# The target field's step, and its own arrows hidden (the buttons beside it step it).
TARGET_STEP = 50
STEP_WIDTH = 76   # a step button and the gap before it: "−50" on one line
NO_SPIN_CSS = """
.bk-spin-btn { display: none !important; }
.bk-spin-wrapper > input { padding-right: 10px !important; }
"""
# A game for a first lesson: two players banking at 27 points play it in about 16 rounds (90% of
# games within 23; 20 turns each alone), some 15 to 20 minutes at a turn of 30 seconds or so,
# which leaves a 40-minute lesson the time to explain the rules and talk about the game. 300 is
# about 24 rounds (90% within 32), too long beside the explanations; 100, 8 rounds, is over
# before the choice to bank or roll on has come up often (benchmarks/bench_mishimash_length.py).
FIRST_LESSON_TARGET = 200
# The card's 1,000, and shorter games: a quick choice beside the free target field.
TARGETS = (FIRST_LESSON_TARGET, 300, 500, DEFAULT_TARGET)
# The largest target a table is set for: the longest game to it, six of the computer players
# slowest to bank ("cautious"), is some 18,500 actions, which its save (one letter an action)
# keeps well within the browser's limit for a game and within the engine's MAX_HISTORY
# (benchmarks/bench_saves.py measures it, tests/ui/mishimash/test_view.py holds it to that).
# The engine itself plays any target up to MAX_TARGET, so saved games and high scores with
# larger ones still load.
LONGEST_TARGET = 5_000
CHOICE_CSS = theme.BUTTON_CSS["secondary"] + """
.bk-btn-group { gap: 8px; flex-wrap: wrap; }
.bk-btn-group .bk-btn { border-radius: 12px !important; flex: 1 1 130px; padding: 6px 8px; white-space: pre-line; line-height: 1.25; }
.bk-btn.bk-active, .bk-btn.bk-active:hover:not([disabled]) { background: var(--cubiri-gold) !important; border-color: var(--cubiri-gold-dark) !important; }
"""


class TableSetup(table.TableSetup):
    """The MISHIMASH set-up card; its table has a ``"target"``."""

    GAME = "mishimash"
    BOTS = BOTS                   # cautious ... champion
    SEATS = MishimashGame.SEATS
    NAME_LENGTH = MishimashGame.NAME_LENGTH
    DEFAULT = {"seats": [{"name": "", "kind": "human"}, {"name": "", "kind": "threshold"}], "target": DEFAULT_TARGET}
    OPEN_SEAT = {"name": "", "kind": "threshold"}
    BUTTONS = ("mishimash.buttons.start", "mishimash.buttons.resume")

    @classmethod
    def from_saved(cls, data: Any) -> dict | None:
        if not (isinstance(data, dict) and isinstance(data.get("seats"), list)
                and 1 <= len(data["seats"]) <= cls.SEATS[1] and type(data.get("target")) is int
                and 1 <= data["target"] <= MAX_TARGET):
            return None
        seats = []  # a target above LONGEST_TARGET is kept: the field brings it down, and says so
        for seat in data["seats"]:
            if not (isinstance(seat, dict) and isinstance(seat.get("name"), str)
                    and len(seat["name"]) <= cls.NAME_LENGTH and seat.get("kind") in cls.kinds()):
                return None
            seats.append({"name": clean_name(seat["name"], cls.NAME_LENGTH), "kind": seat["kind"]})
        return {"seats": seats, "target": data["target"]}

    def saved_form(self) -> dict:
        return self.table()

    # -- the target ------------------------------------------------------------------------
    def build_extra(self) -> None:
        self.target_head = pn.pane.HTML(stylesheets=[SETUP_CSS], margin=(6, 0, 0, 0), sizing_mode="stretch_width")
        self.target_choice = pn.widgets.RadioButtonGroup(options=list(TARGETS), value=DEFAULT_TARGET,
                                                         css_classes=["cubiri-target-choice"], stylesheets=[CHOICE_CSS],
                                                         sizing_mode="stretch_width", max_width=340, margin=(4, 5))
        # No ``start`` nor ``end``: the browser would bring 0 up to 1 and a larger number down
        # without a word; the field's watcher does it, or refuses, and says why. A field of any
        # number, so that 2.5 reaches the watcher and is refused in words too.
        self.target = pn.widgets.FloatInput(value=DEFAULT_TARGET, step=TARGET_STEP,
                                          css_classes=["cubiri-target"], stylesheets=[theme.SELECT_CSS, NO_SPIN_CSS],
                                          sizing_mode="stretch_width", max_width=340 - 2 * STEP_WIDTH)
        # The field's own step arrows are small and nameless: two named buttons of a finger's size
        # step it instead (the arrow keys still step it from the keyboard).
        step = dict(kind="secondary", width=STEP_WIDTH - 4, margin=(22, 0, 5, 4), align="start")
        self.target_down = theme.action_button(f"−{TARGET_STEP}", "cubiri-target-down", **step)
        self.target_up = theme.action_button(f"+{TARGET_STEP}", "cubiri-target-up", **step)
        self.target_down.on_click(lambda _: self._step_target(-TARGET_STEP))
        self.target_up.on_click(lambda _: self._step_target(TARGET_STEP))
        self.target_cap = pn.pane.HTML(stylesheets=[SETUP_CSS], margin=(0, 0, 4, 0), sizing_mode="stretch_width",
                                       css_classes=["cubiri-target-cap"], visible=False)
        self.target_refused = pn.pane.HTML(stylesheets=[SETUP_CSS], margin=(0, 0, 4, 0), sizing_mode="stretch_width",
                                           css_classes=["cubiri-target-refused"], visible=False)
        self.target_turns = pn.pane.HTML(stylesheets=[SETUP_CSS], margin=(0, 0, 4, 0), sizing_mode="stretch_width",
                                         css_classes=["cubiri-target-turns"])
        self.target_choice.param.watch(self._choose_target, "value")
        self.target.param.watch(self._show_target_choice, "value")
        self.edits.watch(self.target, "value")

    def extra_parts(self) -> list:
        field = pn.Row(self.target, self.target_down, self.target_up, margin=0, sizing_mode="stretch_width")
        return [self.target_head, self.target_choice, field, self.target_turns, self.target_cap, self.target_refused]

    def target_value(self) -> int | None:
        """The target in the field if it is one a table is set for (a whole number of points
        from 1 to :data:`LONGEST_TARGET`), else ``None``: the field says why, and Start waits."""
        value = self.target.value
        if isinstance(value, (int, float)) and not isinstance(value, bool) and float(value).is_integer() \
                and 1 <= value <= LONGEST_TARGET:
            return int(value)
        return None

    def extra_table(self) -> dict:
        # Start is held back while the field is refused: this target is the one on show.
        return {"target": self.target_value() or DEFAULT_TARGET}

    def load_extra(self, table: dict) -> None:
        self.target.value = table["target"]

    def label_extra(self, t: Translator) -> None:
        note = t("mishimash.setup.target_note", short=integer(FIRST_LESSON_TARGET, t.lang),
                 points=integer(BEST_THRESHOLD, t.lang))
        self.target_head.object = (f"<p class='cubiri-target-head'><strong>{html.escape(t('mishimash.setup.target_choice'))}"
                                   f"</strong><br><span class='cubiri-muted'>{html.escape(note)}</span></p>")
        # each on two lines (the buttons keep the line break): the target, then its turns
        self.target_choice.options = {f"{integer(n, t.lang)}\n{t('mishimash.setup.about_turns', turns=turns_about(n, t.lang))}": n
                                      for n in TARGETS}
        self._show_turns()
        self.target.name = t("mishimash.setup.target")
        most = integer(LONGEST_TARGET, t.lang)
        self.target_cap.object = f"<p class='cubiri-muted' role='status'>{html.escape(t('mishimash.setup.target_cap', most=most))}</p>"
        self.target_refused.object = (f"<p class='cubiri-refused' role='alert'>"
                                      f"{html.escape(t('tables.target_refused', most=most))}</p>")

    def _step_target(self, step: int) -> None:
        current = self.target_value() or DEFAULT_TARGET
        self.target.value = max(1, current + step)

    def _choose_target(self, event) -> None:
        if event.new is not None:
            self.target.value = event.new

    def _show_target_choice(self, event) -> None:
        """A target typed in the field lights its quick choice, or none. One above
        :data:`LONGEST_TARGET` is brought down to it, and the field says why until another
        target is chosen."""
        whole = isinstance(event.new, (int, float)) and float(event.new).is_integer()
        if whole and event.new > LONGEST_TARGET:
            self.target_cap.visible = True
            self.target.value = LONGEST_TARGET
            return
        if event.new != LONGEST_TARGET:
            self.target_cap.visible = False
        target = self.target_value()
        # 0, -5, 2.5 or an empty field: refused beside the field, and no game starts on it.
        self.target_refused.visible = target is None
        self.refuse_start(target is None)
        self.target_choice.value = target if target in TARGETS else None
        self._show_turns()

    def _show_turns(self) -> None:
        """The turns the target in the field takes, under it; nothing while it is refused."""
        target = self.target_value()
        if target is None:
            self.target_turns.object = ""
            return
        t = Translator(self.lang)
        words = t("mishimash.setup.target_turns", target=integer(target, t.lang), turns=turns_about(target, t.lang))
        self.target_turns.object = f"<p class='cubiri-muted' aria-live='polite'>{html.escape(words)}</p>"


def turns_about(target: int, lang: str) -> str:
    """The mean turns a player alone needs to bank ``target`` (the module text says whose),
    to the nearest turn, as ``lang`` writes numbers."""
    return integer(round(expected_turns(target)), lang)

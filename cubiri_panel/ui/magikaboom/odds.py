"""The MAGIKABOOM odds panel: exact numbers for the position on the table, from the engine.

* choosing between STOP and CONTINUE: the chance that continuing explodes, the points of
  stopping now and the expected points of continuing (then playing on at best), and the expert
  computer's race values (effects, other hats and the end of the game counted);
* choosing the die to keep: the expected points of each choice;
* before the first roll: what a whole turn is worth, and why that roll is safe;
* always, for the player to move: the chance of winning the game from here, playing to win
  (:func:`~cubiri_panel.magikaboom.solvers.race_chances.win_chance`: the solved race with two players, the
  model's estimate with more, which a folded paragraph explains).

The odds are the player to move's: "you" on a person's turn, the computer's name on its own
(:mod:`..whose_odds`). The expert's race values are another quantity than potion points, so
their rows say so ("Race value of …") under a line saying what a race value is.

One HTML pane, built once; ``update`` rewrites its text. Nothing is computed while the panel is
switched off.
"""

from __future__ import annotations

import html
from fractions import Fraction

import panel as pn

from cubiri_panel.magikaboom import (MagikaboomGame, Phase, decision_odds, decision_values, keep_odds,
                                     keep_values, turn_points)
from cubiri_panel.magikaboom.solvers.race_chances import exact, win_chance

from .. import solved_tables
from .words import ingredient_name
from ..i18n import Translator
from ..odds import ODDS_CSS, chance, expected
from ..updates import assign as put
from ..whose_odds import MODEL_CSS, label, named_mover, model_explained


class OddsPanel:
    def __init__(self):
        self.pane = pn.pane.HTML("", stylesheets=[ODDS_CSS + MODEL_CSS], sizing_mode="stretch_width", margin=0,
                                 css_classes=["cubiri-odds-magikaboom"])
        self._asked = None  # what the panel was last asked to show, drawn again when the tables come

    def update(self, game: MagikaboomGame | None, t: Translator, shown: bool, watched: bool = False) -> None:
        """Show ``game``'s odds if the panel is ``shown``; ``watched``: in a replay, where no
        seat is the viewer's."""
        if not shown:
            return
        self._asked = (game, t, watched)
        put(self.pane, object=self.render(game, t, watched))

    def _tables_arrived(self) -> None:
        put(self.pane, object=self.render(*self._asked))

    @staticmethod
    def _row(label: str, value: str, cls: str = "") -> str:
        return (f'<tr class="{cls}"><td>{html.escape(label)}</td>'
                f'<td class="num frac">{html.escape(value)}</td></tr>')

    @staticmethod
    def _sentence_row(label: str, value: str, cls: str = "") -> str:
        """A row whose value is a sentence: under its label, across the table."""
        return (f'<tr class="{cls} says"><td colspan="2">{html.escape(label)}</td></tr>'
                f'<tr class="{cls} said"><td colspan="2">{html.escape(value)}</td></tr>')

    def render(self, game: MagikaboomGame | None, t: Translator, watched: bool = False) -> str:
        parts = [f'<h3>{html.escape(t("common.odds.title"))}</h3>',
                 f'<p class="cubiri-muted">{html.escape(t("common.odds.intro"))}</p>']
        if game is None or game.is_over:
            key = "magikaboom.odds.waiting" if game is None else "common.odds.none"
            return "".join(parts) + f"<p>{html.escape(t(key))}</p>"
        rows, race, notes, explained = [], [], [], ""
        phase, seat, scores = game.phase, game.current_player, game.scores
        mover = named_mover(game, t, watched)

        def said(key: str) -> str:
            return label(t, "magikaboom", key, mover)
        if phase is Phase.ROLL:
            rows.append(self._row(t("magikaboom.odds.turn"), expected(turn_points(), t.lang)))
            notes.append(t("magikaboom.odds.first_roll"))
        elif phase is Phase.KEEP:
            values = keep_odds(game.cauldron, game.rolled)
            for i, (die, value) in enumerate(zip(game.rolled, values)):
                rows.append(self._row(t("magikaboom.odds.keep", n=i + 1, ingredient=ingredient_name(die, t)),
                                      expected(value, t.lang)))
            for i, (die, value) in enumerate(zip(game.rolled, keep_values(game.cauldron, game.rolled, scores, seat))):
                race.append(self._row(t("odds.race.keep", n=i + 1, ingredient=ingredient_name(die, t)),
                                      expected(value, t.lang)))
        elif phase is Phase.STOP_OR_CONTINUE:
            odds = decision_odds(game.cauldron, game.held)
            if odds.explosion is not None:
                rows.append(self._row(said("explosion"), chance(odds.explosion, t), "boom"))
            rows.append(self._row(said("stop"), expected(odds.stop, t.lang)))
            if odds.go_on is not None:
                rows.append(self._row(said("continue"), expected(odds.go_on, t.lang)))
                notes.append(t(f"magikaboom.odds.best_{odds.best}"))
            stop, go_on = decision_values(game.cauldron, game.held, scores, seat)
            race.append(self._row(t("magikaboom.odds.race_stop"), expected(stop, t.lang)))
            if go_on is not None:
                race.append(self._row(t("magikaboom.odds.race_continue"), expected(go_on, t.lang)))
        # The chance of winning reads the solved race, which the static site fetches once the
        # game is live: until then the row says it is on its way.
        win = win_chance(game) if solved_tables.when_ready(game, self._tables_arrived) else None
        if win is None and not solved_tables.ready(game):
            rows.append(self._sentence_row(said("win"), t("solved.win"), "win"))
        if win is not None:
            # the table's values are rounded floats: never "impossible" or "certain"
            shown = chance(Fraction(win), t, estimate=True)
            solved = exact(game)
            how = "magikaboom.odds.win_solved" if solved else "magikaboom.odds.win_model"
            rows.append(self._sentence_row(said("win"), t(how, chance=shown), "win"))
            explained = "" if solved else model_explained(t, "magikaboom")
        parts.append(f'<table class="cubiri-odds-table">{"".join(rows)}</table>')
        parts += [f"<p>{html.escape(n)}</p>" for n in notes]
        parts.append(f'<p class="cubiri-muted">{html.escape(t("magikaboom.odds.note"))}</p>{explained}')
        if race:
            parts += [f'<h3>{html.escape(t("magikaboom.odds.race_title"))}</h3>',
                      f'<p class="cubiri-race-label">{html.escape(said("race_note"))}</p>',
                      f'<table class="cubiri-odds-table">{"".join(race)}</table>']
        return "".join(parts)

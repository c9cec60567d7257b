"""The MISHIMASH table in play: the play panel (:mod:`.play`), the scores and the log beside it
(:mod:`.scoreboard`), and the end of the game (:mod:`.end_screen`) in its place once it is over.

Every widget is built once; :meth:`Table.draw` sets their params from the game. The view sets
the callbacks (``on_die``, ``on_roll``, ``on_bank``, ``on_skip``, ``on_again``, ``on_new_table``).
"""

from __future__ import annotations

from collections.abc import Callable

from ...mishimash import MishimashGame, MishimashHighScores
from ..i18n import Translator
from .end_screen import EndCard
from .play import PlayPanel
from .scoreboard import TableCard


def _nothing(*_) -> None:
    pass


class Table:
    """The play area: ``layout`` holds the end card, the play panel and the table card."""

    def __init__(self):
        self.play, self.cards, self.end = PlayPanel(), TableCard(), EndCard()
        self.on_die: Callable[[int], None] = _nothing
        self.on_roll = self.on_bank = self.on_skip = self.on_again = self.on_new_table = _nothing
        self.play.tray.on_click(lambda index: self.on_die(index))
        for button, name in ((self.play.roll, "on_roll"), (self.play.bank, "on_bank"), (self.play.skip, "on_skip"),
                             (self.end.play_again, "on_again"), (self.cards.new_game, "on_new_table"),
                             (self.end.new_game, "on_new_table")):
            button.on_click(lambda _, name=name: getattr(self, name)())
        self.play_view = self.play.layout()
        self.layout = [self.end.layout, self.play_view, self.cards.layout]

    def show(self, playing: bool, over: bool) -> None:
        """Show the table while playing: the play panel until the end, then the end card."""
        self.play_view.visible, self.cards.layout.visible = playing and not over, playing
        self.end.layout.visible = playing and over

    def draw(self, game: MishimashGame, selection: list[int], highscores: MishimashHighScores,
             place: int | None, t: Translator, cards: bool = True) -> None:
        """Redraw for ``game``; ``cards=False`` leaves the scores and the log as they are (a tap
        on a die changes neither)."""
        if game.is_over:
            self.end.draw(game, highscores, place, t)
        else:
            self.play.draw(game, selection, t)
        if cards:
            self.cards.draw(game, t)

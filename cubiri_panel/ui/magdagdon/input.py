"""What the player's taps and buttons do: the MAGDAGDON turn as the view drives it.

A tapped die is chosen (its legal cells light up), tapped again to let go, or, when it is
prepared, taken back; a lit cell takes the chosen die; a prepared cell gives its die back.
REROLL first switches to choosing several dice, then rerolls them. In MAGDAGDON a tapped cell
is the ruin to be, which ACCEPT MAGDAGDON confirms. A refused move becomes a translated notice.
"""

from __future__ import annotations

from ...magdagdon import IllegalAction, Phase
from .display import Selection


class TurnInput:
    """Mixed into the view, which holds ``game``, ``selection``, ``shell`` and ``presses``."""

    def _act(self, method, *args):
        try:
            method(*args)
        except IllegalAction as err:
            self.shell.refuse(err)

    def _die_clicked(self, die):
        game, sel = self.game, self.selection
        if game is None or not self.shell.store.live or game.phase not in (Phase.PLACE, Phase.MAGDAGDON):
            return
        if die in game.prepared:
            self._act(game.take_back, die)
        elif sel.rerolling:
            chosen = tuple(sorted(set(sel.dice) ^ {die}))
            self.selection = Selection(chosen, True, sel.ruin)
        else:
            self.selection = Selection(() if sel.dice == (die,) else (die,), False, sel.ruin)

    def _cell_clicked(self, row, col):
        game, sel = self.game, self.selection
        if game is None or not self.shell.store.live:  # another tab plays this game
            return
        if game.phase is Phase.MAGDAGDON:
            self.selection = Selection(sel.dice, sel.rerolling, None if sel.ruin == (row, col) else (row, col))
            return
        on_cell = [die for die, cell in game.prepared.items() if cell == (row, col)]
        if on_cell:
            self._act(game.take_back, on_cell[0])
        elif sel.die is not None and not sel.rerolling:
            self._act(game.place, sel.die, row, col)

    def _roll(self):
        # The second tap of a double tap on ROLL is let go without a word.
        self.presses.press("roll", self.game, self.game.roll, self.shell.refuse)
        self.tray.focus_first()  # the ROLL button is gone: the keyboard goes on from the dice

    def _confirm(self):
        self._act(self.game.confirm)

    def _accept(self):
        if self.selection.ruin is not None:
            self._act(self.game.accept_magdagdon, *self.selection.ruin)

    def _adjust(self, delta):
        die = self.selection.die
        if die is not None:
            self._act(self.game.adjust, die, delta)
            self.selection = Selection((die,))  # keep the die chosen: adjust again, or place it

    # REROLL and its Cancel move between the powers' row and the dice (controls.py): Panel draws
    # them anew there, and the focus they had would drop to the top of the page. The next step
    # is a die in each case: to reroll, or to place.
    def _reroll(self):
        sel = self.selection
        if not sel.rerolling:
            self.selection = Selection(sel.dice, True, sel.ruin)
        elif sel.dice:
            self._act(self.game.reroll, sel.dice)
        self.tray.focus_first()

    def _cancel_reroll(self):
        self.selection = Selection((), False, self.selection.ruin)
        self.tray.focus_first()

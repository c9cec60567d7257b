"""The turn log of a MAGDAGDON game: what happened, as small immutable values.

``rules.step`` writes an event for each thing a player would tell about a turn: the roll and
each Majda Power (each saying whether the dice are MAGDAGDON after it, so a power that rescues
a roll shows), the confirmed placements, a ruin, the end. Preparing and taking back dice are
not in it: that is the player trying things out, which a save leaves out too, so a restored game
has the same log. Views translate an event from its ``kind`` and fields; ``str(event)`` is the
English line. Cells are ``(row, col)``, 0-based, as in the actions.

>>> before, after = (0,) * 16, (0,) * 4 + (2, 3, 4, 5) + (0,) * 8
>>> str(TurnConfirmed(3, before, after, 88))
'turn 3: places 2 on (1, 0), 3 on (1, 1), 4 on (1, 2), 5 on (1, 3): +88'
"""

from __future__ import annotations

from typing import NamedTuple, Union

from .facts import SIZE


def _values(values: tuple[int, ...]) -> str:
    return ", ".join(map(str, values))


def _magdagdon(stuck: bool) -> str:
    return ": MAGDAGDON" if stuck else ""


class DiceRolled(NamedTuple):
    """The four dice rolled to start turn ``turn`` (from 1), in die order; ``magdagdon``: no
    ordering of them places the required count."""

    turn: int
    dice: tuple[int, ...]
    magdagdon: bool
    kind = "roll"

    def __str__(self) -> str:
        return f"turn {self.turn}: rolls {_values(self.dice)}{_magdagdon(self.magdagdon)}"


class DieAdjusted(NamedTuple):
    """Majda Power +1 or -1: die ``die`` went from ``before`` to ``after``, for ``penalty``."""

    turn: int
    die: int
    before: int
    after: int
    penalty: int
    magdagdon: bool
    kind = "adjust"

    def __str__(self) -> str:
        return (f"turn {self.turn}: Majda Power: die {self.die} from {self.before} to {self.after} "
                f"(-{self.penalty}){_magdagdon(self.magdagdon)}")


class DiceRerolled(NamedTuple):
    """Majda Power REROLL: dice ``dice`` (indices) showed ``before`` and now show ``after``."""

    turn: int
    dice: tuple[int, ...]
    before: tuple[int, ...]
    after: tuple[int, ...]
    penalty: int
    magdagdon: bool
    kind = "reroll"

    def __str__(self) -> str:
        return (f"turn {self.turn}: Majda Power: rerolls {_values(self.before)} into {_values(self.after)} "
                f"(-{self.penalty}){_magdagdon(self.magdagdon)}")


class TurnConfirmed(NamedTuple):
    """The prepared dice became permanent: the 16 cells of the board ``before`` and ``after``;
    ``points``: what the turn added to the board's score (each number twice, and the bonus of
    every line it filled)."""

    turn: int
    before: tuple[int, ...]
    after: tuple[int, ...]
    points: int
    kind = "confirm"

    @property
    def placed(self) -> tuple[tuple[int, int, int], ...]:
        """``(row, col, value)`` of each number placed, in reading order."""
        return tuple((*divmod(i, SIZE), v) for i, (b, v) in enumerate(zip(self.before, self.after)) if b != v)

    def __str__(self) -> str:
        where = ", ".join(f"{value} on ({row}, {col})" for row, col, value in self.placed)
        return f"turn {self.turn}: places {where}: +{self.points}"


class RuinAccepted(NamedTuple):
    """MAGDAGDON accepted: cell ``(row, col)`` became a ruin."""

    turn: int
    row: int
    col: int
    kind = "ruin"

    def __str__(self) -> str:
        return f"turn {self.turn}: accepts MAGDAGDON: a ruin on ({self.row}, {self.col})"


class GameEnded(NamedTuple):
    """The board is full after ``turn`` turns: the final ``score``, penalties included."""

    turn: int
    score: int
    kind = "end"

    def __str__(self) -> str:
        return f"turn {self.turn}: game over: {self.score} points"


Event = Union[DiceRolled, DieAdjusted, DiceRerolled, TurnConfirmed, RuinAccepted, GameEnded]
EVENTS: tuple[type, ...] = (DiceRolled, DieAdjusted, DiceRerolled, TurnConfirmed, RuinAccepted, GameEnded)

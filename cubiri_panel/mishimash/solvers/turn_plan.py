"""What the champion computer player plays a turn for, from the table at the turn's start.

A plan is ``("optimal", 0)``: play the turn for points, as the points-optimal player does;
``("bank by", n)`` or ``("roll to", n)``: the same, but bank as soon as the turn holds ``n``
half-points, or never below them; or ``("reach", n)``: make ``n`` half-points, then bank at
once, with the best chance of making them (:class:`~.reach_probability.ReachPolicy`). :func:`plan_turn` reads the scores, the target, the seat order
and the stage of the game; how it weighs them is in :class:`~..bots.ChampionBot` and
:mod:`.win_model`.
"""

from __future__ import annotations

from ..actions import Bank, Roll
from ..facts import ALL_DICE
from ..rules import FINAL_ROUND, PLAY, SUDDEN_DEATH, State
from .reach_probability import SHIPPED_NEED_HALF, reach_values
from .win_model import AIMS, GRID, WinChances, win_chances


def beat_chance(table: WinChances, lead: float) -> float:
    """The best chance to bank more than ``lead`` points in one turn, read from the table's
    grid (exact at its cells, straight between them)."""
    x = max(lead, 0.0) / GRID
    m = int(x)
    beat = table.beat
    if m + 1 >= len(beat):
        return beat[-1]
    return beat[m] + (beat[m + 1] - beat[m]) * (x - m)


def plan_turn(state: State, target: int, table: WinChances | None = None) -> tuple[str, int]:
    """The plan for the turn of ``state.current`` (see the module text), two or more seats."""
    table = table or win_chances()
    scores, me = state.scores_half, state.current
    mine = scores[me]
    if state.stage in (FINAL_ROUND, SUDDEN_DEATH):
        rivals = state.contenders if state.stage == SUDDEN_DEATH else range(len(scores))
        beat = max(scores[j] for j in rivals if j != me)
        need = max(beat - mine + 1, 1)  # more than the score to beat: a tie is not a win
        if not state.queue:
            return "reach", need
        later = [scores[j] for j in state.queue]
        return "reach", _best_aim(need, lambda banked: _survives(table, mine + banked, later))
    goal = 2 * target
    if len(scores) == 2:
        role = 0 if me == 0 else 1
        way = table.best_way(role, (goal - mine) / 2, (goal - scores[1 - me]) / 2)
    else:
        way = _best_way_among_many(table, scores, me, goal)
    kind, points = table.ways[way]
    if kind != "make":
        return kind, 2 * points
    need = 2 * points
    if me == len(scores) - 1:  # the last seat: reaching the target wins, no need to go beyond
        need = min(need, goal - mine)
    return "reach", need


def _survives(table: WinChances, total_half: int, later: list[int]) -> float:
    """The chance that none of the players still to play beats ``total_half``, each playing
    for it alone."""
    chance = 1.0
    for score in later:
        chance *= 1 - beat_chance(table, (total_half - score) / 2)
    return chance


def _best_aim(need: int, value) -> int:
    """Of making exactly ``need`` half-points or one of the family's larger aims, the aim whose
    success is worth most: the chance of making it times ``value`` of the expected landing."""
    if need > SHIPPED_NEED_HALF:  # beyond the shipped table: no larger aim to weigh
        return need
    reach = reach_values()
    best, best_value = need, -1.0
    for aim in (need, *(2 * a for a in AIMS if 2 * a > need)):  # the family's aims
        chance, beyond = reach.odds(ALL_DICE, 1, aim, 0)
        worth = chance * value(aim + beyond / chance) if chance else 0.0
        if worth > best_value:
            best, best_value = aim, worth
    return best


def _best_way_among_many(table: WinChances, scores, me: int, goal: int) -> int:
    """The family way to play with three or more seats: the solved table's way in the race of
    two against the strongest rival (the one this seat is least likely to beat; a rival that
    sits before this seat gets no final turn). The strongest race, not the product of all of
    them: the races are run by the same player, so they are far from independent, and a
    product would gamble for a gain in every race at once."""
    mine = (goal - scores[me]) / 2

    def race(j: int) -> tuple[int, float]:
        return (0 if j < me else 1), (goal - scores[j]) / 2

    rival = min((j for j in range(len(scores)) if j != me),
                key=lambda j: 1 - table.chance(*race(j), mine))
    role, theirs = race(rival)
    return table.best_way(1 - role, mine, theirs)


# Points more to make, in half-points, that a turn past the target weighs rolling on for.
_LEAD_AIMS = (1, 2, 4, 6, 10, 14, 20, 30, 40, 60, 80, 120, 160, 200)
_QUICK_AIM = 2


def finishing_choice(state: State, target: int, table: WinChances | None = None):
    """Bank or roll, between rolls, for a turn that has reached the target while others will
    still play a final turn: banking now leaves them the current lead to beat; rolling on
    for ``x`` more (for the best chance of making them, :mod:`.reach_probability`) gives a longer lead, or,
    after a bust, the game as it was with the other player to move. Each ``x`` is weighed by
    its chance and its expected landing; it rolls when one of them beats banking."""
    table = table or win_chances()
    scores, me, turn = state.scores_half, state.current, state.turn
    mine, banked = scores[me], scores[me] + turn.half_points
    later = [scores[j] for j in range(me + 1, len(scores))]
    best = _survives(table, banked, later)
    mine_need = (2 * target - mine) / 2
    after_bust = min(1 - table.chance(0 if j < me else 1, (2 * target - score) / 2, mine_need)
                     for j, score in enumerate(scores) if j != me)
    reach = reach_values()
    d, k, c = turn.dice_in_hand, turn.rolls + 1, turn.clears
    for more in _LEAD_AIMS:
        # the shipped table holds the positions a turn from its start reaches; of the others,
        # only the small aims are worked out (quickly), so that the choice never waits
        odds = reach.odds(d, k, more, c) if more <= _QUICK_AIM else reach.known(d, k, more, c)
        if odds is None:
            continue
        chance, beyond = odds
        if chance and (chance * _survives(table, banked + more + beyond / chance, later)
                       + (1 - chance) * after_bust) > best:
            return Roll()
    return Bank()


def chance_to_win(state: State, target: int, table: WinChances | None = None):
    """The chance that the player to move wins, for an odds panel, as ``(chance, how)``: in a
    final turn with no one left to answer, the best chance to beat the score to beat from the
    position the turn is in, exact, modelled or bounded as :func:`overtake_chance` says;
    ``(chance, "model")`` between turns of two players (the solved table of :mod:`.win_model`,
    both playing the champion's way); else ``None`` (three or more players before the final
    round, the middle of a turn before it, or a roll waiting for a take, have no figure worth
    showing)."""
    scores, me, turn = state.scores_half, state.current, state.turn
    if state.stage in (FINAL_ROUND, SUDDEN_DEATH) and not state.queue:
        if turn.dice and turn.half_points <= _lead_to_beat(state):
            return None  # a roll waits for a take: the chance depends on the take
        return overtake_chance(state, turn.dice_in_hand, turn.rolls + 1, turn.half_points, turn.clears)
    if state.stage == PLAY and len(scores) == 2 and not turn.rolls:
        table = table or win_chances()
        goal = 2 * target
        return table.chance(me, (goal - scores[me]) / 2, (goal - scores[1 - me]) / 2), "model"
    return None


# Half-points still to make that are worked out exactly from a position the shipped table does
# not hold: up to this need any position a turn reaches is quick to work out; well beyond it,
# some are not (benchmarks/bench_mishimash_odds.py).
QUICK_NEED_HALF = 100


def _lead_to_beat(state: State) -> int:
    """How many half-points the score to beat is ahead of the player to move (``-1`` when
    there is none to beat: then any bank overtakes)."""
    scores, me = state.scores_half, state.current
    rivals = state.contenders if state.stage == SUDDEN_DEATH else range(len(scores))
    others = [scores[j] for j in rivals if j != me]
    return max(others) - scores[me] if others else -1


def overtake_chance(state: State, dice_in_hand: int, multiplier: int, half_points: int,
                    clears: int) -> tuple[float, str] | None:
    """``(chance, how)`` that the player to move banks more than the score to beat, from the
    position of the next roll (``dice_in_hand``, its ``multiplier``, the turn's ``half_points``
    and MISHIMASH ``clears`` so far), or ``None`` when there is no score to beat (before the
    final round). It never waits for a long computation.

    ``how`` is ``"exact"`` wherever the reach table holds the position (every position of a
    turn from its start with a need up to 100 points) or it is quick to work out (a need of up
    to ``QUICK_NEED_HALF`` half-points from anywhere); ``"model"`` at a turn's start with a
    larger need (the grid of :mod:`.win_model`, exact at its cells, straight between them);
    ``"at most"`` in the middle of a turn with a larger need: the exact chance of a smaller
    need from the same position, an upper bound, since a larger need is never likelier to be
    made (working it out exactly would make the panel wait)."""
    if state.stage not in (FINAL_ROUND, SUDDEN_DEATH):
        return None
    lead = _lead_to_beat(state)
    if lead < 0:
        return None
    need = lead + 1 - half_points   # half-points more than the score to beat
    if need <= 0:
        return 1.0, "exact"   # banking now overtakes
    reach = reach_values()
    known = reach.known(dice_in_hand, multiplier, need, clears)
    if known is not None:
        return known[0], "exact"
    if need <= QUICK_NEED_HALF:
        return reach.chance(dice_in_hand, multiplier, need, clears), "exact"
    if (dice_in_hand, multiplier, clears) == (ALL_DICE, 1, 0):
        return beat_chance(win_chances(), (need - 1) / 2), "model"
    return _smaller_need_chance(reach, dice_in_hand, multiplier, need, clears), "at most"


def _smaller_need_chance(reach, d: int, k: int, need: int, c: int) -> float:
    """The exact chance of making the largest need below ``need`` that the table holds from
    this position (the shipped table holds needs up to ``SHIPPED_NEED_HALF``), else of
    ``QUICK_NEED_HALF``, worked out: a bound from above on the chance of making ``need``."""
    for smaller in range(min(need - 1, SHIPPED_NEED_HALF), QUICK_NEED_HALF, -1):
        found = reach.known(d, k, smaller, c)
        if found is not None:
            return found[0]
    return reach.chance(d, k, QUICK_NEED_HALF, c)

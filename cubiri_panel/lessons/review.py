"""The coach's review of one seeded game of each kind, for the lessons: the decision that cost
most, what was played and what was best, and the probability behind it.

Each game is played by computer players from a fixed seed (:data:`SEEDS`), so every build
tells the same story; its review is :func:`cubiri_panel.coach.review`. The names are those of
the lesson pages (``n.review_...``), each function's docstring lists them.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..coach import expert_score, review
from ..magdagdon import Board, MagdagdonGame, RandomPlayer, magdagdon_probability
from ..magdagdon.coach import Placements
from ..magikaboom import MagikaboomGame, explosion_probability, potion_points
from ..memo import memoized
from ..mishimash import MishimashGame, bust_probability

#: The game each lesson reviews, by its seed: a random MAGDAGDON player, a MISHIMASH player who
#: banks at a fixed threshold against the champion, a MAGIKABOOM player who counts potion points
#: only against the champion.
SEEDS = {"magdagdon": 2038, "mishimash": 2029, "magikaboom": 2028}


@memoized(maxsize=1)
def magdagdon_review() -> dict[str, Any]:
    """A PEACEFUL game by the random player. ``review_score``, ``review_expert_score`` (the
    expert from the same seed), ``review_given_away`` (points, the expert's estimate),
    ``review_decisions``; the costliest decision: ``review_turn``, ``review_dice`` (text),
    ``review_board`` (before), ``review_chosen_board`` and ``review_best_board``, the dice each
    places (``_placed``), the final score expected after each (``review_chosen_value``,
    ``review_best_value``, ``review_cost``) and the exact chance that the next roll is
    MAGDAGDON on each board (``review_chosen_magdagdon``, ``review_best_magdagdon``)."""
    game = MagdagdonGame("peaceful", seed=SEEDS["magdagdon"])
    RandomPlayer(1).play(game)
    decisions = review(game)
    # The lesson reads placements: the costliest decision between two of them.
    worst = next(d for d in decisions.costliest(len(decisions))
                 if isinstance(d.chosen, Placements) and isinstance(d.best, Placements))
    chosen, best = Board._trusted(worst.chosen.board), Board._trusted(worst.best.board)
    return {"review_seed": SEEDS["magdagdon"], "review_score": game.score,
            "review_expert_score": expert_score(game), "review_given_away": decisions.given_away(),
            "review_decisions": len(decisions), "review_turn": worst.state.turn + 1,
            "review_dice": " ".join(map(str, worst.state.dice)),
            "review_board": Board._trusted(worst.state.board).to_text(),
            "review_chosen_board": chosen.to_text(), "review_best_board": best.to_text(),
            "review_chosen_placed": len(worst.chosen.steps), "review_best_placed": len(worst.best.steps),
            "review_chosen_value": worst.chosen_value, "review_best_value": worst.best_value,
            "review_cost": worst.cost,
            "review_chosen_magdagdon": magdagdon_probability(chosen, "peaceful"),
            "review_best_magdagdon": magdagdon_probability(best, "peaceful")}


@memoized(maxsize=1)
def mishimash_review() -> dict[str, Any]:
    """Two players to 1,000: the champion (seat 0) against a player who banks at a fixed
    threshold (seat 1), whose costliest decision is in its final turn, valued exactly.
    ``review_target``, ``review_leader`` (the score to beat), ``review_score`` (the player's
    before the turn), ``review_turn_points``, ``review_to_beat`` (the turn points needed to
    beat the leader, more than them), ``review_more`` (still to make), ``review_dice_in_hand``,
    ``review_multiplier`` (of the next roll), ``review_clears`` (MISHIMASH clears so far in the
    turn), ``review_bust`` (exact chance that the next roll
    busts), ``review_bank_chance`` and ``review_roll_chance`` (the chance of winning after
    each), ``review_cost``, ``review_exact``, ``review_given_away`` (the player's decisions
    in all, chance), ``review_decisions`` (the player's)."""
    game = MishimashGame(["Ana", "Ben"], target=1000, seed=SEEDS["mishimash"],
                         computers={0: "champion", 1: "threshold"})
    game.play_computers()
    decisions = review(game)
    worst = decisions.costliest(1, 1)[0]
    state = worst.state
    turn, me = state.turn, state.current
    leader = max(s for seat, s in enumerate(state.scores_half) if seat != me)
    to_beat = Fraction(leader - state.scores_half[me], 2)
    return {"review_seed": SEEDS["mishimash"], "review_target": game.target,
            "review_leader": leader / 2, "review_score": state.scores_half[me] / 2,
            "review_turn_points": turn.turn_points, "review_to_beat": float(to_beat),
            "review_more": float(to_beat - Fraction(turn.half_points, 2)),
            "review_dice_in_hand": turn.dice_in_hand, "review_multiplier": turn.rolls + 1,
            "review_clears": turn.clears,
            "review_bust": bust_probability(turn.dice_in_hand),
            "review_played_bank": worst.chosen.kind == "bank",
            "review_bank_chance": worst.chosen_value, "review_roll_chance": worst.best_value,
            "review_cost": worst.cost, "review_exact": worst.exact,
            "review_given_away": decisions.given_away(1),
            "review_decisions": sum(d.player == 1 for d in decisions)}


def _pattern(cauldron, held) -> tuple[str, str]:
    """A cauldron as the lesson writes it (equal letters for equal ingredients, the most
    common first) and the die in hand's letter."""
    kinds = sorted(set(cauldron), key=lambda face: (-cauldron.count(face), cauldron.index(face)))
    letter = {face: "ABCDEF"[i] for i, face in enumerate(kinds)}
    letter.setdefault(held, "ABCDEF"[len(kinds)])
    return "".join(letter[face] for face in sorted(cauldron, key=kinds.index)), letter[held]


@memoized(maxsize=1)
def magikaboom_review() -> dict[str, Any]:
    """Two players: a player who counts potion points only (seat 0, the careful computer
    player) against the champion, valued exactly (the solved race). The costliest decision:
    ``review_mover`` and ``review_other`` (the hats), ``review_pattern``, ``review_held``,
    ``review_stop_points``, ``review_stop_space``, ``review_explosion`` (exact chance that
    continuing explodes), ``review_stop_chance`` and ``review_continue_chance`` (the chance of
    winning after each), ``review_cost``, ``review_played_stop``; ``review_given_away`` (the
    player's decisions in all), ``review_champion_given_away``, ``review_decisions``."""
    game = MagikaboomGame(["Ana", "Ben"], seed=SEEDS["magikaboom"],
                          computers={0: "careful", 1: "champion"})
    game.play_computers()
    decisions = review(game)
    worst = decisions.costliest(1, 0)[0]
    state = worst.state
    chances = {worst.chosen.kind: worst.chosen_value, worst.best.kind: worst.best_value}
    pattern, held = _pattern(tuple(state.cauldron), state.held)
    points = potion_points(tuple(state.cauldron) + (state.held,))
    return {"review_seed": SEEDS["magikaboom"], "review_mover": state.scores[state.player],
            "review_other": state.scores[1 - state.player], "review_pattern": pattern,
            "review_held": held, "review_stop_points": points,
            "review_stop_space": state.scores[state.player] + points,
            "review_explosion": explosion_probability(tuple(state.cauldron), state.held),
            "review_stop_chance": chances["stop"], "review_continue_chance": chances["roll"],
            "review_played_stop": worst.chosen.kind == "stop", "review_cost": worst.cost,
            "review_given_away": decisions.given_away(0),
            "review_champion_given_away": decisions.given_away(1),
            "review_decisions": sum(d.player == 0 for d in decisions)}

"""The MAGDAGDON expert's score from a game's seed: the yardstick of a player's score."""

from __future__ import annotations


def expert_score(game) -> int:
    """The final score the expert (``ExpertPlayer``) makes playing a new game with ``game``'s
    difficulty and seed: the same dice as the player's as long as neither rerolls (a reroll
    draws dice the other game does not). ``ValueError`` for a game that does not roll from its
    own seed, or that is not MAGDAGDON."""
    from ..magdagdon import ExpertPlayer, MagdagdonGame

    if not isinstance(game, MagdagdonGame):
        raise ValueError("the expert's score is a MAGDAGDON yardstick")
    if not game._replayable:
        raise ValueError("only a game that rolls from its own seed has the expert's score")
    expert = MagdagdonGame(game.difficulty, seed=game.seed)
    expert.play_unpublished(ExpertPlayer().choose)
    return expert.score

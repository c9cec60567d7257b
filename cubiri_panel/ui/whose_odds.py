"""Whose odds a table game's odds panel shows, in words: "your" only for the person playing on
this screen.

The odds are always the player to move's. On a person's turn the panel speaks to them ("Your
chance to win the game"); on a computer's turn every figure that belongs to a player names it
("Computer 2’s chance to win the game"), from the ``odds`` catalog, whose keys mirror the
game's own: ``mishimash.odds.win`` (to "you") beside ``odds.mishimash.win`` (with ``{name}``).
A replay (``watched``) is seen by someone who plays none of its seats, a shared link's reader:
there every turn is named, a person's too.

A figure "estimated by the model" comes with what that model is: one paragraph a game, folded
under a question (``<details>``), so it opens with a tap and needs no script.
"""

from __future__ import annotations

import html

from .i18n import Translator
from .players import shown_name

MODEL_CSS = """
details.cubiri-model { margin: 8px 0 0; }
details.cubiri-model summary { cursor: pointer; min-height: 24px; font-size: 1rem; line-height: 1.5;
  text-decoration: underline; }
details.cubiri-model p { margin: 6px 0 0; }
"""


def named_mover(game, t: Translator, watched: bool) -> str | None:
    """The name the odds of the player to move go under, in ``t``'s language, or ``None`` where
    they are "yours": on a person's turn in a game played on this screen. In a replay
    (``watched``) every player to move is named."""
    if game is None or game.is_over or not (watched or game.is_computer_turn):
        return None
    return shown_name(game.players[game.current_player], t)


def label(t: Translator, game_name: str, key: str, mover: str | None, **args) -> str:
    """The text of ``<game_name>.odds.<key>`` on a person's turn, else ``odds.<game_name>.<key>``
    naming ``mover``."""
    if mover is None:
        return t(f"{game_name}.odds.{key}", **args)
    return t(f"odds.{game_name}.{key}", name=mover, **args)


def model_explained(t: Translator, game_name: str) -> str:
    """What "estimated by the model" means in ``game_name``, as a folded paragraph (HTML)."""
    return (f'<details class="cubiri-model"><summary>{html.escape(t("odds.model.question"))}</summary>'
            f'<p>{html.escape(t(f"odds.model.{game_name}"))}</p></details>')

"""Where the coach sits in a game: during play the hint and "Share this game" side by side; on
the end screen "Review this game" and "Share this game". Each game's view places these."""

from __future__ import annotations

from collections.abc import Callable

import panel as pn

from .. import theme
from ..hand_in import HandInBox
from ..i18n import Translator
from .hints import HintCard
from .review import ReviewCard
from .share import ShareBox


class PlayBar:
    """During a game: ``hints`` and ``share``, in ``layout``. ``mark``: see
    :class:`~.hints.HintCard`; a view that draws the hint on its own board places
    ``hints.answer`` beside it (``answer_here=False``: not in ``layout``)."""

    def __init__(self, game: Callable[[], object], on_hint_used: Callable[[], None],
                 say: Callable[[str], None] = lambda text: None, mark=None, answer_here: bool = True):
        self.hints, self.share = HintCard(game, on_hint_used, say, mark), ShareBox(game)
        self.layout = pn.Column(theme.flex(self.hints.button, self.share.button, justify="center"),
                                *([self.hints.answer] if answer_here else []), self.share.box,
                                sizing_mode="stretch_width", margin=(4, 0))

    def update(self, game, t: Translator, allowed: bool, can_share: bool = True) -> None:
        self.hints.update(game, t, allowed)
        self.share.update(game, t, can_share and game is not None and not game.is_over)


class EndBar:
    """At the end of a game: ``review`` and ``share``, in ``layout``, and the game handed in to the
    class the browser is in, when a ``store`` says it is in one (``hand_in``, above them).
    ``open_replay(game, number)``: the page's replay, opened before the ``number``-th action
    (each moment of the review gets a button to it)."""

    def __init__(self, game: Callable[[], object], open_replay: Callable[[object, int], None] | None = None,
                 store=None):
        self.review, self.share = ReviewCard(open_replay), ShareBox(game)
        self.hand_in = HandInBox(store) if store is not None else None
        review = self.review
        # Flush with the end screen's text and its other buttons (Panel's margin would indent them).
        review.button.margin = self.share.button.margin = 0
        self.layout = pn.Column(*([self.hand_in.layout] if self.hand_in else []),
                                theme.flex(review.button, self.share.button), review.reveal, review.progress, review.status,
                                self.share.box, review.body, sizing_mode="stretch_width", margin=(8, 0, 0, 0))

    def update(self, game, t: Translator, own: bool = True) -> None:
        """``own``: the game is the player's (not one the expert played while watched), the only
        kind handed in to a class."""
        self.review.update(game, t)
        self.share.update(game, t, game is not None and game.is_over)
        if self.hand_in:
            self.hand_in.update(game if own else None, t)

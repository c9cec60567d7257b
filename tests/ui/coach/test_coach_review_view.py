"""The end screen's review and "Share this game", without a browser: the review worked out in
slices with its progress, the costliest three, the overall figure and the lesson; the link."""

from __future__ import annotations

import dataclasses
import re

import finished
import pytest

from cubiri_panel import coach, from_code
from cubiri_panel.coach import expert_score
from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.coach import review as review_ui
from cubiri_panel.ui.coach import words
from cubiri_panel.ui.coach.share import share_link
from cubiri_panel.ui.components import DiceTray
from cubiri_panel.ui.i18n import Translator
from ui.views import open_view




def finished_magdagdon():
    game = MagdagdonGame("nightmare", seed=4)
    game.play_unpublished(RandomPlayer(4).choose)
    return game


def test_the_review_runs_in_slices_and_shows_its_progress(monkeypatch):
    """Each slice ends once its time is up and hands the page a turn (``call_later``); the
    progress grows slice by slice until the review is drawn."""
    game = finished.game("mishimash-by-computers")
    game.computers.pop(0)   # Ana's seat was played for her: now she is the person reviewed
    pending, progress = [], []
    monkeypatch.setattr(review_ui, "call_later", lambda _s, f: pending.append(f))
    monkeypatch.setattr(review_ui, "SLICE_SECONDS", 0.0)  # one step a slice
    card = review_ui.ReviewCard()
    card.update(game, Translator())
    card.button.clicks += 1
    assert card.progress.visible and "Reviewing move 0 of" in card.status.object
    while pending:
        pending.pop()()
        progress.append(int(re.search(r'value="(\d+)"', card.progress.object).group(1)))
    assert card.done and not card.progress.visible and card.body.visible
    assert len(progress) > 10 and progress == sorted(progress)
    reviewed = coach.review(game)
    costly = reviewed.costliest(3, 0)
    assert len(card.decisions.objects) == len(costly)
    assert words.lesson(costly[0], Translator()) in card.summary.object
    given = words.cost(reviewed.given_away(0), "chance", Translator())
    assert f"In all, the decisions of Ana gave away {given}." in card.summary.object


def test_a_review_still_scheduled_when_a_new_game_comes_stops_quietly(monkeypatch):
    """"Play again" pressed while a review works: its next slice, already scheduled, finds the
    card on the new game and does nothing (the monkey test found it raising)."""
    pending = []
    monkeypatch.setattr(review_ui, "call_later", lambda _s, f: pending.append(f))
    card = review_ui.ReviewCard()
    card.update(finished_magdagdon(), Translator())
    card.button.clicks += 1
    assert pending and card.work is not None
    card.update(MagdagdonGame("peaceful", seed=5), Translator())   # the next game, not over
    pending.pop()()
    assert not pending and card.work is None and not card.done and not card.progress.visible


def test_magdagdon_end_screen_reviews_against_the_experts_score_in_latvian():
    view, _, _ = open_view("magdagdon", lang="lv", seed=7)
    view.game = finished_magdagdon()
    end = view.end_coach
    assert end.review.button.visible and end.share.button.visible
    end.review.button.clicks += 1  # no event loop in a test: every slice runs at once
    text = end.review.summary.object
    assert f"Spēlētājs: rezultāts {view.game.score}; ar tiem pašiem kauliņiem eksperts iegūst {expert_score(view.game)}." in text
    costliest = coach.review(view.game).costliest(3)
    assert len(end.review.decisions.objects) == len(costliest) == 3
    first = end.review.decisions.objects[0]
    turn, roll = coach.moments(view.game)[costliest[0].number]
    assert f"Spēlētājs · {turn}. gājiens, {roll}. metiens" in first.objects[0].object
    dice, board = first.objects[1].objects  # the moment: its dice and its board
    assert all(dice.values) and board.board
    view._start_new("new")
    assert not end.review.body.visible


@pytest.mark.parametrize("lang", ["en", "es"])
def test_magikaboom_review_names_whose_decisions_when_two_people_played(lang):
    view, _, _ = open_view("magikaboom", lang=lang, seed=7)
    game = MagikaboomGame(["Ana", "Ben"], seed=9, computers={0: "simple", 1: "careful"})
    game.play_computers()
    game.computers.clear()  # two people played those moves
    view.game, view.mode = game, "play"
    view.end_coach.review.button.clicks += 1
    seat = view.end_coach.review.seat
    assert seat is not None and list(seat.options) == ["Ana", "Ben"]
    assert seat.label == Translator(lang)("coach.review.player")
    before = view.end_coach.review.summary.object
    seat.value = 1
    assert view.end_coach.review.summary.object != before or not coach.review(game).costliest(3, 1)


def test_share_gives_a_link_whose_code_is_the_game():
    view, _, _ = open_view("mishimash", seed=7)
    game = finished.game("mishimash-by-computers")
    view.game, view.screen = game, "play"
    share = view.end_coach.share
    share.button.clicks += 1
    assert share.box.visible and share.link.value.startswith("#game=")
    assert from_code(share.link.value.removeprefix("#game=")).history == game.history
    assert share.button.label == "Hide the link"


def test_share_during_a_game_follows_the_game():
    view, _, _ = open_view("magdagdon", seed=7)
    share = view.coach.share
    share.button.clicks += 1
    first = share.link.value
    view.game.roll()
    assert share.link.value != first
    assert from_code(share.link.value.split("#game=")[1]).history == view.game.history


def test_a_link_is_the_page_address_without_its_query():
    assert share_link("m1AB", "https://x.org/cubiri/mishimash.html") == "https://x.org/cubiri/mishimash.html#game=m1AB"


def test_a_review_whose_decisions_all_cost_less_than_the_margin_says_so_not_that_each_was_best():
    work = review_ui.Work(finished_magdagdon())
    state = MagdagdonGame("peaceful").state
    # Two decisions, each costing less than the margin of its estimates: neither is called best.
    work.review = coach.Review(coach.Decision(n, 0, f"choice {n}", "best", 100.0 - n, 100.0, "points", False, 2,
                                              state, 9.7) for n in (2, 5))
    assert not work.review.costliest(3) and work.review.given_away() > 0
    said = {"en": "No decision cost more than the margin of the expert’s estimates (about ±9.7 points)",
            "it": "Nessuna decisione è costata più del margine delle stime dell’esperto (circa ±9,7 punti)",
            "es": "Ninguna decisión costó más que el margen de las estimaciones del experto (unos ±9,7 puntos)",
            "lv": "Neviens lēmums nemaksāja vairāk par eksperta aplēšu precizitāti (aptuveni ±9,7 punkti)"}
    for lang, words_said in said.items():
        text = review_ui.summary_html(work, 0, Translator(lang))
        assert words_said in text
        assert Translator(lang)("coach.review.all_best") not in text
    work.review = coach.Review([dataclasses.replace(work.review[0], chosen_value=100.0, best_value=100.0)])
    assert Translator()("coach.review.all_best") in review_ui.summary_html(work, 0, Translator())


def _trays(layout) -> list:
    """The dice trays drawn in ``layout``, however deep."""
    found = [layout] if isinstance(layout, DiceTray) else []
    for part in getattr(layout, "objects", []):
        found += _trays(part)
    return found


def _reviewed(game_name: str, game, lang: str = "en"):
    view, _, _ = open_view(game_name, lang=lang, seed=7)
    view.__panel__()  # the page, with its replay
    view.game = game
    if hasattr(view, "screen"):
        view.screen = "play"
    elif hasattr(view, "mode"):
        view.mode = "play"
    view.end_coach.review.button.clicks += 1
    return view


@pytest.mark.parametrize("lang", ["en", "it", "es", "lv"])
def test_mishimash_review_counts_turns_and_rolls_names_every_figure_and_shows_the_dice(lang):
    """Each costly moment is said by its player's name, turn and roll (as the game's log counts
    them), each figure names its player, and the dice of the roll it is about are drawn: the
    roll taken from, when the decision came after a take."""
    t = Translator(lang)
    game = finished.game("mishimash-by-computers")
    game.computers.pop(0)
    view = _reviewed("mishimash", game, lang)
    review = view.end_coach.review
    costliest = coach.review(game).costliest(3, 0)
    assert len(review.decisions.objects) == len(costliest)
    found = coach.moments(game)
    for card, decision in zip(review.decisions.objects, costliest):
        text = card.objects[0].object
        turn, roll = found[decision.number]
        assert t("coach.review.moment", name="Ana", turn=turn, roll=roll) in text
        assert t("coach.review.cost", name="Ana", cost=words.cost(decision.cost, decision.unit, t)) in text
        assert "Ana" in review_ui.position_text(decision.state, t, game) and "Ben" in review_ui.position_text(decision.state, t, game)
        (dice,) = card.objects[1].objects
        assert dice.values and all(dice.values)  # a roll, not blanks
    assert t("coach.review.given_away_chance", name="Ana",
             cost=words.cost(coach.review(game).given_away(0), "chance", t)) in review.summary.object


@pytest.mark.parametrize("game_name", ["mishimash", "magikaboom", "magdagdon"])
def test_each_moment_of_the_review_opens_the_replay_at_its_step(game_name):
    """The button under each moment opens the page's replay standing before the decision's
    move, with the dice of that moment."""
    if game_name == "mishimash":
        game = finished.game("mishimash-by-computers")
        game.computers.pop(0)
    elif game_name == "magikaboom":
        game = MagikaboomGame(["Ana", "Ben"], seed=9, computers={0: "simple", 1: "careful"})
        game.play_computers()
        game.computers.clear()
    else:
        game = finished_magdagdon()
    view = _reviewed(game_name, game)
    review = view.end_coach.review
    costliest = review.work.review.costliest(3, review.seat.value if review.seat is not None else 0)
    assert costliest and len(review.decisions.objects) == len(costliest)
    for card in review.decisions.objects:
        assert any(any(tray.values) for tray in _trays(card.objects[1]))  # the moment's dice
        button = card.objects[-1]
        assert button.label == "See this moment in the replay"
    last = review.decisions.objects[-1].objects[-1]
    last.clicks += 1
    replay = view.replay.replay
    assert replay is not None and view.replay.layout.visible
    assert replay.number == costliest[-1].number - 1
    assert f"Move {costliest[-1].number - 1} of {len(game.history)}" in replay.head.object

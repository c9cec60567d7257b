"""MISHIMASH in a real browser: a seeded table with a computer player (bust, MISHIMASH and bank
on screen), exact resume after a reload, names as text, the end screen, rules in every
language, the phone layout and the keyboard (click speed: benchmarks/bench_ui.py)."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.mishimash import new_game
from cubiri_panel.ui.numbers import integer
from cubiri_panel.ui.rules import rules_markdown
from matrix import chosen
from drivers.mishimash import MishimashDriver, human_choice

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).resolve().parents[3] / "test-artifacts"

FAST = json.dumps({"format": 1, "computer_speed": "fast"})
TABLE = {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "threshold"}], "target": 60}
PREVIEW, BANNER, LOG, TURN = ".cubiri-preview .mm-hint", ".cubiri-banner .mm-banner", ".cubiri-log .mm-logbox", ".cubiri-turn .mm-who"
XSS = "<img src=x onerror=alert(1)>"


# -- the test's human player, shared by the seed search and the browser driver ----------------

def human_turn(game: MishimashGame) -> list[str]:
    """Play the human's turn on ``game`` as the browser test will; the events it met."""
    events, seat, turns = [], game.current_player, game.turns[game.current_player]
    game.roll()
    while game.turns[seat] == turns and not game.is_over:
        indices, then = human_choice(game)
        game.take(indices)
        cleared = game.last_event is not None and game.last_event.kind == "mishimash"
        getattr(game, then)()
        if cleared:   # and "shown" when the roll after it does not bust at once
            events += ["mishimash"] + (["mishimash-shown"] if game.turns[seat] == turns else [])
        if then == "bank" and game.turns[seat] > turns:
            events.append("bank")
    if game.last_turn.kind == "bust":
        events.append("bust")
    return events


def play_computers(game: MishimashGame) -> None:
    while game.is_computer_turn:
        game.step_computer()


def find_seed(turns: int = 3) -> int:
    """A seed whose first human turns hold a bust, a MISHIMASH and a bank (engine replay)."""
    for seed in range(1, 5000):
        game, seen = new_game(TABLE, seed=seed), set()
        for _ in range(turns):
            play_computers(game)
            if game.is_over:
                break
            seen.update(human_turn(game))
        if {"bust", "mishimash-shown", "bank"} <= seen and not game.is_over:
            return seed
    raise AssertionError("no seed in range gives a bust, a MISHIMASH and a bank")


# -- reading and driving the page ------------------------------------------------------------

def text_of(page, css: str) -> str:
    return page.locator(css).first.inner_text()


def open_mishimash(app, **query):
    page = app("mishimash", **query, saved={"cubiri/v1/settings": FAST})   # computers at the fast pace
    page.locator(".cubiri-start").wait_for()
    return page


def set_table(page, table: dict) -> None:
    page.locator(".cubiri-seats select").select_option(label=str(len(table["seats"])))
    order = ["human", "cautious", "threshold", "optimal"]   # the order of the kind menu
    for i, seat in enumerate(table["seats"]):
        page.locator(f".cubiri-seat-name-{i} input").fill(seat["name"])
        page.locator(f".cubiri-seat-kind-{i} select").select_option(index=order.index(seat["kind"]))
    page.locator(".cubiri-target input").fill(str(table["target"]))
    page.locator(".cubiri-target input").press("Tab")


# -- the tests -------------------------------------------------------------------------------

def test_seeded_table_with_a_computer_shows_bust_mishimash_bank_and_resumes_after_reload(
        app, storage, screenshot):
    seed = find_seed()
    page = open_mishimash(app, seed=seed)
    set_table(page, TABLE)
    screenshot(page, "mishimash-setup")
    page.locator(".cubiri-start").click()
    mirror, seen, reloaded = new_game(TABLE, seed=seed), set(), False
    while not {"bust", "mishimash", "bank"} <= seen:
        play_computers(mirror)
        MishimashDriver(page).wait_for_human(mirror)
        turns = mirror.turns[0]
        mirror.roll()
        page.locator(".cubiri-roll button").click()
        while mirror.turns[0] == turns:
            MishimashDriver(page).wait_until(lambda: MishimashDriver(page).dice() == list(mirror.dice), "the rolled dice")
            indices, then = human_choice(mirror)
            MishimashDriver(page).choose(*indices)
            MishimashDriver(page).wait_until(lambda: "= +" in text_of(page, PREVIEW), "the selection's preview")
            if not reloaded:
                screenshot(page, "mishimash-turn-selection")
                before = {"dice": MishimashDriver(page).dice(), "scores": text_of(page, ".cubiri-score"),
                          "log": text_of(page, LOG), "banner": page.locator(BANNER).all_inner_texts(), "turn": text_of(page, TURN)}
                page = app("mishimash", seed=seed)
                MishimashDriver(page).wait_until(lambda: MishimashDriver(page).dice() == before["dice"], "the restored dice")
                after = {"dice": MishimashDriver(page).dice(), "scores": text_of(page, ".cubiri-score"),
                         "log": text_of(page, LOG), "banner": page.locator(BANNER).all_inner_texts(), "turn": text_of(page, TURN)}
                assert after == before
                assert "game in progress was restored" in text_of(page, ".cubiri-notice")
                # the dice tapped are not kept: the take starts afresh
                assert MishimashDriver(page).selected() == [] and "= +" not in text_of(page, PREVIEW)
                MishimashDriver(page).choose(*indices)
                MishimashDriver(page).wait_until(lambda: "= +" in text_of(page, PREVIEW), "the selection's preview")
                reloaded = True
            mirror.take(indices)
            mishimash = mirror.last_event is not None and mirror.last_event.kind == "mishimash"
            getattr(mirror, then)()
            page.locator(f".cubiri-{then} button").click()
            if mishimash:
                MishimashDriver(page).wait_until(lambda: "MISHIMASH for Ana: bonus +" in text_of(page, LOG), "the MISHIMASH log line")
                if mirror.turns[0] == turns:   # not busted straight after: the banner is still up
                    MishimashDriver(page).wait_until(lambda: "MISHIMASH! Ana used every die" in text_of(page, BANNER),
                               "the MISHIMASH banner")
                    if "mishimash" not in seen:
                        screenshot(page, "mishimash-mishimash-banner")
                seen.add("mishimash")
            if mirror.turns[0] > turns:
                kind = mirror.last_turn.kind
                words = "BUST! Ana rolled" if kind == "bust" else "Ana banked"
                MishimashDriver(page).wait_until(lambda: words in text_of(page, BANNER), f"the {kind} banner")
                line = "BUST: Ana rolls" if kind == "bust" else "Ana banks"
                MishimashDriver(page).wait_until(lambda: line in text_of(page, LOG), f"the {kind} log line")
                if kind not in seen:
                    screenshot(page, f"mishimash-{kind}-banner")
                seen.add(kind)
    # the computer played its turns on screen, step by step, in the log
    play_computers(mirror)
    MishimashDriver(page).wait_for_human(mirror)
    assert "Ben rolls" in text_of(page, LOG) or "Ben banks" in text_of(page, LOG)
    assert page.locator(".cubiri-score tbody tr").count() == 2


def test_a_name_with_html_stays_text(app, storage, screenshot):
    page = open_mishimash(app, seed=5)
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    table = {"seats": [{"name": XSS, "kind": "human"}, {"name": "<b>Bo</b>", "kind": "cautious"}], "target": 60}
    set_table(page, table)
    page.locator(".cubiri-start").click()
    page.locator(".cubiri-roll button").click()
    page.locator(".cubiri-die").first.wait_for()
    MishimashDriver(page).wait_until(lambda: MishimashDriver(page).dice()[0] > 0 or "BUST" in text_of(page, LOG), "a roll")
    assert XSS in text_of(page, ".cubiri-score") and "<b>Bo</b>" in text_of(page, ".cubiri-score")
    assert XSS in text_of(page, TURN)
    assert page.locator("img").count() == 0 and page.locator(".cubiri-score b").count() == 0
    assert dialogs == []
    screenshot(page, "mishimash-names-as-text")


def test_end_screen_with_winner_and_no_record_for_a_short_game(app, storage, screenshot):
    # A game to 3 points ends in a few taps; the fastest games are the card's 1,000 alone, so
    # it says it is no record (the record of a game to 1,000: mishimash/test_view.py).
    table = {"seats": [{"name": "Solo", "kind": "human"}], "target": 3}
    page = open_mishimash(app, seed=11)
    set_table(page, table)
    page.locator(".cubiri-start").click()
    mirror = new_game(table, seed=11)
    while not mirror.is_over:
        turns = mirror.turns[0]
        MishimashDriver(page).wait_for_human(mirror)
        mirror.roll()
        page.locator(".cubiri-roll button").click()
        if mirror.turns[0] > turns:
            continue   # a bust: the next turn
        MishimashDriver(page).wait_until(lambda: MishimashDriver(page).dice() == list(mirror.dice), "the rolled dice")
        indices = list(mirror.takes()[0].indices)
        MishimashDriver(page).choose(*indices)
        mirror.take(indices)
        mirror.bank()
        page.locator(".cubiri-bank button").click()
    end = page.locator(".cubiri-end")
    end.wait_for()
    assert "Solo wins!" in end.inner_text() and "in the high scores" not in end.inner_text()
    assert f"Turns played: {mirror.turns[0]}" in end.inner_text()
    assert Translator("en")("tables.other_target", target="3") in end.inner_text()
    def records():
        saved = storage.get(page).get("cubiri/v1/highscores/mishimash")
        return [] if saved is None else [e for entries in json.loads(saved)["tables"].values() for e in entries]
    assert records() == []
    screenshot(page, "mishimash-end")
    page = app("mishimash", seed=11)      # a finished game reloads to its end screen
    page.locator(".cubiri-end").wait_for()
    assert records() == []
    page.locator(".cubiri-play-again").click()
    page.locator(".cubiri-roll button").wait_for()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_page_renders_in_every_language(app, lang, screenshot):
    page = app("mishimash", lang=lang)
    page.locator(".cubiri-rules-toggle").click()
    page.locator(".cubiri-rules h2").first.wait_for()
    headings = re.findall(r"^## (.+)$", rules_markdown("mishimash", lang), flags=re.M)
    assert page.locator(".cubiri-rules h2").all_inner_texts() == headings
    assert page.locator(".cubiri-rules h1").inner_text() == "MISHIMASH"
    assert page.locator(".cubiri-rules table td").count() >= 14      # the combinations table
    if lang == "lv":
        screenshot(page, "mishimash-rules-lv")


def test_phone_has_no_horizontal_scroll_and_dice_work_from_the_keyboard(app, storage, phone, screenshot):
    page = open_mishimash(app, seed=3, lang="lv", viewport=phone)
    fits = "document.documentElement.scrollWidth <= window.innerWidth"
    assert page.evaluate(fits)
    screenshot(page, "mishimash-setup-phone-lv")
    set_table(page, {"seats": [{"name": "Aiga", "kind": "human"}], "target": 1000})
    page.locator(".cubiri-start").click()
    page.locator(".cubiri-odds-toggle").click()          # the odds panel, off by default
    odds = page.locator(".cubiri-odds-panel .mm-odds")
    MishimashDriver(page).wait_until(lambda: odds.is_visible() and "2,3% (1 no 43)" in odds.inner_text(), "the odds panel")
    assert "Labākā izvēle: MEST" in odds.inner_text()   # the first roll of a turn risks nothing
    mirror = new_game({"seats": [{"name": "Aiga", "kind": "human"}], "target": 1000}, seed=3)
    mirror.roll()
    MishimashDriver(page).wait_until(lambda: page.locator(".cubiri-roll button").is_visible()
               and page.locator(".cubiri-roll button").is_enabled(), "the ROLL button")
    page.locator(".cubiri-roll button").focus()
    page.keyboard.press("Enter")
    MishimashDriver(page).wait_until(lambda: MishimashDriver(page).dice() == list(mirror.dice), "the rolled dice")
    index = mirror.takes()[0].indices[0]
    page.locator(f".cubiri-die-{index}").focus()
    page.keyboard.press("Enter")
    page.locator(f".cubiri-die-{index}.is-selected").wait_for()
    label = page.locator(f".cubiri-die-{index}").get_attribute("aria-label")
    t = Translator("lv")
    chosen = t("common.a11y.die_selected", n=index + 1, value=mirror.dice[index])
    assert label == t("access.dice.does", label=chosen, action=t("access.dice.put_back"))
    for die in page.locator(".cubiri-die").all():
        box = die.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
    assert len({round(d.bounding_box()["y"]) for d in page.locator(".cubiri-die:not(.is-selected)").all()}) == 1
    assert page.evaluate(fits)
    screenshot(page, "mishimash-play-phone-lv")


def test_skip_plays_the_computers_at_once_and_the_short_target_is_chosen(app, storage, screenshot):
    """At the normal pace two computers would take minutes; Skip brings the human's turn at once."""
    table = {"seats": [{"name": "Ben", "kind": "threshold"}, {"name": "Cleo", "kind": "optimal"},
                       {"name": "Ana", "kind": "human"}], "target": 300}
    page = app("mishimash", seed=5)
    page.locator(".cubiri-start").wait_for()
    page.locator(".cubiri-seats select").select_option(label="3")
    for i, seat in enumerate(table["seats"]):
        page.locator(f".cubiri-seat-name-{i} input").fill(seat["name"])
        page.locator(f".cubiri-seat-kind-{i} select").select_option(
            index=["human", "cautious", "threshold", "optimal"].index(seat["kind"]))
    page.locator(".cubiri-target-choice button", has_text="300").click()
    MishimashDriver(page).wait_until(lambda: page.locator(".cubiri-target input").input_value() == "300", "the target field")
    screenshot(page, "mishimash-setup-targets")
    page.locator(".cubiri-start").click()
    skip = page.locator(".cubiri-skip button")
    skip.wait_for()
    assert skip.inner_text() == "Skip to my turn"
    skip.click()
    mirror = new_game(table, seed=5)
    play_computers(mirror)
    MishimashDriver(page).wait_for_human(mirror)
    assert "Ana" in text_of(page, TURN) and not skip.is_visible()
    screenshot(page, "mishimash-after-skip")
    saved = json.loads(storage.get(page)["cubiri/v1/game/mishimash"])
    assert saved["history"] == mirror.to_dict()["history"] and saved["settings"]["target"] == 300


def test_a_target_beyond_the_longest_typed_is_brought_down_and_the_field_says_why(app, screenshot):
    page = app("mishimash", lang="it")
    page.locator(".cubiri-start").wait_for()
    field = page.locator(".cubiri-target input")
    field.fill("20000")
    field.press("Enter")
    MishimashDriver(page).wait_until(lambda: field.input_value() in ("5000", "5.000", "5,000"), "the target brought down")
    note = page.locator(".cubiri-target-cap")
    note.wait_for(state="visible")
    assert note.locator("p").inner_text().strip() == Translator("it")("mishimash.setup.target_cap", most=integer(5000, "it"))
    screenshot(page, "mishimash-setup-target-cap")
    field.fill("800")
    field.press("Enter")
    note.wait_for(state="hidden")
    # Below 1, or nothing: refused in words beside the field, and Start waits.
    refused, start = page.locator(".cubiri-target-refused"), page.locator(".cubiri-start button")
    for typed in ("-5", "0", ""):
        field.fill(typed)
        field.press("Tab")
        expect(refused.locator("p")).to_have_text(Translator("it")("tables.target_refused", most=integer(5000, "it")))
        expect(start).to_be_disabled()
    screenshot(page, "mishimash-setup-target-refused")
    field.fill("300")
    field.press("Tab")
    expect(refused).to_be_hidden()
    expect(start).to_be_enabled()


@pytest.mark.parametrize("lang, screen", [(lang, "phone") for lang in chosen(LANGUAGES, keep=["lv"])])
def test_the_set_up_shows_the_turns_of_each_target_and_of_the_one_typed(app, screenshot, request, lang, screen):
    from cubiri_panel.mishimash.game_length import expected_turns
    from cubiri_panel.ui.mishimash.setup import FIRST_LESSON_TARGET, TARGETS

    t = Translator(lang)

    def turns(target: int) -> str:
        return t("mishimash.setup.about_turns", turns=integer(round(expected_turns(target)), lang))

    page = app("mishimash", lang=lang, viewport=request.getfixturevalue(screen))
    page.locator(".cubiri-start").wait_for()
    buttons = page.locator(".cubiri-target-choice button")
    # each quick choice: its target, and under it the turns it takes (the first-lesson game first)
    assert [b.split("\n") for b in buttons.all_inner_texts()] == [[integer(n, lang), turns(n)] for n in TARGETS]
    assert TARGETS[0] == FIRST_LESSON_TARGET
    line = page.locator(".cubiri-target-turns")
    expect(line).to_have_text(t("mishimash.setup.target_turns", target=integer(1000, lang), turns=integer(92, lang)))
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    for box in (b.bounding_box() for b in buttons.all()):
        assert box["height"] >= 44   # a finger's size, two lines and all
    screenshot(page, f"mishimash-setup-turns-{lang}")
    buttons.nth(0).click()
    field = page.locator(".cubiri-target input")
    MishimashDriver(page).wait_until(lambda: field.input_value() == str(FIRST_LESSON_TARGET), "the target field")
    expect(line).to_have_text(t("mishimash.setup.target_turns", target=integer(FIRST_LESSON_TARGET, lang),
                                turns=integer(round(expected_turns(FIRST_LESSON_TARGET)), lang)))
    field.fill("2500")
    field.press("Tab")
    expect(line).to_have_text(t("mishimash.setup.target_turns", target=integer(2500, lang), turns=integer(227, lang)))


FINAL_TABLE = {"seats": [{"name": "Ben", "kind": "threshold"}, {"name": "Ana", "kind": "human"}], "target": 60}


def find_final_round_seed() -> int:
    """A seed whose computer reaches the target in its first turn, so that the human's first
    turn is the final round (engine replay)."""
    for seed in range(1, 5000):
        game = new_game(FINAL_TABLE, seed=seed)
        play_computers(game)
        if game.final_round and game.current_player == 1:
            return seed
    raise AssertionError("no seed in range gives a final round at once")


@pytest.mark.parametrize("screen", chosen(["laptop", "phone"], keep=["phone"]))
def test_odds_panel_shows_the_chance_to_overtake_in_the_final_round(app, storage, screenshot, request, screen):
    from cubiri_panel.mishimash import overtake_chance
    from cubiri_panel.ui.mishimash.odds import chance_text, position_after
    seed = find_final_round_seed()
    mirror = new_game(FINAL_TABLE, seed=seed)
    play_computers(mirror)
    page = open_mishimash(app, seed=seed, viewport=request.getfixturevalue(screen))
    set_table(page, FINAL_TABLE)
    page.locator(".cubiri-start").click()
    page.locator(".cubiri-odds-toggle").click()
    odds = page.locator(".cubiri-odds-panel .mm-odds")
    shown = chance_text(*overtake_chance(mirror.state, *position_after(mirror, [])[0]), Translator("en"))
    MishimashDriver(page).wait_until(lambda: odds.is_visible() and f"Your chance to overtake\n{shown}" in odds.inner_text(),
               "the chance to overtake")
    assert f"Your chance to win the game\n{shown}" in odds.inner_text() and ", exact" in shown
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(page, f"mishimash-odds-final-round-{screen}")

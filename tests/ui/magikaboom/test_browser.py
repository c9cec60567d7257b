"""The MAGIKABOOM screen in a browser: set-up, a scoring turn, an explosion, a computer's turn
step by step, reload, the end screen, the rules in every language and the phone layout.

Seeds are not hard-coded: each test replays the engine (same ``random.Random(seed)`` as the page's
``?seed=``) to find a seed that gives the turn it needs, then checks what the screen shows
against what the engine says happened.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from cubiri_panel.magikaboom import (Ingredient, MagikaboomGame, Phase, PotionExploded, PotionScored,
                                     SimpleBot)
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magikaboom.words import event_line
from cubiri_panel.ui.players import kind_label
from cubiri_panel.ui.rules import rules_markdown

pytestmark = pytest.mark.browser
FAST = {"cubiri/v1/settings": json.dumps({"format": 1, "computer_speed": "fast"})}
NAMES = ["Ana", "Ben"]


def engine(seed, players=NAMES, computers=None) -> MagikaboomGame:
    """The game the page plays for ``?seed=seed`` at this table."""
    return MagikaboomGame(players=players, computers=computers or {}, seed=seed)


def find_seed(works, players=NAMES, computers=None) -> int:
    for seed in range(1, 2000):
        if works(engine(seed, players, computers)):
            return seed
    raise AssertionError("no seed gives this turn")


def open_game(app, viewport=None, lang="en", **query):
    """The MAGIKABOOM page with the computer speed set to fast."""
    return app("magikaboom", lang=lang, viewport=viewport, **query, saved=FAST)


def set_table(page, seats):
    """Fill the set-up: ``seats`` is a list of (name, kind) with kind "human" or a level."""
    t = Translator("en")
    page.locator(".cubiri-seats select").select_option(str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.locator(f".cubiri-seat-name-{i} input").fill(name)
        label = kind_label("magikaboom", kind, t)
        page.locator(f".cubiri-seat-kind-{i} select").select_option(label=label)
    page.locator(".cubiri-start button").click()
    page.locator(".cubiri-table").wait_for(state="visible")


def log_lines(page) -> list[str]:
    """The log (newest first), the older lines folded under "Earlier in the game" included."""
    return [" ".join(text.split()) for text in page.locator(".cubiri-log li").all_text_contents()]


def expected_log(game, lang="en") -> list[str]:
    t = Translator(lang)
    return [event_line(e, game.players, t) for e in reversed(game.log)]


def text_of(locator) -> str:
    """The text a pane shows (Panel draws it inside the element's shadow root)."""
    return locator.evaluate("e => (e.shadowRoot || e).textContent")


def score_of(page, seat: int) -> str:
    return page.locator(".cubiri-score tbody tr").nth(seat).locator("td.space").inner_text()


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_turn_that_scores(app, storage, screenshot):
    # Ana rolls, keeps the first die, continues once, keeps the first die again and stops with
    # a potion worth something.
    def scores(g):
        g.roll()
        g.keep(0)
        if not g.can_continue:
            return False
        g.roll()
        if g.phase is not Phase.KEEP:
            return False
        g.keep(0)
        return g.stop_preview() > 0
    seed = find_seed(scores)
    game = engine(seed)
    page = open_game(app, seed=seed)
    screenshot(page, "magikaboom-setup")
    set_table(page, [("Ana", "human"), ("<b>Ben</b>", "human")])
    game = engine(seed, players=["Ana", "<b>Ben</b>"])

    expect(page.locator(".cubiri-status")).to_contain_text("Ana, your turn")
    expect(page.locator(".cubiri-roll button")).to_have_text("ROLL")
    page.locator(".cubiri-roll button").click()
    game.roll()
    first = page.locator("button.cubiri-die-0")
    expect(first).to_have_attribute("aria-label", re.compile(Translator("en")(f"common.ingredients.{game.rolled[0].name.lower()}")))
    first.click()
    game.keep(0)
    # CONTINUE says what continuing will do, with its consequence for the hats.
    expect(page.locator(".cubiri-roll button")).to_have_text("CONTINUE")
    t = Translator("en")
    held = t(f"common.ingredients.{game.held.name.lower()}")
    expect(page.locator(".cubiri-continue-preview")).to_contain_text(f"Continue: {held} takes effect")
    page.locator(".cubiri-roll button").click()
    game.roll()
    page.locator("button.cubiri-die-0").click()
    game.keep(0)
    # Only the rolled dice carry the die hooks, though the cauldron shows dice too.
    expect(page.locator(".cubiri-cauldron .cubiri-die")).to_have_count(2)
    assert page.locator(".cubiri-die-0").count() == 1
    expect(page.locator(".cubiri-stop-preview")).to_contain_text(f"+{game.stop_preview()}")
    screenshot(page, "magikaboom-turn-in-progress")
    page.locator(".cubiri-stop button").click()
    game.stop()
    scored = next(e for e in reversed(game.log) if isinstance(e, PotionScored))

    banner = page.locator(".cubiri-banner")
    expect(banner).to_contain_text("Potion brewed")
    expect(banner).to_contain_text(f"Ana scored {scored.count} × ")
    expect(page.locator(".cubiri-status")).to_contain_text("<b>Ben</b>, your turn")  # a name is text
    assert score_of(page, 0) == str(game.scores[0])
    assert log_lines(page) == expected_log(game)
    assert page.locator(".cubiri-score b").count() == 0
    screenshot(page, "magikaboom-scored")


def keep_first_and_continue(g) -> int:
    """Ana's policy in the explosion test: keep the first die, continue while she can. Returns
    how many times she continued."""
    g.roll()
    continued = 0
    while g.current_player == 0 and g.phase is Phase.KEEP:
        g.keep(0)
        if not g.can_continue:
            break
        g.roll()
        continued += 1
    return continued


def test_a_turn_that_explodes_on_a_phone(app, storage, phone, screenshot):
    def explodes_after_two(g):
        return keep_first_and_continue(g) == 2 and any(isinstance(e, PotionExploded) for e in g.log)
    seed = find_seed(explodes_after_two)
    game = engine(seed)
    keep_first_and_continue(game)
    page = open_game(app, viewport=phone, seed=seed)
    assert no_horizontal_scroll(page)
    screenshot(page, "magikaboom-setup-phone")
    set_table(page, [("Ana", "human"), ("Ben", "human")])
    page.locator(".cubiri-roll button").click()
    for _ in range(2):
        page.locator("button.cubiri-die-0").click()
        expect(page.locator(".cubiri-roll button")).to_have_text("CONTINUE")
        page.locator(".cubiri-roll button").click()

    banner = page.locator(".cubiri-explosion")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("BOOM!")
    from cubiri_panel.magikaboom import DiceRolled, IngredientKept
    brewed = {e.ingredient for e in game.log if isinstance(e, IngredientKept)}
    brewed |= set(next(e for e in reversed(game.log) if isinstance(e, DiceRolled)).dice)
    if len(brewed) >= 4:  # which rule blew it up is said, not only that it blew up
        expect(banner).to_contain_text(f"Ana’s potion exploded: {len(brewed)} different ingredients!")
    else:
        expect(banner).to_contain_text("Ana’s potion exploded: 5 × ")
    expect(banner).to_contain_text("Ben +2 → 3")
    # The dice that blew it up are shown: the cauldron and the last roll, named.
    exploded = page.locator(".cubiri-explosion .cubiri-die")
    expect(exploded).to_have_count(4)
    assert "BOOM! Ana’s potion explodes: Ben +2 → 3" in log_lines(page)
    assert log_lines(page) == expected_log(game)
    assert score_of(page, 1) == "3" and score_of(page, 0) == str(game.scores[0])
    expect(page.locator(".cubiri-status")).to_contain_text("Ben, your turn")
    page.wait_for_timeout(1200)  # the shake is over: the screenshot shows the settled banner
    assert no_horizontal_scroll(page)
    for selector in (".cubiri-roll button", ".cubiri-odds-toggle button", ".cubiri-explosion .cubiri-die"):
        box = page.locator(selector).first.bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44
    screenshot(page, "magikaboom-explosion-phone")


def test_a_computer_player_takes_its_turn_step_by_step(app, storage, screenshot):
    seats = ["Ana", "Robo"]
    computers = {1: "careful"}

    def long_computer_turn(g):
        g.roll()
        g.keep(0)
        g.stop()
        steps = 0
        while g.is_computer_turn:
            g.step_computer()
            steps += 1
        return steps >= 4 and not g.is_over
    seed = find_seed(long_computer_turn, seats, computers)
    game = engine(seed, seats, computers)
    game.roll()
    game.keep(0)
    game.stop()
    while game.is_computer_turn:
        game.step_computer()

    page = open_game(app, seed=seed)
    set_table(page, [("Ana", "human"), ("Robo", "careful")])
    page.locator(".cubiri-roll button").click()
    page.locator("button.cubiri-die-0").click()
    page.locator(".cubiri-stop button").click()
    expect(page.locator(".cubiri-status")).to_contain_text("Robo is playing (computer)")
    # While the computer plays, the human's controls are off; its actions arrive one by one.
    seen = set()
    for _ in range(80):
        # The button is read before the status: one message updates both, so a button found
        # enabled means the status read next already says it is Ana's turn.
        pressable = page.locator(".cubiri-roll button").is_enabled()
        seen.add(len(log_lines(page)))
        if "Ana, your turn" in text_of(page.locator(".cubiri-status")):
            break
        assert not pressable, "the human's ROLL is pressable during the computer's turn"
        page.wait_for_timeout(100)
    expect(page.locator(".cubiri-status")).to_contain_text("Ana, your turn")
    assert len(seen) >= 4, f"the computer's turn appeared in {len(seen)} steps"
    assert log_lines(page) == expected_log(game)
    assert [score_of(page, s) for s in (0, 1)] == [str(s) for s in game.scores]
    expect(page.locator(".cubiri-score")).to_contain_text("computer, intermediate")


def test_the_champion_is_chosen_in_the_set_up_and_plays_its_turn(app, storage, screenshot):
    seats, computers, seed = ["Ana", "Cham"], {1: "champion"}, 5
    game = engine(seed, seats, computers)
    game.roll()
    game.keep(0)
    game.stop()
    while game.is_computer_turn:
        game.step_computer()
    assert not game.is_over
    page = open_game(app, seed=seed)
    set_table(page, [("Ana", "human"), ("Cham", "champion")])  # by its label, "Computer: champion"
    page.locator(".cubiri-roll button").click()
    page.locator("button.cubiri-die-0").click()
    page.locator(".cubiri-stop button").click()
    expect(page.locator(".cubiri-log li")).to_have_count(len(game.log), timeout=30_000)  # the champion’s turn played, at its pace
    expect(page.locator(".cubiri-status")).to_contain_text("Ana, your turn")
    assert log_lines(page) == expected_log(game)
    expect(page.locator(".cubiri-score")).to_contain_text("computer, champion")
    screenshot(page, "magikaboom-champion")


def test_reload_resumes_the_game_exactly(app, storage, page):
    seed = 7
    game = engine(seed)
    open_game(app, seed=seed)
    set_table(page, [("Ana", "human"), ("Ben", "human")])
    page.locator(".cubiri-roll button").click()
    page.locator("button.cubiri-die-1").click()
    game.roll()
    game.keep(1)
    expect(page.locator(".cubiri-stop button")).to_be_enabled()

    def shown():
        return {"rolled": page.locator(".cubiri-rolled .cubiri-die").evaluate_all("b => b.map(e => e.getAttribute('aria-label'))"),
                "cauldron": page.locator(".cubiri-cauldron .cubiri-die").evaluate_all("b => b.map(e => e.getAttribute('aria-label'))"),
                "status": text_of(page.locator(".cubiri-status")),
                "log": log_lines(page), "scores": [score_of(page, s) for s in (0, 1)],
                "roll": page.locator(".cubiri-roll button").inner_text()}
    before = shown()
    assert before["roll"] == "CONTINUE" and len(before["rolled"]) == 2 and len(before["cauldron"]) == 1
    page.reload()
    page.locator(".cubiri-table").wait_for(state="visible")
    expect(page.locator(".cubiri-notice")).to_contain_text("MAGIKABOOM game in progress was restored")
    expect(page.locator(".cubiri-cauldron .cubiri-die")).to_have_count(1)
    assert shown() == before
    # The dice go on exactly as the engine says: the random state was saved too.
    page.locator(".cubiri-roll button").click()
    game.roll()
    expect(page.locator(".cubiri-log li").first).to_have_text(expected_log(game)[0])
    assert log_lines(page) == expected_log(game)
    # The table set-up is remembered for the next game.
    page.locator(".cubiri-new-table button").click()
    expect(page.locator(".cubiri-seat-name-1 input")).to_have_value("Ben")
    expect(page.locator(".cubiri-resume button")).to_be_visible()


def test_the_end_screen_shares_a_tied_win(app, storage, page, screenshot):
    def ends_in_a_tie(g):
        bot = SimpleBot()
        while not g.is_over:
            g.apply(bot.choose(g))
        return len(g.winners) == 2
    seed = find_seed(ends_in_a_tie)
    final = engine(seed)
    ends_in_a_tie(final)
    almost = MagikaboomGame.replay(final.history[:-1], players=NAMES, seed=seed)
    last = final.history[-1]
    open_game(app)
    storage.set(page, {"cubiri/v1/game/magikaboom": json.dumps(almost.to_dict())})
    page.reload()
    page.locator(".cubiri-table").wait_for(state="visible")
    hook = {"roll": ".cubiri-roll button", "stop": ".cubiri-stop button"}.get(last.kind)
    page.locator(hook or f"button.cubiri-die-{last.die}").click()
    end = page.locator(".cubiri-end")
    expect(end).to_be_visible()
    expect(end).to_contain_text("Ana and Ben share the win!")
    expect(end).to_contain_text(f"Final score: {max(final.scores)}")
    expect(page.locator(".cubiri-score")).to_contain_text("winner")
    assert log_lines(page)[0] == f"Game over: Ana and Ben share the win with {max(final.scores)}"
    expect(page.locator(".cubiri-roll")).to_be_hidden()
    expect(page.locator(".cubiri-cauldron")).to_be_hidden()
    screenshot(page, "magikaboom-end")
    page.locator(".cubiri-again button").click()
    expect(page.locator(".cubiri-end")).to_be_hidden()
    expect(page.locator(".cubiri-status")).to_contain_text("Ana, your turn")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_and_labels_in_every_language(app, lang, screenshot):
    t = Translator(lang)
    page = app("magikaboom", lang=lang)
    expect(page.locator(".cubiri-start button")).to_have_text(t("magikaboom.setup.start"))
    page.locator(".cubiri-rules-toggle button").click()
    rules = page.locator(".cubiri-rules")
    headings = re.findall(r"^## (.+)$", rules_markdown("magikaboom", lang), flags=re.M)
    for heading in headings:
        expect(rules.get_by_role("heading", name=heading)).to_be_visible()
    assert t("common.ingredients.bat") in text_of(rules)
    screenshot(page, f"magikaboom-rules-{lang}")
    # The game itself speaks the language too: the glossary's button words, the die names.
    page.locator(".cubiri-rules-close button").click()
    page.locator(".cubiri-seat-kind-1 select").select_option(label=t("common.players.person"))
    page.locator(".cubiri-start button").click()
    # the table is built the first time it is shown: on a busy machine that takes a few seconds
    expect(page.locator(".cubiri-roll button")).to_have_text(t("magikaboom.roll"), timeout=30_000)
    page.locator(".cubiri-roll button").click()
    page.locator("button.cubiri-die-0").click()
    expect(page.locator(".cubiri-stop button")).to_be_enabled()
    expect(page.locator(".cubiri-roll button")).to_have_text(t("magikaboom.continue"))
    expect(page.locator(".cubiri-stop button")).to_have_text(t("magikaboom.stop"))
    label = page.locator("button.cubiri-die-1").get_attribute("aria-label")
    assert any(t(f"common.ingredients.{face}") in label for face in Ingredient), label
    screenshot(page, f"magikaboom-play-{lang}")


CLICK_AND_WAIT = """async ([selector, inShadow]) => {
  const deep = (root, sel) => {
    const found = root.querySelector(sel);
    if (found) return found;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) { const f = deep(el.shadowRoot, sel); if (f) return f; }
    }
    return null;
  };
  const firstLine = () => { const li = deep(document, '.cubiri-log').shadowRoot.querySelector('li'); return li ? li.textContent : ''; };
  const host = deep(document, selector);
  const target = inShadow ? host.shadowRoot.querySelector('button') : host;
  const before = firstLine();
  const t0 = performance.now();
  target.click();
  return await new Promise(resolve => {
    const tick = () => firstLine() !== before ? resolve(performance.now() - t0) : requestAnimationFrame(tick);
    tick();
  });
}"""


def test_odds_keyboard_and_click_to_update_time(app, storage, laptop, screenshot):
    from cubiri_panel.magikaboom import decision_odds
    from cubiri_panel.magikaboom.solvers.race_chances import win_chance
    from cubiri_panel.ui.odds import chance, expected
    seed = 11
    game = engine(seed)
    page = open_game(app, viewport=laptop, seed=seed)
    set_table(page, [("Ana", "human"), ("Ben", "human")])
    # Keyboard: ROLL, then a die, then STOP, each reached with Tab and pressed with Enter/Space.
    page.locator(".cubiri-roll button").focus()
    page.keyboard.press("Enter")
    game.roll()
    expect(page.locator("button.cubiri-die-0")).to_be_enabled()
    page.locator("button.cubiri-die-0").focus()
    focus_ring = page.locator("button.cubiri-die-0 .face").evaluate("e => getComputedStyle(e).outlineStyle")
    assert focus_ring == "solid"  # the focus is visible
    page.keyboard.press("Enter")
    game.keep(0)
    # The odds panel (off by default) gives the exact numbers of this decision.
    odds = page.locator(".cubiri-odds-magikaboom")
    expect(odds).to_be_hidden()
    page.locator(".cubiri-odds-toggle button").click()
    expect(odds).to_be_visible()
    exact = decision_odds(game.cauldron, game.held)
    expect(odds).to_contain_text("Explosion if you continue")
    # as people read them: a chance in words or percent, an expected value as a decimal
    expect(odds).to_contain_text(chance(exact.explosion, Translator("en")))
    expect(odds).to_contain_text(expected(exact.go_on, "en"))
    assert "/" not in odds.inner_text()
    shown = chance(win_chance(game), Translator("en"), estimate=True)  # two players: the solved race
    expect(odds).to_contain_text(f"Your chance to win the game{shown}, exact: the race solved")
    screenshot(page, "magikaboom-odds")
    page.locator(".cubiri-stop button").focus()
    page.keyboard.press("Space")
    game.stop()
    expect(page.locator(".cubiri-log li").first).to_have_text(expected_log(game)[0])

    # A run of clicked moves, each followed by its new log line on screen (speed: bench_ui.py).
    bot, moves = SimpleBot(), 0
    while moves < 16 and not game.is_over:
        action = bot.choose(game)
        selector, shadow = {"roll": (".cubiri-roll", True), "stop": (".cubiri-stop", True)}.get(
            action.kind, (f"button.cubiri-die-{getattr(action, 'die', 0)}", False))
        page.evaluate(CLICK_AND_WAIT, [selector, shadow])
        game.apply(action)
        moves += 1
        expect(page.locator(".cubiri-log li").first).to_have_text(expected_log(game)[0])


def test_skip_plays_the_computers_at_once(app, storage, screenshot):
    """At the normal pace two computers take many seconds; Skip brings the human's turn at once."""
    seats, computers = ["Robo", "Mago", "Ana"], {0: "careful", 1: "expert"}
    page = app("magikaboom", seed=9)
    set_table(page, [("Robo", "careful"), ("Mago", "expert"), ("Ana", "human")])
    skip = page.locator(".cubiri-skip button")
    expect(skip).to_have_text("Skip to my turn")
    expect(page.locator(".cubiri-roll button")).to_be_disabled()
    skip.click()
    game = engine(9, seats, computers)
    while game.is_computer_turn:
        game.step_computer()
    expect(page.locator(".cubiri-status")).to_contain_text("Ana, your turn")
    expect(page.locator(".cubiri-roll button")).to_be_enabled()
    expect(skip).to_be_hidden()
    assert log_lines(page) == expected_log(game)[:40]
    assert [score_of(page, s) for s in range(3)] == [str(s) for s in game.scores]
    screenshot(page, "magikaboom-after-skip")

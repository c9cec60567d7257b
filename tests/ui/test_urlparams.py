"""URL parameters: valid values are taken, bad ones fall back with a notice."""


import pytest

from cubiri_panel.ui.urlparams import UrlParams, parse_query, parse_seed


def test_no_query_is_all_defaults():
    assert parse_query(None) == UrlParams()
    assert parse_query("") == UrlParams()


def test_valid_values():
    p = parse_query("?lang=it&seed=42&difficulty=NIGHTMARE&embed=1")
    assert (p.lang, p.seed, p.difficulty, p.embed, p.problems) == ("it", 42, "nightmare", True, ())


def test_language_with_region_is_accepted():
    assert parse_query("lang=es-AR").lang == "es"


@pytest.mark.parametrize(("query", "key"), [
    ("lang=xx", "common.notices.url_lang"),
    ("seed=%3Cimg%20src%3Dx%3E", "common.notices.url_seed"),
    ("seed=" + "a" * 33, "common.notices.url_seed"),
    ("difficulty=easy", "common.notices.url_difficulty"),
    ("embed=maybe", "common.notices.url_embed"),
])
def test_bad_values_fall_back_with_a_notice(query, key):
    p = parse_query(query)
    assert [k for k, _ in p.problems] == [key]
    assert (p.lang, p.seed, p.difficulty, p.embed) == (None, None, None, False)


def test_shown_value_is_cut_and_kept_raw():
    p = parse_query({"seed": ["<img src=x onerror=alert(1)>" * 5]})
    (key, args), = p.problems
    assert args["value"].startswith("<img src=x")  # escaping is the page's job, at render time
    assert len(args["value"]) <= 40


def test_session_args_bytes_and_last_value_wins():
    p = parse_query({"seed": [b"1", b"daily-2026-11-29"], "lang": [b"lv"]})
    assert (p.seed, p.lang) == ("daily-2026-11-29", "lv")


@pytest.mark.parametrize(("raw", "seed"), [("42", 42), ("-7", -7), ("abc_DEF-1", "abc_DEF-1"),
                                           ("4 2", None), ("", None), ("é", None)])
def test_seed_forms(raw, seed):
    assert parse_seed(raw) == seed


def test_the_difficulties_are_the_games_and_cost_a_page_no_game_view():
    import subprocess
    import sys

    from cubiri_panel.magdagdon import Difficulty
    from cubiri_panel.ui.urlparams import DIFFICULTIES

    assert DIFFICULTIES == tuple(d.value for d in Difficulty) == ("peaceful", "survival", "nightmare")
    # Every page checks ?difficulty= and the saved setting against the game's facts (the game's
    # package loads whole, as every game's does, and each game's registration); only MAGDAGDON's
    # page loads its views.
    loaded = subprocess.run([sys.executable, "-c", "import sys, cubiri_panel.ui.shell; "
                             "print(sorted(m for m in sys.modules if m.startswith('cubiri_panel.ui.magdagdon')))"],
                            capture_output=True, text=True, check=True).stdout
    assert "cubiri_panel.magdagdon.facts" in subprocess.run(
        [sys.executable, "-c", "import sys, cubiri_panel.ui.urlparams; print(sorted(sys.modules))"],
        capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "['cubiri_panel.ui.magdagdon', 'cubiri_panel.ui.magdagdon.registration']"

"""What the site's pages ask the engine about a class: its link with the QR code, and its games
pooled with another class's listed apart and each scanned line's verdict."""

import pytest

from coach import games
from cubiri_panel.classroom.hand_in import hand_in
from cubiri_panel.lessons.web import class_link, pool_page


def test_a_class_link_opens_the_home_page_with_the_class_and_draws_its_qr_code():
    made = class_link(" Rossi 3/B\u202e ", "https://example.org/cubiri/index.it.html", "QR della classe")
    assert made["code"] == "Rossi 3/B" and not made["invalid"]
    assert made["link"] == "https://example.org/cubiri/index.it.html?class=Rossi%203%2FB"
    assert made["svg"].startswith('<svg role="img" aria-label="QR della classe"')
    assert class_link("x", "https://example.org/index.html?lang=lv", "QR")["link"].endswith("?lang=lv&class=x")


@pytest.mark.parametrize("bad", ["", "   ", "x" * 25, None])
def test_a_class_code_that_is_none_makes_no_link(bad):
    assert class_link(bad, "https://example.org/index.html", "QR") == {"invalid": True}


def test_the_pool_page_says_what_became_of_each_scanned_line():
    mine, theirs = games.mishimash(seed=4).to_code(), games.magdagdon(seed=4).to_code()
    lines = [hand_in(mine, "3B"), hand_in(theirs, "3A"), "cubiri:3B", hand_in(mine, "3B")]
    answer = pool_page("\n".join(lines), klass="3b", asked=lines[:3])
    assert answer["games"] == 1 and answer["codes"] == [mine]
    assert answer["verdicts"] == {lines[0]: {"key": None, "detail": ""},
                                  lines[1]: {"key": "other-class", "detail": "3A"},
                                  lines[2]: {"key": "not-a-code", "detail": ""}}
    assert answer["reasons"] == {"other-class": 1, "not-a-code": 1, "repeated": 1}
    assert pool_page("\n".join(lines))["games"] == 2  # no class asked: every class's games pool

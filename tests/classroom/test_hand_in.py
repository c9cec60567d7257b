"""A game handed in to a class: the class code's rule, the hand-in's line read back, and the pool
taking a class's games, listing another class's apart with that class named."""

import pytest

from coach import games
from cubiri_panel.classroom import pool
from cubiri_panel.classroom.hand_in import (CODE_LENGTH, class_code, hand_in, is_hand_in, read, same_class,
                                            shown_class_code)


def test_a_class_code_is_cleaned_as_names_are_and_read_without_case():
    assert shown_class_code("  Rossi\u202e 3B\n") == "Rossi 3B"
    assert class_code("Rossi 3B") == "rossi 3b" and same_class("3B", " 3b ")
    assert not same_class("3B", "3A")
    for bad in ("", "   ", "\u200e", "x" * (CODE_LENGTH + 1), None, 3):
        with pytest.raises(ValueError, match="1 to 24 characters"):
            class_code(bad)


@pytest.mark.parametrize("klass", ["3B", "Rossi 3/B", "100% 2ª", "a@b:c"])
def test_a_hand_in_is_one_line_without_spaces_and_reads_back_its_class_and_code(klass):
    code = games.magdagdon(seed=4).to_code()
    line = hand_in(code, klass)
    assert line.startswith("cubiri:") and " " not in line and "\n" not in line and line.endswith("/" + code)
    assert is_hand_in(line) and read(line) == (klass, code)
    assert read("  CUBIRI:" + line[7:] + " ") == (klass, code)  # as a scanner or a paste may give it


def test_a_hand_in_that_is_malformed_is_refused_in_words():
    for bad in ("cubiri:", "cubiri:3B", "cubiri:/m2abc", "cubiri:3B/", "cubiri:%20%20/m2abc", "m2abc", ""):
        with pytest.raises(ValueError):
            read(bad)


def test_the_pool_takes_its_class_and_plain_codes_and_lists_another_class_apart():
    mine, theirs, plain = (g.to_code() for g in (games.mishimash(seed=4), games.mishimash(seed=5),
                                                  games.magdagdon(seed=4)))
    entries = [hand_in(mine, "3B"), hand_in(theirs, "3A"), plain, hand_in(mine, "3b"), "cubiri:3B"]
    pooled = pool(entries, klass=" 3B ")
    assert pooled.codes == [mine, plain] and pooled.entries == [entries[0], plain] and pooled.klass == "3B"
    assert [(r.key, r.detail) for r in pooled.refused] == [("other-class", "3A"), ("repeated", ""),
                                                            ("not-a-code", "")]
    assert "another class (3A)" in pooled.refused[0].reason
    # with no class asked for, every class's games pool
    assert len(pool(entries[:3]).games) == 3
    with pytest.raises(ValueError):
        pool(entries, klass="")

"""Strict JSON for stored values: one exception for every way a value cannot be read."""

import pytest

from cubiri_panel.ui.storage import Unreadable, dumps, parse


@pytest.mark.parametrize("raw", [None, 3, b"{}", "", "{", '{"a": NaN}', "[Infinity]", "[" * 1500 + "]" * 1500])
def test_anything_that_is_not_strict_json_text_is_unreadable(raw):
    with pytest.raises(Unreadable):
        parse(raw, 10_000)


def test_a_value_over_the_limit_is_refused_before_it_is_parsed():
    assert parse('"abc"', 5) == "abc"
    with pytest.raises(Unreadable, match="longer than 4"):
        parse('"abc"', 4)


def test_dumps_keeps_letters_as_they_are_and_sorts_the_keys():
    assert dumps({"b": "🎲", "a": 1}) == '{"a": 1, "b": "🎲"}'
    assert parse(dumps({"b": "🎲"}), 100) == {"b": "🎲"}

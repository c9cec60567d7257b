"""The sources the site ships lose their docstrings, comments, indentation beyond one space a
block and their functions' annotations, and nothing else (site/minify.py); the games playing
from those wheels is test_lock.py's proof."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site"))
import minify  # noqa: E402

SOURCE = '''"""A module's docstring."""
import re  # a comment after code

PATTERN = re.compile(r"""
    \\d+  # a verbose pattern's comment is text
""", re.X)


class Die:
    """Only a docstring."""


def roll(faces: int = 6) -> str:
    """A docstring over
    two lines."""
    # a comment on its own line
    return "#%d" % faces, Setting(default=1, help="""Shown in help pages
    only.""")
'''


def test_docstrings_and_comments_go_and_every_line_stays_where_it_was():
    stripped = minify.strip(SOURCE, keywords=("help",))
    assert "docstring" not in stripped and "a comment" not in stripped and "help pages" not in stripped
    assert stripped.count("\n") == SOURCE.count("\n")
    lines = stripped.splitlines()
    assert lines[SOURCE.splitlines().index("class Die:") + 1].strip() == "pass"
    assert "a verbose pattern's comment is text" in stripped  # inside a string: kept
    assert lines[SOURCE.splitlines().index('    return "#%d" % faces, Setting(default=1, help="""Shown in help pages')] \
        == ' return "#%d" % faces, Setting(default=1, help=""'
    assert "def roll(faces = 6):" in lines and "\n    \\d+" in stripped  # a string's lines keep theirs
    namespace: dict = {"Setting": lambda **kw: kw}
    exec(compile(stripped, "stripped", "exec"), namespace)
    assert namespace["roll"](4) == ("#4", {"default": 1, "help": ""})
    assert namespace["roll"].__doc__ is None and namespace["PATTERN"].match("12")


def test_a_source_this_python_cannot_read_is_kept_as_it_is():
    newer = 'type Point = tuple[int, int]  # Python 3.12\n"""not a docstring here"""\n'
    if sys.version_info < (3, 12):
        assert minify.strip(newer) == newer
    broken = 'def f(:\n    """doc"""\n'
    assert minify.strip(broken) == broken


ANNOTATED = '''from dataclasses import dataclass


@dataclass
class Seat:
    name: str
    points: int = 0


def score(seat: Seat,
          bonus: dict[str,
                      int] | None = None, *rest: int, **named: str
          ) -> int:
    if seat.points:
        return (seat.points +
                    sum(rest))
    return 0
'''


def test_functions_lose_their_annotations_and_blocks_their_indentation_but_nothing_runs_otherwise():
    stripped = minify.strip(ANNOTATED)
    assert stripped.count("\n") == ANNOTATED.count("\n")
    assert "str" not in stripped.split("class Seat")[1].split("def score")[1] and "int]" not in stripped
    assert " name: str" in stripped and " points: int = 0" in stripped  # a class's fields stay
    assert "  return" in stripped and "   return" not in stripped  # one space a block
    namespace: dict = {}
    exec(compile(stripped, "stripped", "exec"), namespace)
    assert namespace["score"](namespace["Seat"]("Ben", 3), None, 4) == 7
    assert namespace["score"].__annotations__ == {}


def test_a_module_that_reads_annotations_keeps_them():
    source = ("from functools import singledispatch\n\n\n@singledispatch\ndef shown(value):\n    return str(value)\n\n\n"
              "@shown.register\ndef _(value: int):\n    return f'{value:,}'\n")
    stripped = minify.strip(source)
    assert "value: int" in stripped
    namespace: dict = {}
    exec(compile(stripped, "stripped", "exec"), namespace)
    assert namespace["shown"](1000) == "1,000"

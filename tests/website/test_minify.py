"""The sources the site ships lose their docstrings and comments, and nothing else
(site/minify.py); the games playing from those wheels is test_lock.py's proof."""

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
        == '    return "#%d" % faces, Setting(default=1, help=""'
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

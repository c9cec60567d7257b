"""Every private member of Panel that Cubiri uses is where it was when it was read, in the
release pyproject.toml pins: an upgrade that moves one fails here, naming it."""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

from cubiri_panel.ui import panel_private

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("module", "path"), panel_private.MEMBERS, ids=[p for _, p in panel_private.MEMBERS])
def test_each_private_member_is_there(module, path):
    panel_private.member(module, path)


def test_a_moved_member_is_named():
    with pytest.raises(AttributeError, match=r"panel\.io\.state\.state\._gone"):
        panel_private.member("panel.io.state", "state._gone")


def test_panel_is_pinned_to_the_release_the_members_were_read_from():
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert f"panel=={panel_private.PANEL_VERSION}" in [d.replace(" ", "") for d in dependencies]
    assert version("panel") == panel_private.PANEL_VERSION


def test_no_other_module_reaches_into_panel():
    """Only panel_private.py names these members; the package, the site and its worker ask it."""
    # a member by the name it is reached by: ``state._stylesheets`` (a component's own
    # ``_stylesheets`` is Panel's public way to style it), ``._session_context``, ``_link_docs_worker``
    names = {".".join(path.split(".")[-2:]) if path.count(".") and not path.startswith("Document")
             else "." + path.rpartition(".")[2] if "." in path else path for _, path in panel_private.MEMBERS}
    pattern = re.compile("|".join(re.escape(name) + r"\b" for name in names))
    files = [*ROOT.joinpath("cubiri_panel").rglob("*.py"), *ROOT.joinpath("site").rglob("*.py"),
             *ROOT.joinpath("site", "static").glob("*.js"), *ROOT.joinpath("apps").glob("*.py")]
    found = [f"{f.relative_to(ROOT)}: {m.group(0)}" for f in files if f.name != "panel_private.py"
             for m in pattern.finditer(f.read_text(encoding="utf-8"))]
    assert not found

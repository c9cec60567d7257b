"""MISHIMASH's target field is stepped by two named buttons of a finger's size (its own arrows,
small and nameless, are hidden)."""

from __future__ import annotations

from cubiri_panel.ui.mishimash.setup import TARGET_STEP, TableSetup


def test_the_step_buttons_move_the_target_by_fifty_and_never_below_one():
    setup = TableSetup()
    setup.__panel__()
    assert (setup.target_down.label, setup.target_up.label) == ("−50", "+50") and TARGET_STEP == 50
    start = setup.target.value
    setup.target_up.clicks += 1
    assert setup.target.value == start + 50
    setup.target_down.clicks += 1
    setup.target_down.clicks += 1
    assert setup.target.value == start - 50
    setup.target.value = 30
    setup.target_down.clicks += 1
    assert setup.target.value == 1
    setup.target.value = 450
    setup.target_up.clicks += 1
    assert setup.target.value == 500 and setup.target_choice.value == 500   # its quick choice lit

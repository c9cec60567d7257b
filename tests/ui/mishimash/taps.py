"""The dice a test taps to choose a MISHIMASH take: one die a combination, since a tap on a die
chooses its whole combination (a second tap on the three 2s would put them back)."""

from cubiri_panel.mishimash.scoring import combination_with


def taps(dice, indices) -> list[int]:
    """The first die of each combination the dice at ``indices`` of the roll ``dice`` make."""
    chosen, out = set(), []
    for i in sorted(indices):
        if i not in chosen:
            out.append(i)
            chosen |= set(combination_with(tuple(dice), i))
    return out

"""The dice a test taps to choose a MISHIMASH take: every die of it, one tap a die (a tap adds or
removes that die alone)."""


def taps(dice, indices) -> list[int]:
    """The dice to tap to choose the dice at ``indices`` of the roll ``dice``: each of them once."""
    return sorted(set(indices))

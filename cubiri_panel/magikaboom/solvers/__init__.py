"""What MAGIKABOOM's computer players and odds solve: the expected gain of a turn
(:mod:`.turn_gain`), the two-player race to 28 (:mod:`.race`) and, built on it, the chance of
winning from any table (:mod:`.race_chances`)."""

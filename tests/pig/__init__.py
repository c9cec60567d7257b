"""Pig, the classic push-your-luck dice game, as a fourth game written outside the package: roll
one die as often as you dare, a 1 loses the turn's points, hold to bank them, first to the target
wins. It registers itself (``registration.py``, ``ui/registration.py``) as Cubiri's own games do,
to prove that codes, log rows, the class pool, the coach, the replay and a served page work for
a game no shared module names."""

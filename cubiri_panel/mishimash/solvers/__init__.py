"""What MISHIMASH's computer players and odds are solved from, a module a question: the optimal
points of a turn (:mod:`.turn_values`), the best chance to make a need in one turn
(:mod:`.reach_probability`), what a way of playing a turn banks (:mod:`.turn_distribution`), the
two-player race to the target (:mod:`.win_model`) and the champion's plan for a turn
(:mod:`.turn_plan`). The tables they ship are rebuilt by ``build_turn_values`` and
``build_champion_tables``.
"""

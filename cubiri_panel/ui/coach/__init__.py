"""The coach on the page: hints ("What would the expert do?"), the review of a finished game,
sharing a game as a link and the read-only replay such a link opens, in all three games.

The engine's coach (:mod:`cubiri_panel.coach`) values the choices; these modules say them in
the player's language (:mod:`.words`) and draw them (:mod:`.hints`, :mod:`.review`,
:mod:`.share`, :mod:`.replay`). Their texts are the ``coach`` catalog.
"""

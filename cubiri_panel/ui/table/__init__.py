"""What the table games (MISHIMASH and MAGIKABOOM) share: setting the table
(:mod:`.setup`: seats, names, computer levels, remembered in the browser) and the pace of the
computer players' turns (:mod:`.pacing`, with the computer-speed setting). Each game gives
its own parts (its seats, its levels, a target) and keeps its play area.
"""

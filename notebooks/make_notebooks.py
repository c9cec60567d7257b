"""Writes the teaching notebooks (clean: no outputs) from the cells below.

Edit the cells here, then run ``.venv/bin/python notebooks/make_notebooks.py``; the tests run
the written notebooks top to bottom (tests/test_notebooks.py).
"""

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parent


def md(text):
    return new_markdown_cell(text.strip())


def code(text):
    return new_code_cell(text.strip())


SETUP = """
import panel as pn
pn.extension(inline=True)

from fractions import Fraction
import itertools
from bokeh.models import ColumnDataSource, Span
from bokeh.plotting import figure
from cubiri_panel.lessons import convergence, running_estimates, simulate_mean, simulate_probability
"""

MAGDAGDON = [
    md("""
# MAGDAGDON: counting outcomes

A teacher's notebook. Play a game, then count exactly how likely a MAGDAGDON roll is from a
given board, compare the count with seeded simulations, and see why NIGHTMARE (three dice to
place) is so much harsher than PEACEFUL and SURVIVAL (two). Every number below is computed by the
game's own engine, `cubiri_panel.magdagdon`.
"""),
    code(SETUP + """
from cubiri_panel.magdagdon import Board, Difficulty, MagdagdonGame, RandomPlayer, magdagdon_probability
from cubiri_panel.lessons import magdagdon as lesson
from cubiri_panel.ui.magdagdon import MagdagdonView
"""),
    md("## 1. Play\n\nThe game below is the same one as on the site. Roll, place, confirm."),
    code("MagdagdonView()"),
    md("""
## 2. A game played through the engine

The same rules from Python: a seeded game, so everyone in the class gets the same dice.
Before each roll we ask the engine for the exact chance that the roll will be MAGDAGDON.
"""),
    code("""
game = MagdagdonGame(difficulty=Difficulty.PEACEFUL, seed=2026)
game.roll()
print("dice:", game.dice, "| required:", game.required)
die = 0
cells = sorted(game.legal_cells_for(die))
print(f"die {die} ({game.dice[die]}) may go on {len(cells)} cells; first one: {cells[0]}")
game.place(die, *cells[0])
print("prepared:", game.prepared)
"""),
    code("""
# Finish the game with the engine's random player, noting the exact MAGDAGDON chance before
# every roll (for the board as it stands then).
game = MagdagdonGame(difficulty=Difficulty.PEACEFUL, seed=2026)
player = RandomPlayer(seed=1)
chances = []
while not game.is_over:
    chances.append(magdagdon_probability(game.board, game.difficulty))
    player.play_turn(game)
print(game.board.to_text(), "| score", game.score, "| turns", game.turn, "| ruins", game.board.ruin_count)
[str(c) for c in chances]
"""),
    code("""
assert all(0 <= c <= 1 for c in chances) and chances[0] == 0  # the empty board never fails with two dice
assert game.board.numbers_connected() and game.board.neighbours_agree()
"""),
    md("""
## 3. Exact odds by counting

Four dice give 6⁴ = 1296 equally likely ordered rolls. The chance of MAGDAGDON is the number of
rolls no ordering can place, divided by 1296. On the *last cell* board one empty cell takes a 3
or a 4, so a die misses it with 4 faces of 6, and all four dice miss with (4/6)⁴.
"""),
    code("""
last = Board.parse(lesson.POSITIONS["last_cell"])
assert magdagdon_probability(last, "peaceful") == Fraction(4, 6) ** 4 == Fraction(16, 81)

# The engine's count against plain brute force over all 1296 ordered rolls
def brute_force(board, difficulty):
    need = Difficulty(difficulty).required(board.empty_count)
    stuck = sum(not board.can_place(roll, need) for roll in itertools.product(range(1, 7), repeat=4))
    return Fraction(stuck, 6 ** 4)

for key, text in lesson.POSITIONS.items():
    board = Board.parse(text)
    for difficulty in ("peaceful", "nightmare"):
        assert magdagdon_probability(board, difficulty) == brute_force(board, difficulty)

numbers = lesson.magdagdon_numbers()
rows = numbers["positions"]
[(r["board"], str(r["peaceful"]), str(r["nightmare"])) for r in rows]
"""),
    md("## 4. The MAGDAGDON chance chart: PEACEFUL/SURVIVAL against NIGHTMARE"),
    code("""
labels = [r["key"] for r in rows]
source = ColumnDataSource(dict(
    key=labels,
    peaceful=[float(r["peaceful"]) for r in rows], nightmare=[float(r["nightmare"]) for r in rows],
    peaceful_sim=[r["peaceful_sim"] for r in rows], nightmare_sim=[r["nightmare_sim"] for r in rows]))
chart = figure(x_range=labels, height=320, width=640, y_range=(0, 1),
               title="Chance of MAGDAGDON on the next roll (bars exact, dots simulated)",
               y_axis_label="probability", toolbar_location=None)
from bokeh.transform import dodge
chart.vbar(x=dodge("key", -0.17, range=chart.x_range), top="peaceful", width=0.3, source=source,
           color="#4c78a8", legend_label="PEACEFUL / SURVIVAL (2 dice)")
chart.vbar(x=dodge("key", 0.17, range=chart.x_range), top="nightmare", width=0.3, source=source,
           color="#e45756", legend_label="NIGHTMARE (3 dice)")
chart.scatter(x=dodge("key", -0.17, range=chart.x_range), y="peaceful_sim", source=source, color="black", size=6)
chart.scatter(x=dodge("key", 0.17, range=chart.x_range), y="nightmare_sim", source=source, color="black", size=6)
chart.legend.location = "top_left"
pn.pane.Bokeh(chart)
"""),
    code("""
for r in rows:
    for difficulty in ("peaceful", "nightmare"):
        assert abs(r[f"{difficulty}_sim"] - float(r[difficulty])) <= 4 * r[f"{difficulty}_se"] + 1e-12
    assert r["nightmare"] >= r["peaceful"]  # three dice never fit where two do not
assert numbers["empty_peaceful"] == 0 and numbers["empty_nightmare"] == Fraction(41, 108)
"""),
    md("""
## 5. How a simulation converges

Roll four dice on the cramped corner board again and again, and keep the running share of
MAGDAGDON rolls. It wanders at first and settles on the exact value; the band shows two standard
errors, √(p(1−p)/N), around it.
"""),
    code("""
corner = Board.parse(lesson.POSITIONS["corner"])
exact = magdagdon_probability(corner, Difficulty.NIGHTMARE)
event = lesson.magdagdon_event(corner, Difficulty.NIGHTMARE)
trials = 20_000
means = running_estimates(lambda rng: 1.0 if event(rng) else 0.0, trials, seed=7, name="corner")
n = [k for k in range(1, trials + 1) if k <= 200 or k % 25 == 0]  # thinned for a light plot
means = [means[k - 1] for k in n]
p = float(exact)
band = [2 * (p * (1 - p) / k) ** 0.5 for k in n]
plot = figure(x_axis_type="log", height=320, width=640, y_range=(0, 1), toolbar_location=None,
              title=f"Running estimate of P(MAGDAGDON), corner board, NIGHTMARE (exact {exact})",
              x_axis_label="rolls simulated", y_axis_label="estimate")
plot.varea(x=n, y1=[p - b for b in band], y2=[p + b for b in band], color="#cccccc", alpha=0.6)
plot.line(n, means, line_width=2)
plot.add_layout(Span(location=p, dimension="width", line_dash="dashed", line_color="red"))
pn.pane.Bokeh(plot)
"""),
    code("""
assert abs(means[-1] - p) < 4 * (p * (1 - p) / trials) ** 0.5
estimate = simulate_probability(event, trials, seed=7, name="corner")
assert estimate.value == means[-1] and estimate.within(exact)
"""),
    md("""
## 6. Chance along a game

The chance of MAGDAGDON before every roll of the game played above. Try other seeds, or
`Difficulty.NIGHTMARE`, and compare the curves.
"""),
    code("""
turns = list(range(1, len(chances) + 1))
along = figure(height=280, width=640, y_range=(0, 1), toolbar_location=None,
               title="Exact chance of MAGDAGDON before each roll (seed 2026, PEACEFUL)",
               x_axis_label="turn", y_axis_label="probability")
along.line(turns, [float(c) for c in chances], line_width=2)
along.scatter(turns, [float(c) for c in chances], size=7)
pn.pane.Bokeh(along)
"""),
]

MISHIMASH = [
    md("""
# MISHIMASH: busts, expected value and when to bank

A teacher's notebook. Play a game, then compute with the engine (`cubiri_panel.mishimash`) the
exact chance of a bust for every number of dice, the expected points of a roll, and the map of
positions where rolling beats banking, and compare each exact value with a seeded simulation.
"""),
    code(SETUP + """
from cubiri_panel.mishimash import (MishimashGame, bust_probability, is_bust, optimal_turn_values,
                                    threshold_expectations)
from cubiri_panel.lessons import mishimash as lesson
from cubiri_panel.ui.mishimash import MishimashView
"""),
    md("## 1. Play\n\nSet up a table (one player is fine) and play a few turns."),
    code("MishimashView()"),
    md("""
## 2. A turn played through the engine

A seeded game: roll, look at the legal takes, take the one with the most points, and decide with
the one-roll rule of the lesson: roll again while one more roll is worth more than banking.
"""),
    code("""
game = MishimashGame(players=["Ana"], target=1000, seed=3)
while game.turns[0] < 3:
    game.roll()
    if not game.dice:  # a bust ended the turn
        print("bust: the turn's points are lost")
        continue
    best = game.takes()[0]
    print(f"roll x{game.multiplier}: {game.dice}, take {best.values}", end=" ")
    game.take(best.indices)
    # after a take, game.multiplier is the next roll's
    even = lesson.breakeven_points(game.dice_in_hand, game.multiplier, game.clears)
    print(f"-> {game.turn_points} turn points, {game.dice_in_hand} dice in hand, break-even {float(even):.2f}")
    if game.turn_points >= even:
        game.bank()
        print("BANK ->", game.scores)
game.scores, game.turns
"""),
    md("## 3. Exact bust chances, by counting every roll"),
    code("""
assert bust_probability(3) == Fraction(5, 18)
exact = {d: bust_probability(d) for d in range(1, 7)}
for d in range(1, 6):  # brute force over every ordered roll (6**6 works too, it is just slower)
    busts = sum(is_bust(r) for r in itertools.product(range(1, 7), repeat=d))
    assert exact[d] == Fraction(busts, 6 ** d)
sims = {d: simulate_probability(lesson.busts(d), 10_000, seed=d) for d in exact}
[(d, str(exact[d]), round(float(exact[d]), 4), round(sims[d].value, 4)) for d in exact]
"""),
    code("""
dice = [str(d) for d in exact]
bars = figure(x_range=dice, height=300, width=600, y_range=(0, 1), toolbar_location=None,
              title="Chance of a bust by dice in hand (bars exact, dots simulated)",
              x_axis_label="dice in hand", y_axis_label="probability")
bars.vbar(x=dice, top=[float(v) for v in exact.values()], width=0.6, color="#e45756")
bars.scatter(x=dice, y=[s.value for s in sims.values()], color="black", size=8)
pn.pane.Bokeh(bars)
"""),
    code("""
for d in exact:
    assert sims[d].within(exact[d], 4)
"""),
    md("## 4. Convergence of a simulation to the exact value"),
    code("""
trials = 20_000
event = lesson.busts(3)
means = running_estimates(lambda rng: 1.0 if event(rng) else 0.0, trials, seed=11)
p = float(exact[3])
n = [k for k in range(1, trials + 1) if k <= 200 or k % 25 == 0]  # thinned for a light plot
means = [means[k - 1] for k in n]
band = [2 * (p * (1 - p) / k) ** 0.5 for k in n]
plot = figure(x_axis_type="log", height=300, width=600, y_range=(0, 1), toolbar_location=None,
              title="Running estimate of P(bust) with 3 dice (exact 5/18)",
              x_axis_label="rolls simulated", y_axis_label="estimate")
plot.varea(x=n, y1=[p - b for b in band], y2=[p + b for b in band], color="#cccccc", alpha=0.6)
plot.line(n, means, line_width=2)
plot.add_layout(Span(location=p, dimension="width", line_dash="dashed", line_color="red"))
assert abs(means[-1] - p) < 4 * (p * (1 - p) / trials) ** 0.5
pn.pane.Bokeh(plot)
"""),
    md("""
## 5. Expected points of a roll

Taking every scoring die, the k-th roll adds its points times k, plus the MISHIMASH bonus when it
uses every die. Exact by enumeration, beside a simulation.
"""),
    code("""
gains = {d: lesson.roll_gain(d) for d in range(1, 7)}
sim_gains = {d: simulate_mean(lesson.simulated_gain(d), 10_000, seed=d) for d in gains}
for d in gains:
    assert sim_gains[d].within(gains[d], 4)
[(d, str(gains[d]), round(float(gains[d]), 3), round(sim_gains[d].value, 3)) for d in gains]
"""),
    md("""
## 6. The roll-versus-bank map

For every position between rolls (dice in hand, turn points, multiplier of the next roll, no
MISHIMASH yet in this turn) the
engine's dynamic programme (`optimal_turn_values`) knows the exact expected banked points of
rolling on and playing optimally. Green: rolling is better; grey: bank. The black line is the
lesson's one-roll break-even (g / b): below it, even a single extra roll beats banking. The
optimal player rolls on well past that line.
"""),
    code("""
values = optimal_turn_values()
points = list(range(0, 81))
maps = []
for k in (2, 3, 4):
    xs, ys, colours = [], [], []
    for d in range(1, 7):
        for t in points:
            xs.append(t); ys.append(d)
            colours.append("#59a14f" if values.should_roll(d, k, 2 * t, 0) else "#bab0ac")
    fig = figure(height=260, width=420, x_range=(-0.5, 80.5), y_range=(0.5, 6.5), toolbar_location=None,
                 title=f"Next roll x{k}: roll (green) or bank (grey)",
                 x_axis_label="turn points", y_axis_label="dice in hand")
    fig.rect(x=xs, y=ys, width=1, height=1, color=colours, line_color=None)
    fig.line([float(lesson.breakeven_points(d, k)) for d in range(1, 7)], list(range(1, 7)),
             line_color="black", line_width=2)
    maps.append(fig)
pn.Row(*[pn.pane.Bokeh(f) for f in maps])
"""),
    code("""
# Rolling once and banking is one way of rolling on, so wherever it beats banking, the optimal
# choice is to roll too: the one-roll rule never says "roll" where the optimum says "bank".
for k in (2, 3, 4):
    for d in range(1, 7):
        for t in points:
            if lesson.one_roll_value(d, k, t) > t + Fraction(1, 10**6):  # clear of float rounding
                assert values.should_roll(d, k, 2 * t, 0), (d, k, t)
from cubiri_panel.mishimash import OptimalBot, play_turn
optimal = simulate_mean(lambda rng: play_turn(OptimalBot(values), rng), 5_000, seed=4)
assert optimal.within(values.start_value, 4)
print(f"a whole turn played optimally is worth {values.start_value:.3f} points; simulated {optimal.value:.3f}")
"""),
    md("## 7. Bank at a fixed threshold"),
    code("""
expect = threshold_expectations(80)
best = max(range(1, 81), key=lambda t: expect[t])
sim_best = simulate_mean(lesson.threshold_turn(best), 20_000, seed=5)
assert sim_best.within(expect[best], 4)
assert expect[best] <= values.start_value + 1e-9  # no fixed threshold beats optimal play
line = figure(height=280, width=600, toolbar_location=None, x_axis_label="bank at T points",
              y_range=(0, 1.1 * values.start_value),
              y_axis_label="expected points per turn",
              title=f"Fixed thresholds (best T = {best}); dashed: optimal play")
line.line(list(range(1, 81)), expect[1:], line_width=2)
line.add_layout(Span(location=values.start_value, dimension="width", line_dash="dashed"))
pn.pane.Bokeh(line)
"""),
]

MAGIKABOOM = [
    md("""
# MAGIKABOOM: explosion risk, stop or continue

A teacher's notebook. Play a game, then count with the engine (`cubiri_panel.magikaboom`) how the
chance of an explosion grows with the cauldron, compare STOP and CONTINUE by expected potion
points, and check every exact value against a seeded simulation.
"""),
    code(SETUP + """
from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magikaboom import (MagikaboomGame, decision_odds, explodes, explosion_probability,
                                     potion_points, turn_points)
from cubiri_panel.lessons import magikaboom as lesson
from cubiri_panel.ui.magikaboom import MagikaboomView
"""),
    md("## 1. Play\n\nSet up a table (add computer players if you are alone) and brew a few potions."),
    code("MagikaboomView()"),
    md("""
## 2. A turn played through the engine

Scripted dice make a turn everyone can follow: ghost and crow, keep the ghost; continue (the
crow's effect gives a point), roll ghost and ghost... and read the odds at every decision.
"""),
    code("""
game = MagikaboomGame(players=["Ana", "Ben"], rng=ScriptedDice([1, 2, 1, 1, 1, 3]))
game.roll(); print("rolled", game.rolled)
game.keep(0)
print("cauldron", game.cauldron, "in hand", game.held, "->", decision_odds(game.cauldron, game.held))
game.roll(); print("rolled", game.rolled, "scores", game.scores)
game.keep(0)
odds = decision_odds(game.cauldron, game.held)
print("cauldron", game.cauldron, "in hand", game.held, "->", odds)
game.stop()
print("scores after stopping", game.scores)
assert game.scores == (1 + 1 + odds.stop, 1)  # the crow's point and a potion of three ghosts
"""),
    code("""
# A whole seeded game between the engine's computer players
match = MagikaboomGame(players=["Expert", "Careful", "Simple"], seed=2026,
                       computers={0: "expert", 1: "careful", 2: "simple"})
while not match.is_over:
    match.step_computer()
match.scores, match.winners
"""),
    md("## 3. Explosion chance by cauldron, by counting the 36 rolls of two dice"),
    code("""
assert explosion_probability([1, 2, 3]) == Fraction(3, 4)
rows = []
for pattern in lesson.PATTERNS:
    cauldron = lesson.faces(pattern)
    booms = sum(explodes(cauldron, (x, y)) for x in range(1, 7) for y in range(1, 7))
    exact = explosion_probability(cauldron)
    assert exact == Fraction(booms, 36)
    sim = simulate_probability(lesson.explosion_event(cauldron), 10_000, seed=pattern)
    assert sim.within(exact, 4)
    rows.append((pattern, exact, sim.value))
[(p, str(e), round(s, 4)) for p, e, s in rows]
"""),
    code("""
patterns = [p for p, _, _ in rows]
chart = figure(x_range=patterns, height=300, width=640, y_range=(0, 1), toolbar_location=None,
               title="Chance that continuing explodes (bars exact, dots simulated)",
               x_axis_label="cauldron (equal letters: equal ingredients)", y_axis_label="probability")
chart.vbar(x=patterns, top=[float(e) for _, e, _ in rows], width=0.6, color="#f28e2b")
chart.scatter(x=patterns, y=[s for _, _, s in rows], color="black", size=8)
pn.pane.Bokeh(chart)
"""),
    md("## 4. Convergence of a simulation to the exact value"),
    code("""
cauldron = lesson.faces("AAAB")
exact = explosion_probability(cauldron)
trials = 20_000
event = lesson.explosion_event(cauldron)
means = running_estimates(lambda rng: 1.0 if event(rng) else 0.0, trials, seed=9)
p = float(exact)
n = [k for k in range(1, trials + 1) if k <= 200 or k % 25 == 0]  # thinned for a light plot
means = [means[k - 1] for k in n]
band = [2 * (p * (1 - p) / k) ** 0.5 for k in n]
plot = figure(x_axis_type="log", height=300, width=640, y_range=(0, 1), toolbar_location=None,
              title=f"Running estimate of P(explosion), cauldron AAAB (exact {exact})",
              x_axis_label="rolls simulated", y_axis_label="estimate")
plot.varea(x=n, y1=[p - b for b in band], y2=[p + b for b in band], color="#cccccc", alpha=0.6)
plot.line(n, means, line_width=2)
plot.add_layout(Span(location=p, dimension="width", line_dash="dashed", line_color="red"))
assert abs(means[-1] - p) < 4 * (p * (1 - p) / trials) ** 0.5
pn.pane.Bokeh(plot)
"""),
    md("""
## 5. STOP or CONTINUE

Stopping scores the potion now; continuing is worth the expected potion points of playing on
optimally (exact, by the engine), beside a simulation that plays the potion on with the same
choices.
"""),
    code("""
player = lesson.OptimalPotion()
decisions = []
for pattern, held in lesson.DECISIONS:
    cauldron, die = lesson.faces(pattern), lesson.faces(held)[0]
    odds = decision_odds(cauldron, die)
    sim = simulate_mean(lambda rng: player.play_on(cauldron, rng), 10_000, seed=pattern + held)
    assert odds.stop == potion_points(cauldron + (die,)) and sim.within(odds.go_on, 4)
    decisions.append((f"{pattern}+{held}", odds.stop, float(odds.go_on), sim.value, odds.best))
labels = [d[0] for d in decisions]
from bokeh.transform import dodge
source = ColumnDataSource(dict(label=labels, stop=[d[1] for d in decisions], go_on=[d[2] for d in decisions],
                               sim=[d[3] for d in decisions]))
bars = figure(x_range=labels, height=300, width=640, toolbar_location=None, y_range=(0, 4.5),
              title="STOP scores (blue) vs CONTINUE expects (orange; dots simulated)",
              x_axis_label="cauldron + die in hand", y_axis_label="potion points")
bars.vbar(x=dodge("label", -0.17, range=bars.x_range), top="stop", width=0.3, source=source, color="#4c78a8")
bars.vbar(x=dodge("label", 0.17, range=bars.x_range), top="go_on", width=0.3, source=source, color="#f28e2b")
bars.scatter(x=dodge("label", 0.17, range=bars.x_range), y="sim", source=source, color="black", size=7)
pn.pane.Bokeh(bars)
"""),
    code("""
verdicts = {label: best for label, _, _, _, best in decisions}
assert verdicts["AA+A"] == "stop" and verdicts["AAB+B"] == "continue"
whole = simulate_mean(lambda rng: player.play_on((), rng), 20_000, seed=1)
assert whole.within(turn_points(), 4)
print(f"a turn played for potion points is worth {turn_points()} = {float(turn_points()):.3f}; simulated {whole.value:.3f}")
"""),
]

VICTORY = [
    md("""
# Points or victory? When banking the most points is not the way to win

A teacher's notebook. The points-optimal MISHIMASH player banks the most points a turn on
average; the champion plays for the chance of winning. In the final round only one event
counts (this turn makes the points needed), so the right play maximises its probability, not
the expected points. Compute both chances exactly with the engine, simulate them, and let the two
players meet in seeded games; then the same question in MAGIKABOOM's race to 28.
"""),
    code(SETUP + """
from cubiri_panel.lessons import victory
from cubiri_panel.mishimash import OptimalBot, ReachPolicy, optimal_turn_values, play_turn, reach_probability
from cubiri_panel.lessons.sampling import roll
from cubiri_panel.ui.mishimash import MishimashView
from cubiri_panel.ui.magikaboom import MagikaboomView
"""),
    md("""
## 1. Play

Set a table with a computer "champion" and a computer "expert" (the points-optimal player),
choose a short game, and watch their last turns.
"""),
    code("MishimashView()"),
    md("""
## 2. The final round: the chance to make the points needed

`reach_probability(p)` is the best chance to bank at least `p` points in one turn, exact by
dynamic programming over every roll; `victory.points_player_reach(p)` is the points-optimal
player's chance of the same (the exact tail of the distribution of what its turn banks).
"""),
    code("""
needs = list(range(5, 101, 5))
best = [reach_probability(p) for p in needs]
plain = [victory.points_player_reach(p) for p in needs]
assert all(a >= b for a, b in zip(best, plain))  # playing for the points is never worse at making them
assert reach_probability(100) > 3 * victory.points_player_reach(100)
[(p, round(a, 4), round(b, 4)) for p, a, b in zip(needs, best, plain) if p % 20 == 0]
"""),
    code("""
chart = figure(height=300, width=600, y_range=(0, 0.6), toolbar_location=None,
               title="Chance to make the points in one turn", x_axis_label="points needed",
               y_axis_label="probability")
chart.line(needs, best, line_width=2, color="#1f8a7f", legend_label="playing for them")
chart.line(needs, plain, line_width=2, color="#c2412d", legend_label="playing for points")
pn.pane.Bokeh(chart)
"""),
    md("## 3. Simulated final turns, beside the exact chances, and what each play banks on average"),
    code("""
need = victory.FINAL_NEED
players = {f"playing to make {need}": (ReachPolicy(need), reach_probability(need)),
           "playing for points": (OptimalBot(), victory.points_player_reach(need))}
for name, (player, exact) in players.items():
    made = simulate_probability(victory.turn_makes(player, need), 10_000, seed=1)
    assert made.within(exact, 4)
    print(f"{name}: exact {exact:.4f}, simulated {made.value:.4f} ± {made.standard_error:.4f}")
print(f"points a turn: {victory.reach_expected_points(need):.2f} playing for {need}, "
      f"{optimal_turn_values().start_value:.2f} playing for points")
assert victory.reach_expected_points(need) < optimal_turn_values().start_value
"""),
    md("""
## 4. Head to head

Seeded two-player games to 100 between the champion and the points-optimal player, seats
alternated, with a 99% confidence interval. A few hundred games give a wide interval: the
lesson page plays more, and `benchmarks/bench_mishimash_win.py` tens of thousands.
"""),
    code("""
result = victory.duel(600, target=100, seed=1)
assert 0 < result["rate"] < 1 and result["low"] <= result["rate"] <= result["high"]
result
"""),
    md("""
## 5. MAGIKABOOM: the race to 28

The expert plays each turn for points (its gain minus the others', a fixed bonus for ending the
game); the champion for the chance of winning the race, exact with two players.
"""),
    code("MagikaboomView()"),
    code("""
boom = victory.magikaboom_duel(200, seats=2, seed=1)
assert boom["player"] == "champion" and 0 <= boom["wins"] <= boom["games"]
boom
"""),
]


def write(name, cells):
    for i, cell in enumerate(cells):  # stable ids, so rewriting a notebook changes only what changed
        cell["id"] = f"{name}-{i:02d}"
    notebook = new_notebook(cells=cells, metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"}})
    nbformat.validate(notebook)
    nbformat.write(notebook, HERE / f"{name}.ipynb")


if __name__ == "__main__":
    write("magdagdon", MAGDAGDON)
    write("mishimash", MISHIMASH)
    write("magikaboom", MAGIKABOOM)
    write("victory", VICTORY)

"""The fixed facts of MISHIMASH (RULES.md section 2): the dice, what each combination scores,
the bonus and the table. Points are counted in half-points (a single 5 is worth 0.5), ints that
keep every sum exact."""

ALL_DICE = 6
FACES = range(1, 7)
# Three of a kind, in half-points: three 1s are 10 points, three of 2-6 the face value.
# Four, five, six of a kind: 2x, 3x, 4x that.
THREE_OF_A_KIND_HALF = {1: 20, 2: 4, 3: 6, 4: 8, 5: 10, 6: 12}
SINGLE_HALF = {1: 2, 5: 1}  # a single 1 is 1 point, a single 5 half a point
STRAIGHT_HALF = 30          # 1-2-3-4-5-6
THREE_PAIRS_HALF = 20       # three different faces, exactly two each
MISHIMASH_BONUS_HALF = 20   # +10 points times the clear count; never multiplied

SEATS = (1, 6)
DEFAULT_TARGET = 1000
MAX_TARGET = 1_000_000

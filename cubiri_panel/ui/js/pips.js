// Pip layouts shared by the dice tray (dice.js) and the board (board.js), which are each loaded
// with this file in front of them (components.py), so that a die looks the same in both.

const PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 25], [72, 25], [28, 50], [72, 50], [28, 75], [72, 75]],
};

function pipCircles(value) {
  return PIPS[value].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9.5" class="pip"/>`).join("");
}

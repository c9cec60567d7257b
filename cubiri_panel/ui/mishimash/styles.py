"""The MISHIMASH screen's stylesheets (each pane lives in its own shadow root)."""

from .. import theme

PANEL_CSS = theme.TEXT_CSS + """
:host { width: 100%; }
.mm-stage { margin: 0; padding: 10px 12px; border-radius: 12px; font-weight: 700; line-height: 1.35;
  background: #ffe8b0; color: #4a3800; border: 2px dashed var(--cubiri-gold-dark); }
.mm-stage.sudden { background: #fde2de; color: #5c1409; border-color: var(--cubiri-red); }
.mm-stage::before { content: "⚑ "; }
.mm-banner { margin: 0; padding: 10px 12px; border-radius: 12px; font-weight: 700; line-height: 1.35;
  display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
.mm-banner .mm-mark { font-size: 1.5rem; line-height: 1; }
.mm-banner .mm-words { flex: 1 1 12em; }
.mm-banner.bust { background: #fde2de; color: #5c1409; border: 3px solid var(--cubiri-red); }
.mm-banner.mishimash { background: linear-gradient(90deg, #fff1c7, #ffe08a); color: #3d2c00;
  border: 3px double var(--cubiri-gold-dark); font-size: 1.1rem; letter-spacing: .01em; }
.mm-banner.bank, .mm-banner.win { background: #dff3ef; color: #0f4a43; border: 3px solid var(--cubiri-teal); }
.mm-minidice { display: inline-flex; gap: 4px; }
.mm-minidice svg { width: 28px; height: 28px; }
.mm-who { margin: 0; font-size: 1.15rem; font-weight: 800; color: var(--cubiri-night2); }
.mm-who .mm-kind { font-weight: 600; font-size: .9rem; color: var(--cubiri-muted); }
/* a tile 7.5rem wide at least (120 px at the normal text size): at a large one, a label
   (REIZINĀTĀJS) keeps its word whole, the tiles fewer a row */
.mm-stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr)); gap: 6px; margin: 6px 0 0; }
.mm-stat { background: var(--cubiri-paper2); border-radius: 10px; padding: 6px 4px; text-align: center; }
.mm-stat dt { font-size: .75rem; font-weight: 700; text-transform: uppercase; letter-spacing: .03em;
  color: var(--cubiri-muted); overflow-wrap: normal; hyphens: auto; }
.mm-stat dd { margin: 2px 0 0; font-size: 1.35rem; font-weight: 800; color: var(--cubiri-ink); }
.mm-hint { margin: 0; line-height: 1.4; min-height: 2.8em; }
.mm-hint .mm-gain { font-weight: 800; font-size: 1.1rem; }
.mm-hint .mm-bad { color: #8e2b1d; font-weight: 700; }
.mm-hint .mm-bad::before { content: "✕ "; }
.mm-hint .mm-good::before { content: "✓ "; font-weight: 900; color: var(--cubiri-teal); }
.mm-log { margin: 0; padding-left: 1.2em; line-height: 1.45; }
.mm-log li { margin: 2px 0; }
.mm-log li.bust { font-weight: 700; color: #8e2b1d; }
.mm-log li.mishimash, .mm-log li.win { font-weight: 800; }
.mm-log li.bank { color: #0f4a43; font-weight: 600; }
table.cubiri-score { width: 100%; display: table; border-collapse: collapse; }
table.cubiri-score caption { text-align: left; font-weight: 800; color: var(--cubiri-night2); padding-bottom: 4px; }
/* narrow side padding: "▶ Ordenador 2" keeps its line beside the Spanish "Puntos" and "Turnos" on a 320 px phone */
table.cubiri-score td, table.cubiri-score th { padding: 6px 4px; vertical-align: middle; }
table.cubiri-score td.num, table.cubiri-score th.num { text-align: right; white-space: nowrap; }
table.cubiri-score tr.current { background: #fff1c7; font-weight: 800; }
table.cubiri-score tr.current td:first-child { box-shadow: inset 4px 0 0 var(--cubiri-gold-dark); }
.mm-scroll { max-width: 100%; overflow-x: auto; container-type: inline-size; }
/* Where the three columns do not fit (a large text size on a phone: the widest language's table
   needs 15.4rem; a 320 px phone at the normal size gives it 16.5rem), each player's row stacks:
   the name on a line of its own, the points and the turns under it, as the head row's words
   stand. In rem, so the switch follows the reader's text size. */
@container (max-width: 16rem) {
  table.cubiri-score, table.cubiri-score caption, table.cubiri-score thead, table.cubiri-score tbody { display: block; }
  table.cubiri-score tr { display: grid; grid-template-columns: 1fr 1fr; border-bottom: 1px solid var(--cubiri-paper2); }
  table.cubiri-score tr > :first-child { grid-column: 1 / -1; }
  table.cubiri-score td, table.cubiri-score th { border-bottom: 0; }
  /* the current player's bar runs down the whole stacked row */
  table.cubiri-score tr.current { box-shadow: inset 4px 0 0 var(--cubiri-gold-dark); }
  table.cubiri-score tr.current td:first-child { box-shadow: none; }
}
table.cubiri-score .mm-name { overflow-wrap: break-word; }
table.cubiri-score .mm-tag { display: block; font-size: .78rem; font-weight: 600; color: var(--cubiri-muted); }
table.cubiri-score .mm-bar { display: block; height: 6px; background: var(--cubiri-paper2); border-radius: 3px; margin-top: 3px; }
table.cubiri-score .mm-bar span { display: block; height: 100%; background: var(--cubiri-teal); border-radius: 3px; }
.mm-odds p { margin: .3em 0; }
.mm-odds h3 { margin-top: 0; }
.mm-odds dl { display: grid; grid-template-columns: 1fr auto; gap: 4px 10px; margin: 6px 0; }
.mm-odds dt { font-weight: 600; }
.mm-odds dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; font-weight: 700; }
.mm-odds .mm-best { font-weight: 800; padding: 6px 8px; border-radius: 8px; background: #dff3ef; }
.mm-end h2 { font-size: 1.6rem; margin-top: .2em; }
.mm-end .mm-trophy { font-size: 2.2rem; }
table.mm-highscores { display: table; width: 100%; border-collapse: collapse; }
.mm-highscores th, .mm-highscores td { font-size: .95rem; padding: 4px 4px; text-align: left; vertical-align: top; }
.mm-highscores .num { text-align: right; font-variant-numeric: tabular-nums; }
.mm-highscores td.rank { white-space: nowrap; }
.mm-highscores bdi { overflow-wrap: break-word; }
.mm-highscores th { font-size: .8rem; }
.mm-highscores .mm-when { display: block; font-size: .8rem; font-weight: 500; color: var(--cubiri-muted); }
.mm-highscores tr.mine { background: #fff1c7; font-weight: 800; }
.mm-highscores tr.mine td:first-child::before { content: "★ "; }
"""

SETUP_CSS = theme.TEXT_CSS + """
:host { width: 100%; }
.cubiri-refused { margin: 0; color: #8e2b1d; font-weight: 700; }
.cubiri-refused::before { content: "✕ "; }
"""

# Six dice in one row on a 390 px phone: the die shrinks with the screen (the tray's content is
# the screen less 60 px of page and card padding, and five gaps of 12 px: a taken die's ring and
# star reach 4 and 6 px into the gap, so neighbours never touch), never below the 44 px touch
# target (the tray sets its size inline, hence !important). Where six do not fit (a 320 px
# phone), they stand in two rows of three, a little larger, rather than five and one. 12 px above
# for a chosen die's lift (dice.css).
TRAY_CSS = """
.cubiri-tray { --die-size: clamp(44px, calc((100vw - 120px) / 6), 60px) !important; gap: 12px; padding-top: 12px; }
@media (max-width: 383px) {
  .cubiri-tray { --die-size: 52px !important; max-width: calc(3 * 52px + 2 * 12px + 8px); margin: 0 auto; }
}
"""

"""The score track (spaces 1 to 28, each player's hat on its space) and the scoreboard.

Both are HTML written here and shown in panes built once by the play view (only ``object``
changes per action). A hat is told apart by its seat number, written on it, as well as by its
colour; the scoreboard shows the same hat beside each name, so the track reads at a glance.
Player names are escaped: they are text typed by players.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from cubiri_panel.magikaboom import GOAL

from .. import theme
from ..i18n import Translator
from ..numbers import join
from ..players import kind_short

# Seat colours, with a dark outline each; the seat number on the hat is the non-colour cue.
HAT_COLOURS = ("#7b3fbf", "#1f8a7f", "#c2412d", "#2f66c4", "#b97d08", "#3d7a2a")


def hat_svg(seat: int, size: int = 26) -> str:
    """A witch's hat in the seat's colour with the seat number (1-based) on it."""
    colour = HAT_COLOURS[seat % len(HAT_COLOURS)]
    return (f'<svg class="hat-svg" width="{size}" height="{size}" viewBox="0 0 40 40" aria-hidden="true" '
            f'focusable="false"><path d="M9 31 L19 3 Q21 1 22 4 L31 31 Z" fill="{colour}" stroke="#1b1530" '
            f'stroke-width="2" stroke-linejoin="round"/><ellipse cx="20" cy="32" rx="18" ry="5" fill="{colour}" '
            f'stroke="#1b1530" stroke-width="2"/><text x="20" y="28" text-anchor="middle" font-size="17" '
            f'font-weight="900" fill="#fff" stroke="#1b1530" stroke-width=".8" '
            f'font-family="system-ui, sans-serif">{seat + 1}</text></svg>')


TRACK_CSS = theme.TEXT_CSS + """
:host { width: 100%; }
h3 { font-size: 1rem; margin: 0 0 6px; }
/* a gap under the track, before the scores' heading */
ol.track { list-style: none; margin: 0 0 8px; padding: 0; display: grid; gap: 4px;
  grid-template-columns: repeat(7, minmax(0, 1fr)); }
/* Seven spaces a row want 14rem (a space's number and the goal's star at their text size):
   where there is less (a large text size on a phone), four a row. */
:host { container-type: inline-size; }
@container (max-width: 14rem) { ol.track { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
ol.track li { position: relative; min-height: 46px; border-radius: 8px; background: var(--cubiri-paper2);
  border: 2px solid #d9cfbd; display: flex; flex-wrap: wrap; align-content: flex-end; justify-content: center;
  gap: 0; padding: max(14px, .875rem) 0 2px; box-sizing: border-box; }  /* the hats under the number at any text size */
ol.track li .n { position: absolute; top: 1px; left: 4px; font-size: .75rem; font-weight: 800; color: var(--cubiri-muted);
  white-space: nowrap; }
ol.track li.goal { background: #ffe6a8; border: 2px dashed var(--cubiri-gold-dark); }
ol.track li.goal .n { color: var(--cubiri-ink); }
/* the goal's star follows its number on the same line: in a cell of a 320 px phone, a star
   pinned to the right edge would sit on the 28 */
ol.track li.goal .flag { margin-left: 1px; color: var(--cubiri-gold-dark); }
ol.track li.occupied { background: #fff; border-color: var(--cubiri-muted); }
.hat { display: inline-flex; line-height: 0; margin: 0 -3px; }
.hat.current { filter: drop-shadow(0 0 3px var(--cubiri-gold)); transform: translateY(-3px) scale(1.12); }
@media (prefers-reduced-motion: no-preference) { .hat { transition: transform .2s ease; } }
"""

SCORE_CSS = theme.TEXT_CSS + """
:host { width: 100%; }
h3 { font-size: 1rem; margin: 0 0 4px; }
table.score { display: table; width: 100%; border-collapse: collapse; }
table.score th { font-size: .8rem; color: var(--cubiri-muted); font-weight: 700; }
table.score td, table.score th { padding: 4px 6px; vertical-align: middle; }
table.score td.space { font-size: 1.35rem; font-weight: 900; text-align: right; font-variant-numeric: tabular-nums; }
table.score th.space { text-align: right; }
table.score td.who { overflow-wrap: anywhere; }
table.score .name { font-weight: 700; }
table.score .kind { display: block; font-size: .8rem; color: var(--cubiri-muted); }
table.score tr.current { background: #fff3cd; }
table.score tr.current td:first-child { box-shadow: inset 5px 0 0 var(--cubiri-gold-dark); }
/* Where the three columns do not fit (a large text size on a phone: the widest language's table
   needs 14.4rem; a 320 px phone at the normal size gives it 16.5rem), each player's row stacks:
   the hat and the name on a line, the space under them on the right, as the head row's words
   stand. In rem, so the switch follows the reader's text size. */
.score-box { container-type: inline-size; }
@container (max-width: 16rem) {
  table.score, table.score thead, table.score tbody { display: block; }
  /* the hat's column as wide in every row (26 px and its padding): the head's word over the names */
  table.score tr { display: grid; grid-template-columns: 38px 1fr; align-items: center;
    border-bottom: 1px solid var(--cubiri-paper2); }
  table.score td, table.score th { border-bottom: 0; }
  table.score .space { grid-column: 1 / -1; }
  table.score .tag { white-space: normal; }   /* "▶ está jugando" wider than a 320 px phone's name */
  /* the current player's bar runs down the whole stacked row */
  table.score tr.current { box-shadow: inset 5px 0 0 var(--cubiri-gold-dark); }
  table.score tr.current td:first-child { box-shadow: none; }
}
.tag { display: inline-block; font-size: .75rem; font-weight: 800; border-radius: 6px; padding: 0 6px;
  margin-left: 4px; background: var(--cubiri-night2); color: var(--cubiri-paper); white-space: nowrap; }
.tag.win { background: var(--cubiri-gold); color: var(--cubiri-ink); }
"""


def track_html(scores: Sequence[int], names: Sequence[str], current: int | None, t: Translator) -> str:
    """The 28 spaces with the hats on them (scores beyond 28 stand on the goal)."""
    by_space: dict[int, list[int]] = {}
    for seat, score in enumerate(scores):
        by_space.setdefault(min(max(score, 1), GOAL), []).append(seat)
    cells = []
    for space in range(1, GOAL + 1):
        seats = by_space.get(space, [])
        classes = ["goal"] if space == GOAL else []
        if seats:
            classes.append("occupied")
        hats = "".join(f'<span class="hat{" current" if s == current else ""}">{hat_svg(s, 28)}</span>'
                       for s in seats)
        label = (t("magikaboom.track.hats", n=space, names=join([names[s] for s in seats], t.lang)) if seats
                 else t("magikaboom.track.space", n=space))
        if space == GOAL:
            label += f" ({t('magikaboom.track.goal')})"
        flag = '<span class="flag" aria-hidden="true">★</span>' if space == GOAL else ""
        cells.append(f'<li class="{" ".join(classes)}" aria-label="{html.escape(label)}">'
                     f'<span class="n" aria-hidden="true">{space}{flag}</span>{hats}</li>')
    return (f'<h3>{html.escape(t("magikaboom.track.title"))}</h3>'
            f'<ol class="track" aria-label="{html.escape(t("magikaboom.track.title"))}">{"".join(cells)}</ol>')


def score_html(scores: Sequence[int], names: Sequence[str], computers: dict, current: int | None,
               winners: Sequence[int], t: Translator) -> str:
    """A table: hat, name (and who plays it), space; the player to move and the winners tagged
    in words, not only by colour."""
    rows = []
    for seat, (name, score) in enumerate(zip(names, scores)):
        level = computers.get(seat)
        kind = kind_short("magikaboom", level, t)
        tags = ""
        if seat == current:
            tags += f'<span class="tag">▶ {html.escape(t("magikaboom.score.playing"))}</span>'
        if seat in winners:
            tags += f'<span class="tag win">★ {html.escape(t("magikaboom.score.winner"))}</span>'
        rows.append(f'<tr class="{"current" if seat == current else ""}"><td>{hat_svg(seat)}</td>'
                    f'<td class="who"><span class="name">{html.escape(name)}</span>{tags}'
                    f'<span class="kind">{html.escape(kind)}</span></td>'
                    f'<td class="space">{score}</td></tr>')
    return (f'<h3>{html.escape(t("magikaboom.score.title"))}</h3><div class="score-box"><table class="score"><thead><tr>'
            f'<th><span aria-hidden="true"></span></th>'
            f'<th>{html.escape(t("magikaboom.score.player"))}</th>'
            f'<th class="space">{html.escape(t("magikaboom.score.space"))}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')

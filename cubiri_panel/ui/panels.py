"""What opens under the page's header: the notices, the rules page and the settings panel.

The settings panel holds what every page has (the odds) and what the page's game adds through
``shell.add_setting`` (MAGDAGDON's difficulty, the table games' computer speed).
"""

from __future__ import annotations

import html

import panel as pn

from . import theme
from .. import registry
from .focus import focus_after
from .i18n import Translator
from .rules import rules_html

# A notice is one box: its text, then its Dismiss button, inside the same coloured card.
NOTICE_BOX_CSS = theme.VARIABLES + """
:host { background: #fff3cd; border-left: 6px solid var(--cubiri-gold-dark); border-radius: 10px;
  padding: 4px 6px 4px 12px; box-sizing: border-box; align-items: center; gap: 8px; }
:host(.error) { background: #fde2de; border-left-color: var(--cubiri-red); }
"""

NOTICE_CSS = theme.VARIABLES + """
:host { width: 100%; min-width: 0; }
.cubiri-notice { display: flex; gap: 8px; align-items: flex-start; color: #4a3800; padding: 6px 0; margin: 0;
  font-size: .95rem; line-height: 1.4; min-height: 24px; }
.cubiri-notice.error { color: #5c1409; }
.cubiri-notice::before { content: "!"; font-weight: 900; }
"""


def notice_rows(shell, t: Translator) -> list:
    rows = []
    for notice in shell.notices.items:
        level = "error" if notice.level == "error" else ""
        # The button goes under the words where both do not fit side by side (a phone, a
        # long Italian label): squeezed beside it, a word ran under the button. A screen reader
        # says an alert as it appears (a refused move, a link or saved data that could not be
        # used); a status, news the live region says too (the game resumed), is there to be read.
        role = "status" if notice.level == "info" else "alert"
        message = pn.pane.HTML(f'<p class="cubiri-notice {level}" role="{role}">'
                               f'{html.escape(notice.text(t))}</p>',
                               stylesheets=[NOTICE_CSS], sizing_mode="stretch_width", margin=0,
                               styles={"flex": "1 1 180px"})
        dismiss = theme.action_button(t("common.notices.dismiss"), "cubiri-notice-dismiss",
                                      kind="secondary", margin=0)
        dismiss.on_click(lambda _, nid=notice.id: shell.notices.dismiss(nid))
        rows.append(pn.Row(message, dismiss, sizing_mode="stretch_width", margin=(4, 0),
                           css_classes=["cubiri-notice-box", *([level] if level else [])],
                           stylesheets=[NOTICE_BOX_CSS], styles={"flex-wrap": "wrap"}))
    return rows


# The rules page on its card. A table of three columns or more (MAGDAGDON's difficulties,
# MAGIKABOOM's ingredients) is wider than a phone in every language: there each of its rows is a
# block, its first cell in bold, and each value is named by its column's heading (the cells'
# data-label, from rules_html). The worked example's board is a small grid of digits.
RULES_CSS = theme.TEXT_CSS + """
:host { display: block; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 1em; }
ul, ol { padding-left: 1.4em; }
li { margin: .15em 0; }
table { display: table; width: 100%; margin: .6em 0; }
th { vertical-align: bottom; border-bottom: 2px solid var(--cubiri-muted); }
td { vertical-align: top; }
pre { display: inline-block; margin: .4em 0; padding: 8px 14px; border-radius: 8px; background: var(--cubiri-paper2);
  font-size: 1.15rem; line-height: 1.35; letter-spacing: .2em; }
pre code { background: none; padding: 0; }
@media (max-width: 600px) {
  table:has(th:nth-child(3)), table:has(th:nth-child(3)) tbody, table:has(th:nth-child(3)) tr,
  table:has(th:nth-child(3)) td { display: block; }
  table:has(th:nth-child(3)) thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table:has(th:nth-child(3)) tr { padding: 6px 0; border-bottom: 1px solid var(--cubiri-muted); }
  table:has(th:nth-child(3)) td { border: 0; padding: 1px 0; }
  table:has(th:nth-child(3)) td:first-child { font-weight: 700; }
  table:has(th:nth-child(3)) td[data-label]::before { content: attr(data-label) ": "; font-weight: 600;
    color: var(--cubiri-muted); }
}
"""


def _back_to_switch(shell, close, name: str) -> None:
    # The card goes with its close button: the focus goes back to the header's switch that opened it.
    switch = shell.menu_toggles.get(name)
    if switch is not None:
        focus_after(close, switch)


def rules_card(shell, t: Translator) -> pn.viewable.Viewable:
    body_html = rules_html(shell.game, t.lang) or rules_html(shell.game, "en")
    if body_html is None:
        body_html = f"<p>{html.escape(t('common.rules.missing', game=registry.get(shell.game).title))}</p>"
    close = theme.action_button(t("common.menu.back"), "cubiri-rules-close", kind="secondary")
    close.on_click(lambda _: setattr(shell, "rules_open", False))
    _back_to_switch(shell, close, "rules")
    # The rules files are the project's own Markdown; nothing from a player gets in.
    body = pn.pane.HTML(body_html, stylesheets=[RULES_CSS], sizing_mode="stretch_width",
                        css_classes=["cubiri-rules"], margin=0)
    return theme.card(body, close, sizing_mode="stretch_width", margin=(8, 0))


def settings_card(shell, t: Translator) -> pn.viewable.Viewable:
    parts = [pn.pane.HTML(f"<h2>{html.escape(t('common.settings.title'))}</h2>",
                          stylesheets=[theme.TEXT_CSS], margin=0)]
    parts += [build(t) for build in shell.game_settings]
    odds = theme.checkbox(t("common.settings.odds"), shell.settings.show_odds, css_classes=["cubiri-odds-setting"])
    odds.link(shell.settings, callbacks={"value": lambda target, event: setattr(target, "show_odds", bool(event.new))})
    shell.settings.param.watch(lambda event: setattr(odds, "value", [0] if event.new else []), "show_odds")
    close = theme.action_button(t("common.close"), "cubiri-settings-close", kind="secondary")
    close.on_click(lambda _: setattr(shell, "settings_open", False))
    _back_to_switch(shell, close, "settings")
    parts += [odds, close]
    return theme.card(*parts, sizing_mode="stretch_width", margin=(8, 0))


def panels(shell) -> pn.Column:
    """One column for the notices, then the rules and the settings while they are open,
    refilled when any of them (or the language) changes: the rules and settings cost the
    page nothing until opened."""
    box = pn.Column(sizing_mode="stretch_width", margin=0)

    def fill(*_):
        t = Translator(shell.lang)
        parts = notice_rows(shell, t)
        if shell.rules_open and shell.game:
            parts.append(rules_card(shell, t))
        if shell.settings_open:
            parts.append(settings_card(shell, t))
        box.objects = parts

    fill()
    shell.notices.param.watch(fill, "items")
    shell.param.watch(fill, ["lang", "rules_open", "settings_open"])
    return box

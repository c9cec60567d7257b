"""MAGDAGDON's difficulty in force, and its place in the settings panel.

``?difficulty=`` chooses it for the visit, else the player's setting (saved with the others,
``Settings.difficulty``). The settings panel asks before changing it, since a change starts a
new game: the view watches ``value``.
"""

from __future__ import annotations

import html

import panel as pn
import param

from .. import theme
from ..i18n import Translator
from ..urlparams import DEFAULT_DIFFICULTY, DIFFICULTIES


class DifficultyChoice(param.Parameterized):
    """The difficulty on ``shell``'s page; adds its chooser to the settings panel."""

    value = param.Selector(default=DEFAULT_DIFFICULTY, objects=list(DIFFICULTIES))

    def __init__(self, shell, **params):
        super().__init__(**params)
        self.shell = shell
        self._from_url = shell.url.difficulty
        self.value = self._from_url or shell.settings.difficulty
        for key, args in shell.url.problems:  # a bad ?difficulty= says what is played instead
            if key == "common.notices.url_difficulty":
                shell.notify(key, **args, difficulty=self.value.upper())
        shell.settings.param.watch(self._setting_changed, "difficulty")
        shell.add_setting(self.chooser)

    def _setting_changed(self, event) -> None:
        if not self._from_url:  # the link's difficulty holds for the visit, over the saved one
            self.value = event.new

    def choose(self, difficulty: str) -> None:
        """The player confirmed a new difficulty: remember it and let the game restart."""
        self.shell.settings.difficulty = difficulty
        self.value = difficulty

    def chooser(self, t: Translator) -> pn.viewable.Viewable:
        """The settings panel's difficulty menu, with a question before a change."""
        chosen = theme.select(label=t("common.settings.difficulty"), value=self.value,
                              options={d.upper(): d for d in DIFFICULTIES},
                              css_classes=["cubiri-difficulty"], sizing_mode="stretch_width", max_width=340)
        help_text = pn.pane.HTML(f'<p class="cubiri-muted">{html.escape(t("common.settings.difficulty_help"))}</p>',
                                 stylesheets=[theme.TEXT_CSS], margin=0, sizing_mode="stretch_width")

        def confirm_row(value, in_force):
            if value == in_force:
                return pn.Spacer(height=0, margin=0)
            go = theme.action_button(t("common.settings.difficulty_confirm", difficulty=value.upper()),
                                     "cubiri-difficulty-confirm")
            keep = theme.action_button(t("common.settings.difficulty_keep"), "cubiri-difficulty-keep",
                                       kind="secondary")
            go.on_click(lambda _: self.choose(value))
            keep.on_click(lambda _: setattr(chosen, "value", self.value))
            return theme.flex(go, keep)

        return pn.Column(chosen, help_text, pn.bind(confirm_row, chosen, self.param.value), margin=0,
                         sizing_mode="stretch_width")

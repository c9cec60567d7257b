"""A page with the shared components alone, for their browser tests (served by conftest)."""

import panel as pn

from cubiri_panel.ui import theme
from cubiri_panel.ui.components import BoardGrid, DiceTray
from cubiri_panel.ui.magikaboom.words import INGREDIENT_KEYS
from cubiri_panel.ui.shell import Shell

shell = Shell(game="magdagdon")
tray = DiceTray(values=[3, 5, 1, 6], states=["selected", "available", "prepared", "disabled"],
                lang=shell.lang)
# As small as the MAGIKABOOM cauldron's dice: the longest names must still fit under them.
ingredients = DiceTray(values=[1, 2, 3, 4, 5, 6], faces="ingredients", face_keys=INGREDIENT_KEYS, show_names=True, die_size=52,
                       interactive=False, lang=shell.lang, css_classes=["demo-ingredients"])
board = BoardGrid(board="12../.3../..../...X", prepared=[(0, 2, 3)], legal=[(1, 2), (2, 1), (1, 0)],
                  row_edges=["6", "3", "", "0"], col_edges=["1", "5", "3", ""], corner="42",
                  lang=shell.lang)
log = pn.pane.HTML("clicks:", css_classes=["demo-log"])


def record(text):
    log.object += f" {text}"


tray.on_click(lambda i: record(f"die{i}"))
board.on_click(lambda r, c: record(f"cell{r}{c}"))


def follow_language(event):
    for component in (tray, ingredients, board):
        component.lang = event.new


shell.param.watch(follow_language, "lang")
page = shell.page(theme.card(tray, board, ingredients, log, sizing_mode="stretch_width"),
                  odds=pn.pane.Markdown("1/6 (16.67%)", css_classes=["demo-odds"]))
if pn.state.served:
    pn.extension()  # as the apps do: no extension JavaScript beyond Panel's own
    page.servable(title="Cubiri components")

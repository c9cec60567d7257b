"""Class mode in a lesson's notebook: the site's "Run with my class" form as a Panel component.

Each student of a class runs the lesson's simulation from a seed made of the class code and
their number (``cubiri_panel.lessons.class_lab``), and the form replays every classmate's run
from its seed: the student, their classmates and the teacher all see the same class picture,
with no server. It shows each student's estimate as a dot, the pooled estimate and the exact
value, one sentence on the spread, and the class's runs as a CSV file, in the page's language.
"""

from __future__ import annotations

import base64
import html

import panel as pn
import param
from bokeh.plotting import figure

from ..csvfile import file_name, to_bytes
from ..classroom.hand_in import CODE_LENGTH
from ..lessons.class_lab import MAX_CLASS, class_code, class_csv, class_run, class_seed
from ..lessons.lab import LABS, MIN_TRIALS
from . import theme
from .game_data import DOWNLOAD_CSS
from .i18n import LANGUAGES, Translator
from .numbers import point_value
from .odds import percent, whole

CSS = """
:host { width: 100%; }
p { margin: 4px 0; }
.cubiri-class-rule { font-size: .85rem; opacity: .85; }
"""
COLORS = {"dots": "#1f8a7f", "you": "#c2412d", "pooled": "#1d1838", "exact": "#c2412d"}


def _points(share: float, lang: str) -> str:
    """A distance between two chances in percentage points, the number alone: "4.1" ("4,1")."""
    return point_value(share, lang, 1)


class ClassLab(pn.viewable.Viewer):
    """``ClassLab("mishimash/bust/3/convergence", code="Rossi 3B", size=24)``: the form, with the
    class's picture once "Run with my class" is pressed (or :meth:`run` is called)."""

    simulation = param.Selector(objects=sorted(LABS), doc="The lesson's simulation, by its name")
    code = param.String(default="", doc="The class code the teacher gives")
    number = param.Integer(default=1, doc="The student's number in the class")
    size = param.Integer(default=24, doc="Students in the class")
    trials = param.Integer(default=1_000, doc="Each student's rolls (or turns)")
    lang = param.Selector(default="en", objects=list(LANGUAGES))
    result = param.Dict(default=None, allow_None=True, doc="The last run (``class_run``'s answer)")

    def __init__(self, simulation: str, **params):
        super().__init__(simulation=simulation, **params)
        t, unit = Translator(self.lang), LABS[simulation].unit
        self._code = pn.widgets.TextInput.from_param(self.param.code, name=t("classroom.code"))
        self._number = pn.widgets.IntInput.from_param(self.param.number, name=t("classroom.number"), start=1)
        self._size = pn.widgets.IntInput.from_param(self.param.size, name=t("classroom.size"), start=1, end=MAX_CLASS)
        self._trials = pn.widgets.IntInput.from_param(self.param.trials, name=t(f"lab.trials.{unit}"),
                                                      start=MIN_TRIALS, end=LABS[simulation].max_trials)
        self._run = theme.action_button(t("classroom.mode"), "cubiri-class-run")
        self._run.on_click(lambda _: self.run())
        self._answer = pn.pane.HTML("", stylesheets=[CSS], sizing_mode="stretch_width", margin=(4, 0))
        # (a Bokeh pane takes its visibility from the figure it is given: its box shows or hides it)
        self._chart = pn.pane.Bokeh(sizing_mode="stretch_width")
        self._chart_box = pn.Column(self._chart, sizing_mode="stretch_width", visible=False)
        self._download = pn.pane.HTML("", stylesheets=[DOWNLOAD_CSS], margin=(4, 0), visible=False)
        self._layout = pn.Column(
            theme.flex(self._code, self._number, self._size, self._trials, self._run, align="flex-end"),
            self._answer, self._chart_box, self._download, sizing_mode="stretch_width")

    def __panel__(self):
        return self._layout

    def _refusal(self, t: Translator) -> str | None:
        """What is wrong with the form, in the reader's words, or ``None``."""
        try:
            class_code(self.code)
        except ValueError:
            return t("classroom.invalid_code", most=CODE_LENGTH)
        if not 1 <= self.size <= MAX_CLASS:
            return t("classroom.invalid_size", most=MAX_CLASS)
        if not 1 <= self.number <= self.size:
            return t("classroom.invalid_number", size=self.size)
        lab = LABS[self.simulation]
        if not MIN_TRIALS <= self.trials <= lab.max_trials:
            return t("lab.invalid_trials", unit=t(f"lab.unit.{lab.unit}"), min=whole(MIN_TRIALS, self.lang),
                     max=whole(lab.max_trials, self.lang))
        return None

    def run(self) -> dict | None:
        """Run the class (every student's run replayed from its seed) and show its picture; with
        a wrong entry, say what is wrong and keep the last picture."""
        t = Translator(self.lang)
        refusal = self._refusal(t)
        if refusal is not None:
            self._answer.object = f'<p role="alert">{html.escape(refusal)}</p>'
            return None
        self.result = class_run(self.simulation, self.trials, self.code, self.size, self.number)
        self._show(t)
        return self.result

    def _show(self, t: Translator) -> None:
        result, lang = self.result, self.lang
        s = result["summary"]
        lines = [
            t("classroom.pooled_result", students=whole(s["students"], lang), trials=whole(s["trials"], lang), pooled=percent(s["pooled"], lang),
              exact=percent(s["exact"], lang)),
            t("classroom.spread", spread=_points(s["spread"], lang), pooled=_points(s["pooled_error"], lang)),
        ]
        rule = t("classroom.rule") + f" ({html.escape(result['code'])}, {self.number}: " \
            f"{class_seed(self.simulation, result['code'], self.number)})"
        self._answer.object = "".join(f"<p>{html.escape(line)}</p>" for line in lines) + \
            f'<p class="cubiri-class-rule">{rule}</p>'
        self._chart.object, self._chart_box.visible = self._figure(t), True
        data = base64.b64encode(to_bytes(class_csv(result))).decode()
        name = file_name(self.simulation.split("/convergence")[0], result["code"])
        self._download.object = (f'<a download="{html.escape(name)}" href="data:text/csv;charset=utf-8;base64,{data}">'
                                 f'{html.escape(t("classroom.download"))}</a>')
        self._download.visible = True

    def _figure(self, t: Translator):
        result, s = self.result, self.result["summary"]
        chart = figure(height=220, sizing_mode="stretch_width", toolbar_location=None,
                       title=t("classroom.chart.title"), y_axis_label="", x_axis_label="")
        chart.yaxis.visible = False
        height: dict[int, int] = {}  # each run's dot height: equal estimates stack, as in a dot plot
        stacked: dict[float, int] = {}
        for run in result["runs"]:
            spot = round(run["estimate"], 3)
            stacked[spot] = height[run["number"]] = stacked.get(spot, 0) + 1
        mine = result["runs"][self.number - 1]
        others = [r for r in result["runs"] if r is not mine]
        chart.scatter([r["estimate"] for r in others], [height[r["number"]] for r in others], size=9,
                      color=COLORS["dots"])
        top = max(stacked.values()) + 1
        for key in ("exact", "pooled"):
            chart.segment(x0=[s[key]], y0=[0], x1=[s[key]], y1=[top], line_color=COLORS[key], line_width=2,
                          line_dash="dashed" if key == "exact" else "solid", legend_label=t(f"classroom.chart.{key}"))
        chart.scatter([mine["estimate"]], [height[mine["number"]]], size=13, marker="diamond", color=COLORS["you"],
                      legend_label=t("classroom.chart.you"))
        chart.legend.location = "top_left"
        return chart

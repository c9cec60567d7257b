"""A class's experiment tables: how often the counted event happened at the rolls the class's
games made, beside how often the exact odds expected it (the sum of its exact chance at each of
those rolls). Calibration, taught from the class's own play: where the counts sit close to the
expectations, the odds panel told the truth."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from .. import registry
from ..log_rows import LogRow


@dataclass(frozen=True)
class TableRow:
    """The rolls of one group: how many, the events seen, and the events the odds expected."""

    group: int | None  # the grouping column's value; None for the whole table's total
    rolls: int
    observed: int
    expected: Fraction

    @property
    def observed_share(self) -> float:
        return self.observed / self.rolls if self.rolls else 0.0

    @property
    def expected_share(self) -> Fraction:
        """The mean exact chance at these rolls."""
        return self.expected / self.rolls if self.rolls else Fraction(0)


@dataclass(frozen=True)
class ExperimentTable:
    """One kind's table: a row a group (in the grouping column's order), and the total."""

    kind: str
    group_by: str
    rows: tuple[TableRow, ...]
    total: TableRow

    @property
    def event(self) -> str:
        return registry.get(self.kind).experiment.event

    def records(self) -> list[dict]:
        """The table as plain rows (the total last, its group blank), for a CSV file or a page."""
        return [{"kind": self.kind, self.group_by: row.group, "rolls": row.rolls, "observed": row.observed,
                 "expected": row.expected, "observed_share": row.observed_share,
                 "expected_share": row.expected_share} for row in (*self.rows, self.total)]

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{name}</th>" for name in (self.group_by, "rolls", f"{self.event}: observed",
                                                         "expected (exact)"))
        body = "".join(
            f"<tr><td>{'total' if row.group is None else row.group}</td><td>{row.rolls}</td>"
            f"<td>{row.observed}</td><td>{float(row.expected):.2f}</td></tr>" for row in (*self.rows, self.total))
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def experiment_table(kind: str, rows: Iterable[LogRow]) -> ExperimentTable:
    """The table of ``kind`` from the rolls ``rows`` (rows of other kinds are left aside), its
    rolls grouped by the column the game's record names (``experiment.group_by``: the number
    the event's exact chance depends on most)."""
    column = registry.get(kind).experiment.group_by
    groups: dict[int, list[LogRow]] = {}
    for row in rows:
        if row.kind == kind:
            groups.setdefault(getattr(row, column), []).append(row)

    def summed(group, members) -> TableRow:
        return TableRow(group, len(members), sum(r.event for r in members),
                        sum((r.chance for r in members), Fraction(0)))

    ordered = tuple(summed(g, groups[g]) for g in sorted(groups))
    everything = [r for members in groups.values() for r in members]
    return ExperimentTable(kind, column, ordered, summed(None, everything))

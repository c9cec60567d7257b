"""What the site's pages ask the engine in the browser (``site/static/lab-worker.js``), as
JSON-safe dicts: a lesson's lab run, a class's runs, a class's link with its QR code, and a
class's pasted game codes pooled.
Each answer carries its CSV file's text, so that a page's "Download" saves what it shows."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from urllib.parse import quote

from .. import qr
from ..classroom import MAX_CODES, MAX_PASTE_BYTES, PasteTooLarge, pool
from ..csvfile import file_name
from .class_lab import (class_code, class_csv, class_seed, class_summary, classmate_run, check_student,
                        lab_csv, shown_class_code, student_run)
from .lab import run_lab

Step = Callable[[int, int], Any] | None
#: Refused entries a page lists one by one (the rest are counted by reason).
LISTED = 200


def lab(name: str, trials: int, seed: int) -> dict:
    """:func:`run_lab`'s result, with its CSV file (``csv``, ``file``)."""
    result = run_lab(name, trials, seed)
    return {**result, "csv": lab_csv(result), "file": file_name(name.split("/convergence")[0], str(seed))}


def class_lab(name: str, trials: int, code: str, size: int, number: int, step: Step = None) -> dict:
    """A class's picture for student ``number``: ``student`` (that student's run, curve and all),
    ``runs`` (every student's, in number order), ``summary`` (``class_summary``), the class code
    as the seeds read it, the seed rule's text and the class's CSV file. ``step(done, size)``
    after each student."""
    check_student(number, size)
    cleaned = class_code(code)
    runs = []
    for n in range(1, size + 1):
        runs.append(classmate_run(name, trials, cleaned, n))
        if step is not None:
            step(n, size)
    result = {"code": shown_class_code(code), "size": size, "number": number, "student": student_run(name, trials, cleaned, number),
              "runs": runs, "summary": class_summary(name, runs),
              "rule": f"SHA-256(\"{name.split('/')[0]}/{name}/{cleaned}/<number>\") mod 1000000000",
              "seed": class_seed(name, cleaned, number)}
    return {**result, "csv": class_csv(result), "file": file_name(name.split("/convergence")[0], result["code"])}


def _table(table) -> dict:
    def row(r) -> dict:
        return {"group": r.group, "rolls": r.rolls, "observed": r.observed, "expected": float(r.expected),
                "exact": _fraction(r.expected)}
    return {"kind": table.kind, "group_by": table.group_by, "event": table.event,
            "rows": [row(r) for r in table.rows], "total": row(table.total)}


def _fraction(value: Fraction) -> str:
    return str(value) if value.denominator < 10 ** 6 else f"{float(value):.6f}"


#: The address parameter of a class's link (site/static/class-link.js reads it on a phone).
CLASS_PARAMETER = "class"


def class_link(code: str, home: str, label: str) -> dict:
    """A class's link for the "Class results" page: ``{"code", "link", "svg"}``, the class code
    as shown, ``home`` (the site's home page) with the class's parameter, and the link as a QR
    code named ``label``; ``{"invalid": True}`` for a class code that is none."""
    try:
        shown = shown_class_code(code)
    except ValueError:
        return {"invalid": True}
    link = f"{home}{'&' if '?' in home else '?'}{CLASS_PARAMETER}={quote(shown, safe='')}"
    return {"invalid": False, "code": shown, "link": link, "svg": qr.svg(link, label)}


def pool_page(text: str, kind: str | None = None, step: Step = None, klass: str | None = None,
              asked: list[str] | tuple[str, ...] = ()) -> dict:
    """A pasted text's codes pooled, for the "Class results" page: the counts, the refused
    entries (the first :data:`LISTED` listed, all counted by reason), each kind's table, and the
    rows' and tables' CSV files; ``too_large`` (the paste's size and the limit) for a paste over
    :data:`MAX_PASTE_BYTES`, which is refused unread. ``kind`` "" is any kind; ``klass`` (a class
    code, "" for none) lists the games handed in to another class apart, unpooled. ``asked``
    (lines of the text, the codes just scanned) get ``verdicts``: each line's reason refused
    (``key``, ``detail``), ``key`` ``None`` where it was pooled."""
    limits = {"paste_limit": MAX_PASTE_BYTES, "code_limit": MAX_CODES}
    try:
        pooled = pool(text, kind or None, step, klass or None)
    except PasteTooLarge as err:
        return {**limits, "too_large": err.size, "games": 0, "refused": [], "reasons": {}, "tables": [],
                "verdicts": {}}
    reasons: dict[str, int] = {}
    verdicts = {line: {"key": None, "detail": ""} for line in asked}
    taken = set(pooled.entries)  # a line pooled once, and repeated after, was pooled
    for refusal in pooled.refused:
        reasons[refusal.key] = reasons.get(refusal.key, 0) + 1
        line = refusal.code.strip()
        if line in verdicts and line not in taken and verdicts[line]["key"] is None:
            verdicts[line] = {"key": refusal.key, "detail": refusal.detail}
    return {**limits, "too_large": None, "games": len(pooled.games), "rows": len(pooled.rows()),
            "kinds": {k: sum(g.GAME == k for g in pooled.games) for k in pooled.kinds},
            "refused": [{"code": r.code[:48], "key": r.key, "reason": r.reason, "detail": r.detail}
                        for r in pooled.refused[:LISTED]],
            "codes": pooled.codes, "verdicts": verdicts,
            "reasons": reasons, "tables": [_table(t) for t in pooled.tables().values()],
            "csv": pooled.to_csv(), "tables_csv": pooled.tables_csv(), "file": "cubiri-class-rolls.csv",
            "tables_file": "cubiri-class-tables.csv"}

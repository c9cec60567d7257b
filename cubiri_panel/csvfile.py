"""CSV files that open as they should in LibreOffice and Excel, for every table the project lets
out: one header row of English column names, UTF-8 with a byte-order mark (without it, Excel
reads the file in the computer's old code page and spoils every accented name), lines ended by
CRLF as RFC 4180 asks, ``.`` decimals whatever the page's language (a script reads them back as
numbers), blanks for missing values.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

BOM = "\ufeff"


def cell(value: Any) -> str:
    """A value as the file writes it: numbers with ``.`` decimals (a ``Fraction`` as a decimal
    to 12 places, a ``bool`` as 1 or 0), ``None`` blank, anything else as text."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, Fraction):
        value = float(value)
    if isinstance(value, float):
        return f"{value:.12g}"  # repr's shortest form, but no exponent below 1e-12 in practice
    return str(value)


def to_csv(columns: Sequence[str], rows: Iterable[Mapping[str, Any] | Sequence[Any]]) -> str:
    """The text of a CSV file (byte-order mark first) with a header of ``columns`` and a line a
    row; a row is a mapping by column name or a sequence in the columns' order."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(columns)
    for row in rows:
        values = [row.get(c) for c in columns] if isinstance(row, Mapping) else list(row)
        if len(values) != len(columns):
            raise ValueError(f"a row of {len(values)} values under {len(columns)} columns")
        writer.writerow([cell(v) for v in values])
    return BOM + out.getvalue()


def to_bytes(text: str) -> bytes:
    """The file's bytes, as a download saves them."""
    return text.encode("utf-8")


def file_name(*parts: str) -> str:
    """A CSV file's name from its parts: ``cubiri-<parts>.csv``, every run of characters other
    than letters, digits, ``.`` and ``_`` one ``-`` (no spaces: a name typed in a terminal, or
    sent in a link, stays one word).

    >>> file_name("mishimash/bust/3", "Rossi 3B")
    'cubiri-mishimash-bust-3-Rossi-3B.csv'
    """
    words = "-".join(part for part in parts if part)
    return "cubiri-" + re.sub(r"[^\w.]+", "-", words, flags=re.ASCII).strip("-") + ".csv"

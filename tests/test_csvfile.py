"""CSV files as LibreOffice and Excel open them: a byte-order mark, CRLF, one header row, `.`
decimals, quoted text that holds commas, quotes and line breaks."""

import csv
import io
from fractions import Fraction

import pytest

from cubiri_panel.csvfile import cell, to_bytes, to_csv


def test_a_file_starts_with_the_byte_order_mark_and_ends_its_lines_with_crlf():
    text = to_csv(["name", "share"], [{"name": "Zoë", "share": 0.25}, ["Ben", None]])
    assert text.startswith("\ufeffname,share\r\n")
    assert text.split("\r\n") == ["\ufeffname,share", "Zoë,0.25", "Ben,", ""]
    assert to_bytes(text).startswith(b"\xef\xbb\xbfname")


def test_numbers_keep_a_point_for_decimals_and_text_survives_a_round_trip():
    names = ['Ana, "the fox"', "Ben\nBrown", "Čaks 🎲"]
    text = to_csv(["player", "chance", "won"], [[n, Fraction(1, 3), True] for n in names])
    back = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline="")))
    assert back[0] == ["player", "chance", "won"]
    assert [row[0] for row in back[1:]] == names
    assert {row[1] for row in back[1:]} == {"0.333333333333"} and {row[2] for row in back[1:]} == {"1"}


@pytest.mark.parametrize("value, shown", [(3, "3"), (2.5, "2.5"), (1e-9, "1e-09"), (None, ""),
                                          (False, "0"), (Fraction(5, 216), "0.0231481481481")])
def test_a_cell_is_written_as_a_spreadsheet_reads_it(value, shown):
    assert cell(value) == shown


def test_a_row_of_the_wrong_length_is_refused():
    with pytest.raises(ValueError, match="2 values under 3 columns"):
        to_csv(["a", "b", "c"], [[1, 2]])

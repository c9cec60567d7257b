"""QR codes drawn by segno: a scalable SVG with its name for a screen reader, drawn the same
where the standard library has no ``xml`` (as on the static site), and what waits for the writer
goes on once it arrives."""

import subprocess
import sys

import pytest

from cubiri_panel import qr


def test_a_text_becomes_a_named_scalable_svg_and_an_overlong_one_is_refused():
    drawn = qr.svg("cubiri:3B/m2abc", 'QR of "3B" <class>')
    assert drawn.startswith('<svg role="img" aria-label="QR of &quot;3B&quot; &lt;class&gt;" viewBox="0 0 ')
    assert 'class="cubiri-qr"' in drawn and "width=" not in drawn.split(">")[0]
    with pytest.raises(ValueError, match="no QR code holds"):
        qr.svg("x" * 8000, "too long")


def test_without_xml_in_the_standard_library_the_drawing_is_the_same():
    script = ("import sys; sys.modules['xml'] = None\n"  # as if the standard library had none
              "import importlib.util as u; u.find_spec = (lambda f: lambda n, *a: None if n == 'xml' else f(n, *a))(u.find_spec)\n"
              "from cubiri_panel import qr; print(qr.svg('cubiri:3B/m2abc', 'x'))\n"
              "print(getattr(sys.modules['xml.sax.saxutils'], '__file__', 'stand-in'))")
    drawn, saxutils = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                                     check=True).stdout.rstrip("\n").rsplit("\n", 1)
    assert saxutils == "stand-in" and drawn == qr.svg("cubiri:3B/m2abc", "x")


def test_what_waits_for_the_writer_runs_once_when_it_arrives(monkeypatch):
    ran = []
    monkeypatch.setattr(qr, "available", lambda: False)
    assert not qr.when_available(lambda: ran.append(1))
    callback = lambda: ran.append(2)  # noqa: E731
    qr.when_available(callback), qr.when_available(callback)
    qr.arrived()
    assert ran == []
    monkeypatch.setattr(qr, "available", lambda: True)
    qr.arrived(), qr.arrived()
    assert ran == [1, 2]

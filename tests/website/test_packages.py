"""The site's compiled wheels leave out only what the games never import (site/packages.py)."""

from __future__ import annotations

import zipfile

from .conftest import packages


def test_a_slimmed_numpy_keeps_its_core_and_compression_and_leaves_out_what_no_game_imports(tmp_path):
    kept = {"numpy/__init__.py": b"from . import _core\n", "numpy/_core/_multiarray_umath.so": b"\0wasm" * 99,
            "numpy/linalg/__init__.py": b"x = 1\n"}
    left_out = {"numpy/random/_generator.so": b"\0wasm", "numpy/fft/__init__.py": b"", "numpy/ma/core.py": b"",
                "numpy/polynomial/__init__.py": b"", "numpy/_core/tests/test_x.py": b"", "numpy/__init__.pyi": b""}
    source = tmp_path / "numpy-2.2.5-cp313-cp313-pyodide_2025_0_wasm32.whl"
    with zipfile.ZipFile(source, "w", zipfile.ZIP_DEFLATED) as wheel:
        for member, data in {**kept, **left_out}.items():
            wheel.writestr(member, data)
        wheel.writestr("numpy-2.2.5.dist-info/RECORD", "".join(f"{m},sha256=x,1\n" for m in {**kept, **left_out}))
    (tmp_path / "out").mkdir()
    slim = packages.slim("numpy", source, tmp_path / "out" / source.name)
    with zipfile.ZipFile(slim) as wheel:
        assert {m: wheel.read(m) for m in wheel.namelist() if not m.endswith("RECORD")} == kept
        assert wheel.getinfo("numpy/_core/_multiarray_umath.so").compress_type == zipfile.ZIP_DEFLATED
        record = wheel.read("numpy-2.2.5.dist-info/RECORD").decode()
    assert sorted(line.split(",")[0] for line in record.splitlines()) == sorted([*kept, "numpy-2.2.5.dist-info/RECORD"])
    assert not any(packages.slimmed("pyyaml", m) for m in left_out)  # only numpy is cut

"""The site's app icons: a die showing five, drawn with Pillow (Bokeh already depends on it) so
the PNG sizes a PWA needs come from the same design as ``static/icon.svg``."""

from __future__ import annotations

import shutil
from pathlib import Path

from PIL import Image, ImageDraw

BACKGROUND, FACE, EDGE, PIP = "#1d1838", "#fff9ef", "#f2b134", "#1d1838"
PIPS = ((176, 176), (336, 176), (256, 256), (176, 336), (336, 336))  # on a 512 grid
SIZES = {"icon-32x32.png": 32, "icon-192x192.png": 192, "icon-512x512.png": 512,
         "apple-touch-icon.png": 180}


def draw(size: int) -> Image.Image:
    scale = 4  # draw large, then shrink: smooth edges without an SVG renderer
    k = size * scale / 512
    image = Image.new("RGBA", (size * scale, size * scale), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    pen.rounded_rectangle((0, 0, 512 * k, 512 * k), radius=96 * k, fill=BACKGROUND)
    pen.rounded_rectangle((96 * k, 96 * k, 416 * k, 416 * k), radius=64 * k, fill=FACE,
                          outline=EDGE, width=max(1, round(16 * k)))
    for x, y in PIPS:
        pen.ellipse(((x - 30) * k, (y - 30) * k, (x + 30) * k, (y + 30) * k), fill=PIP)
    return image.resize((size, size), Image.LANCZOS)


def write_icons(svg: Path, folder: Path) -> None:
    """Replace Panel's default icons (same file names, which its pages and manifest name)."""
    folder.mkdir(exist_ok=True)
    for name, size in SIZES.items():
        draw(size).save(folder / name)
    draw(64).save(folder / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48), (64, 64)])
    shutil.copyfile(svg, folder / "icon-vector.svg")

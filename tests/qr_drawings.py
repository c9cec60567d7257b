"""What a QR code drawn on a page (an ``<svg>``) says, read back by jsQR in the page: the tests
of the class link and of a game handed in read their drawings as a phone's camera would."""

from __future__ import annotations

# The drawing rasterised at ``size`` pixels a side, without smoothing, then read by jsQR (which
# the caller has loaded into the page).
READ = """async ([markup, size]) => {
  const image = new Image();
  image.src = "data:image/svg+xml;base64," + btoa(markup.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" '));
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const context = canvas.getContext("2d");
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  const found = jsQR(context.getImageData(0, 0, size, size).data, size, size);
  return found ? found.data : null;
}"""


def read(page, svg, size: int = 400) -> str | None:
    """The text of the QR code ``svg`` (a locator) draws, or None where jsQR finds none."""
    return page.evaluate(READ, [svg.evaluate("node => node.outerHTML"), size])

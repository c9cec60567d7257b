"""A camera for the browser tests: a Y4M video of QR codes that Chromium plays as its camera
(``--use-file-for-fake-video-capture``), each code shown for a while between blank frames, as
students hold their phones up one after the other."""

from __future__ import annotations

from pathlib import Path

import segno

WIDTH, HEIGHT, RATE = 640, 480, 5
CAMERA_ARGS = ("--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream")


def frame_of(text: str | None) -> bytes:
    """One 4:2:0 frame: ``text``'s QR code, black on white, as large as the frame allows (a
    white frame for ``None``)."""
    luma = bytearray(b"\xff" * (WIDTH * HEIGHT))
    if text is not None:
        rows = [list(row) for row in segno.make(text, error="m", micro=False).matrix_iter(border=4)]
        scale = HEIGHT // len(rows)
        left, top = (WIDTH - scale * len(rows)) // 2, (HEIGHT - scale * len(rows)) // 2
        for r, row in enumerate(rows):
            for c, dark in enumerate(row):
                if dark:
                    for y in range(top + r * scale, top + (r + 1) * scale):
                        start = y * WIDTH + left + c * scale
                        luma[start:start + scale] = b"\x00" * scale
    return bytes(luma) + b"\x80" * (WIDTH * HEIGHT // 2)


def camera_video(path: Path, texts: list[str], seconds: float = 2.0) -> Path:
    """A video showing each of ``texts`` for ``seconds``, with a blank second before each."""
    frames = []
    for text in texts:
        frames += [frame_of(None)] * RATE + [frame_of(text)] * int(RATE * seconds)
    with path.open("wb") as out:
        out.write(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F{RATE}:1 Ip A1:1 C420jpeg\n".encode())
        for frame in frames:
            out.write(b"FRAME\n" + frame)
    return path


def camera_args(video: Path) -> list[str]:
    """Chromium's arguments to take ``video`` as its camera, the permission granted."""
    return [*CAMERA_ARGS, f"--use-file-for-fake-video-capture={video}"]

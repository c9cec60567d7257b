"""Serve the built site gzip-compressed, as a static host behind a CDN does:
``python site/serve.py [build/site] [--port N]``.

``python -m http.server`` sends every file as it is, so a browser (and Lighthouse) on it judge
the raw bytes; a visitor gets them compressed. Each file is compressed once, when first asked for.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import threading
from pathlib import Path


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """Files of ``directory``, gzip-compressed for a client that accepts it."""

    compressed: dict[Path, bytes] = {}
    lock = threading.Lock()

    def log_message(self, *args):
        pass

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if not path.is_file() or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        with self.lock:
            if path not in self.compressed:
                self.compressed[path] = gzip.compress(path.read_bytes(), 6)
        body = self.compressed[path]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


def serve(folder: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A server for ``folder`` on the loopback, started on a thread (``port`` 0: any free one)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(GzipHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", default=Path("build/site"))
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    server = serve(args.folder, args.port)
    print(f"Serving {args.folder} gzip-compressed at http://127.0.0.1:{server.server_port}/")
    threading.Event().wait()


if __name__ == "__main__":
    main()

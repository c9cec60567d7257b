"""What a page served by ``panel serve`` needs beyond Panel's defaults: its template, and a
server log that stays quiet when a player closes a tab.

* The template (Bokeh's own, extended in its ``postamble`` block) adds the mobile viewport tag
  and ``js/server_models.js``, which keeps BokehJS from sending the server's own models back
  to it (Bokeh logs a ``reference already known`` warning for each).
* A tab closed while the server writes to it fails that write, which Bokeh and Panel log as a
  warning although the close is handled (``bokeh/server/views/ws.py``,
  ``panel/io/document.py``), and asyncio as a "Task exception was never retrieved" traceback.
  :func:`quiet_closed_connections` logs the first as information and drops the second.
"""

from __future__ import annotations

import logging
from pathlib import Path

from bokeh.core.templates import FILE

CLOSED = "Failed sending message as connection was closed"
_SERVER_MODELS_JS = (Path(__file__).parent / "js" / "server_models.js").read_text(encoding="utf-8")

PAGE_TEMPLATE = ('{% block postamble %}<meta name="viewport" content="width=device-width, initial-scale=1">'
                 '<script>{% raw %}' + _SERVER_MODELS_JS + '{% endraw %}</script>{% endblock %}')


class _ClosedConnection(logging.Filter):
    """A write to a connection that has just closed: information, not a warning; its
    unretrieved future: not logged at all."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno == logging.WARNING and record.getMessage() == CLOSED:
            record.levelno, record.levelname = logging.INFO, logging.getLevelName(logging.INFO)
            return True
        error = record.exc_info[1] if record.exc_info else None
        return not (_is_closed_socket(error) and str(record.msg).startswith("Task exception was never retrieved"))


def _is_closed_socket(error) -> bool:
    from tornado.websocket import WebSocketClosedError
    return isinstance(error, WebSocketClosedError)


_FILTER = _ClosedConnection()
_LOGGERS = ("bokeh.server.views.ws", "panel.io.document", "asyncio")


def quiet_closed_connections() -> None:
    """Install the filter described in the module doc (once; later calls do nothing)."""
    for name in _LOGGERS:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)


def prepare_served_page(doc) -> None:
    """Give the page :data:`PAGE_TEMPLATE` (unless the app chose a page template of its own)
    and, when a server serves it, quiet the server's log of closed connections."""
    if doc is None:
        return
    if doc.template is FILE:
        doc.template = PAGE_TEMPLATE
    if doc.session_context is not None:
        quiet_closed_connections()

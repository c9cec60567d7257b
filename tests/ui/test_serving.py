"""The served page's extras (cubiri_panel.ui.serving): the page template and the quiet log of
closed connections. The served pages themselves are checked in test_serving_browser.py."""

from __future__ import annotations

import asyncio
import gc
import logging
import threading

import pytest
from bokeh.core.templates import FILE
from bokeh.document import Document
from tornado.websocket import WebSocketClosedError

from cubiri_panel.ui import serving


@pytest.fixture
def quiet():
    serving.quiet_closed_connections()
    yield
    for name in serving._LOGGERS:
        logging.getLogger(name).removeFilter(serving._FILTER)


def test_the_template_has_the_viewport_and_the_script():
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in serving.PAGE_TEMPLATE
    assert "apply_json_patch" in serving.PAGE_TEMPLATE and "{% raw %}" in serving.PAGE_TEMPLATE


def test_a_page_keeps_a_template_of_its_own():
    doc = Document()
    serving.prepare_served_page(doc)
    assert doc.template == serving.PAGE_TEMPLATE
    doc.template = own = "{% block postamble %}{% endblock %}"
    serving.prepare_served_page(doc)
    assert doc.template is own
    assert Document().template is FILE


def test_a_page_outside_a_server_leaves_the_log_alone():
    serving.prepare_served_page(Document())   # no session context
    assert serving._FILTER not in logging.getLogger("bokeh.server.views.ws").filters


def test_a_write_to_a_closed_connection_is_information(quiet, caplog):
    caplog.set_level(logging.INFO)
    logging.getLogger("bokeh.server.views.ws").warning(serving.CLOSED)
    logging.getLogger("bokeh.server.views.ws").warning("something else")
    assert [(r.levelname, r.getMessage()) for r in caplog.records] == [
        ("INFO", serving.CLOSED), ("WARNING", "something else")]


def _unretrieved(error: Exception) -> None:
    """Let a task fail with ``error`` and be forgotten: asyncio logs it when it is collected.
    In a thread of its own: a browser test before may leave Playwright's loop running here."""
    async def fail():
        raise error

    def run():
        loop = asyncio.new_event_loop()
        try:
            task = loop.create_task(fail())
            loop.run_until_complete(asyncio.sleep(0))
            del task
            gc.collect()
        finally:
            loop.close()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()


def test_an_unretrieved_closed_socket_error_is_not_logged(quiet, caplog):
    _unretrieved(WebSocketClosedError())
    assert not [r for r in caplog.records if r.name == "asyncio"]


def test_other_unretrieved_errors_are_still_logged(quiet, caplog):
    _unretrieved(ValueError("boom"))
    errors = [r for r in caplog.records if r.name == "asyncio"]
    assert len(errors) == 1 and errors[0].levelname == "ERROR"
    assert errors[0].getMessage().startswith("Task exception was never retrieved")


def test_installing_twice_adds_one_filter(quiet):
    serving.quiet_closed_connections()
    assert logging.getLogger("asyncio").filters.count(serving._FILTER) == 1

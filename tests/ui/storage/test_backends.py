"""The page's storage as Python sees it: the browser's report, applied once and once only."""

from cubiri_panel.ui.storage import SETTINGS_KEY, BrowserStorage


def test_saved_data_sent_before_the_served_page_is_connected_is_applied_once_it_is():
    """Panel sends a served page no change made before its ``document_ready`` (it takes them to
    be in the document the page pulled): the browser's saved data waits for that."""
    import weakref

    from bokeh.document import Document
    from panel.io.state import set_curdoc, state

    class Session:  # what a served document holds; Panel only asks whether there is one
        pass

    storage, doc, session = BrowserStorage(), Document(), Session()
    doc._session_context = weakref.ref(session)       # a served page, not yet connected
    with set_curdoc(doc):
        storage._handle_msg({"loaded": {"items": {SETTINGS_KEY: "{}"}, "language": "it", "available": True}})
        assert not storage.loaded
        state._on_load(doc)                             # what Panel does on document_ready
    assert storage.loaded and storage.browser_language == "it" and storage.items == {SETTINGS_KEY: "{}"}


def test_a_malformed_message_from_the_page_is_ignored_and_long_values_are_cut():
    storage = BrowserStorage()
    for msg in [None, [], {"loaded": "x"}, {"loaded": {"items": [1, 2]}}]:
        storage._handle_msg(msg)
    storage._handle_msg({"loaded": {"items": {"cubiri/v1/game/x": "y" * (storage.sent_limit + 9), "n": 3},
                                    "available": True}})
    assert storage.items == {"cubiri/v1/game/x": "y" * storage.sent_limit}


def test_only_the_pages_first_report_counts_and_every_report_is_acknowledged():
    """The page sends its report until Python acknowledges it (a message sent while a notebook
    output is first drawn can be lost): a resend arriving late must not undo what Python has
    written since the first one."""
    storage, sent = BrowserStorage(), []
    storage._send_msg = sent.append
    report = {"loaded": {"items": {SETTINGS_KEY: "{}"}, "language": "lv", "available": True}}
    storage._handle_msg(report)
    assert storage.loaded and storage.browser_language == "lv" and sent == [{"ack": True}]
    storage.write("cubiri/v1/game/x", "kept")
    storage._handle_msg({"loaded": {"items": {}, "language": "it", "available": False}})  # a late resend
    assert storage.items == {SETTINGS_KEY: "{}", "cubiri/v1/game/x": "kept"}
    assert storage.browser_language == "lv" and storage.available
    assert sent[-1] == {"ack": True} and sent.count({"ack": True}) == 2


def test_a_served_page_can_fetch_the_storage_script():
    """Panel serves a component's script by its path relative to the component's module folder,
    so the script must sit inside it (a ``..`` path is never fetched, and nothing loads)."""
    from panel.io.resources import resolve_custom_path

    path = resolve_custom_path(BrowserStorage, BrowserStorage._bundle, relative=True)
    assert path is not None and ".." not in path.parts

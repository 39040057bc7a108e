"""Parsing with the collector's automatic passes paused and one collection per file (core/sources/collector.py)."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest
from docutils import nodes
from markdown_it.tree import SyntaxTreeNode

from core.sources.collector import one_collection
from core.sources.prepare import prepare_file


class _Node:
    """A container object that can be part of a reference cycle and be watched with a weakref."""

    def __init__(self) -> None:
        self.other: _Node | None = None


def _cycle() -> weakref.ref[_Node]:
    a, b = _Node(), _Node()
    a.other, b.other = b, a
    return weakref.ref(a)


@pytest.fixture(autouse=True)
def _collector_enabled() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_automatic_collection_is_paused_inside_and_the_cycles_made_there_are_freed_on_leaving() -> None:
    with one_collection():
        assert not gc.isenabled()
        watched = _cycle()
        assert watched() is not None
    assert gc.isenabled()
    assert watched() is None


def test_overlapping_pauses_resume_collection_only_when_the_last_one_ends() -> None:
    inner_done = threading.Event()
    outer_may_end = threading.Event()
    seen: list[bool] = []

    def inner() -> None:
        with one_collection():
            pass
        seen.append(gc.isenabled())
        inner_done.set()
        outer_may_end.wait(5)

    with one_collection():
        worker = threading.Thread(target=inner)
        worker.start()
        assert inner_done.wait(5)
        outer_may_end.set()
        worker.join(5)
    assert seen == [False]  # the other thread's parse ended while this one still ran
    assert gc.isenabled()


def test_a_collector_turned_off_elsewhere_stays_off() -> None:
    gc.disable()
    with one_collection():
        pass
    assert not gc.isenabled()


MARKDOWN = "# Guide\n\n" + "\n\n".join(
    f"## Part {i}\n\n- one `x`\n- two **y**\n\n```python\ncode({i})\n```\n" for i in range(40)
)
RST = "Guide\n=====\n\n" + "\n\n".join(
    f"Part {i}\n{'-' * 10}\n\n* one ``x``\n* two :func:`f`\n\n.. note::\n\n   a *b*\n\nText {i}::\n\n    code({i})\n"
    for i in range(40)
)


@pytest.mark.parametrize(
    ("name", "text", "tree_type"),
    [("page.md", MARKDOWN, SyntaxTreeNode), ("page.rst", RST, nodes.Node)],
)
def test_a_parsed_files_tree_is_freed_when_the_file_is_done(tmp_path: Path, name: str, text: str, tree_type: type) -> None:
    # reST documents were also kept alive by docutils' pooled state machines until the
    # next document re-used them (core/sources/formats/rst_machines.py `release`).
    page = tmp_path / name
    page.write_text(text)
    before = {id(o) for o in gc.get_objects() if isinstance(o, tree_type)}

    prepared = prepare_file(page, tmp_path, "page")

    assert prepared.error is None and len(prepared.chunks) > 1
    left = [o for o in gc.get_objects() if isinstance(o, tree_type) and id(o) not in before]
    assert left == []
    assert gc.isenabled()


def test_nothing_of_parsed_rst_files_is_left_for_a_full_collection(tmp_path: Path) -> None:
    # The top-level state machine of each document outlived it (pooled machines link to it
    # as their parent) and its states were freed only by a full collection.
    pages = []
    for n in range(3):
        page = tmp_path / f"page{n}.rst"
        page.write_text(RST.replace("Guide", f"Guide {n}", 1))
        pages.append(page)
    gc.collect()
    for page in pages:
        assert prepare_file(page, tmp_path, page.stem).error is None
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        left = [o for o in gc.garbage if type(o).__module__.startswith("docutils")]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert left == []

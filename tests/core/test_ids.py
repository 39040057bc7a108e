"""An answer's ids are unique and keep their shape, drawn without reading the OS's entropy on the loop."""

from __future__ import annotations

import os
import random
import re
import threading
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from core.config import Settings
from core.factory import build_assistant
from core.ids import unique_hex
from core.models import Inbound, ThreadKey

KEY = ThreadKey(platform="console", workspace="w", channel="c", thread="ids")
HEX32 = re.compile(r"[0-9a-f]{32}")
# What a Discord button accepts as an answer id (bot/discord/controls.py).
BUTTON_ANSWER_ID = re.compile(r"[0-9a-f]{1,32}")


def is_uuid4_hex(value: str) -> bool:
    if not HEX32.fullmatch(value):
        return False
    parsed = uuid.UUID(value)
    return parsed.version == 4 and parsed.variant == uuid.RFC_4122 and parsed.hex == value


@pytest.fixture
def sqlite_settings(offline_settings: Settings, tmp_path: Path) -> Settings:
    # SQLite: the store that takes a lease (and draws its token) for every turn, as the server's default does.
    return offline_settings.model_copy(update={"session_store": "sqlite", "sqlite_path": tmp_path / "sessions.db"})


@pytest.fixture
def entropy_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every read of the OS's entropy (`uuid4` reads `os.urandom`; `secrets` reads it as `random._urandom`)."""
    reads: list[int] = []
    real: Callable[[int], bytes] = os.urandom

    def counted(size: int) -> bytes:
        reads.append(size)
        return real(size)

    monkeypatch.setattr(os, "urandom", counted)
    monkeypatch.setattr(random, "_urandom", counted)
    return reads


async def test_an_answers_record_id_answer_id_and_lease_token_read_no_os_entropy(
    sqlite_settings: Settings, entropy_reads: list[int]
) -> None:
    bot = await build_assistant(sqlite_settings)
    try:
        # The first answer loads what a process loads once (the corpus index, the classifier).
        await bot.handle(Inbound(thread=KEY, user="u1", text="What is AWS Lambda?", origin="console"))
        entropy_reads.clear()

        reply = await bot.handle(Inbound(thread=KEY, user="u1", text="How does Redis eviction work?", origin="console"))

        assert reply.kind == "answer"
        assert entropy_reads == []
        records = await bot.store.thread_records(KEY)
        assert [r.answer_id for r in records] == [a.id for a in (await bot.store.load(KEY)).analyses]
        assert all(is_uuid4_hex(r.id) for r in records)
        assert all(BUTTON_ANSWER_ID.fullmatch(r.answer_id or "") and len(r.answer_id or "") == 16 for r in records)
        assert len({r.id for r in records}) == len({r.answer_id for r in records}) == 2
    finally:
        await bot.store.close()


def test_ids_drawn_by_many_threads_at_once_are_unique_version_4_uuids() -> None:
    drawn: list[list[str]] = [[] for _ in range(8)]
    start = threading.Barrier(len(drawn))

    def draw(into: list[str]) -> None:
        start.wait()
        into.extend(unique_hex() for _ in range(25_000))

    threads = [threading.Thread(target=draw, args=(into,)) for into in drawn]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    every = [value for into in drawn for value in into]
    assert len(every) == 200_000 and len(set(every)) == len(every)
    assert all(is_uuid4_hex(value) for value in every)
    # An answer id is the first 16 digits: still unique over the burst.
    assert len({value[:16] for value in every}) == len(every)


def test_seeding_the_shared_random_module_does_not_repeat_ids() -> None:
    state = random.getstate()
    try:
        random.seed(7)
        first = unique_hex()
        random.seed(7)
        second = unique_hex()
    finally:
        random.setstate(state)
    assert first != second


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX only")
def test_a_forked_child_draws_ids_its_parent_does_not() -> None:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: its ids to the parent, then out without running the parent's clean-up
        try:
            os.write(write_end, "".join(unique_hex() for _ in range(100)).encode())
        finally:
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        child_text = pipe.read().decode()
    os.waitpid(pid, 0)
    child = {child_text[i : i + 32] for i in range(0, len(child_text), 32)}
    parent = {unique_hex() for _ in range(100)}

    assert len(child) == 100 and all(is_uuid4_hex(value) for value in child)
    assert child.isdisjoint(parent)

"""A prose paragraph's sentences are read when its chunk is indexed and stored with the chunk:
what an answer takes from the index is exactly what reading the paragraph gives."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from core.research.passages import gather
from core.sources.blocks import Block, from_data
from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.reading import clean, read, split_sentences, stored_sentences

# Prose, a list, a note, code spans, escapes, a source's own "[3]", an abbreviation, camel-case
# names, accents and a Chinese sentence: every kind of paragraph the reading meets.
PAGE = """# Retry settings

Tenacity retries a call with an exponential backoff, e.g. after a timeout. Set `wait_exponential(multiplier=1)`
on the decorator [3]. The `RetryError` is raised at the end: see `reraise=True`.

Configure it in three steps:

1. Install the package with `pip install tenacity`.
2. Decorate the function with `@retry` and a stop condition.
3. Run it and read the logs, and finally

- The default stop is never; set `stop_after_attempt(5)`.
- A word the page escaped, extra\\_option, stays prose.

> **Note:** The configuración of a CORSMiddleware is read at start-up. 数据持久化默认开启。快照每五分钟写入磁盘！

```python
@retry(wait=wait_exponential(multiplier=1))
def call() -> None: ...
```

This configuration waits longer after each failure.
"""


def _prose(blocks: list[Block]) -> Iterator[Block]:
    for block in blocks:
        if block.kind == "prose":
            yield block
        for item in block.items:
            yield from _prose(item)


async def _index(tmp_path: Path) -> CorpusIndex:
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    (docs / "retry.md").write_text(PAGE)
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([docs])
    return index


async def test_every_prose_paragraph_of_an_indexed_chunk_holds_the_reading_of_its_text(tmp_path: Path) -> None:
    index = await _index(tmp_path)
    await index.close()
    with sqlite3.connect(tmp_path / "c.db") as conn:
        stored = [from_data(json.loads(blocks)) for (blocks,) in conn.execute("SELECT blocks FROM chunks")]
    paragraphs = [block for blocks in stored for block in _prose(blocks)]
    assert len(paragraphs) >= 8, "the page's paragraphs, list items and note"
    for block in paragraphs:
        assert block.reading is not None, block.text
        assert stored_sentences(block.reading) == read(block.text)
    sentences = [s for block in paragraphs for s in read(block.text)]
    assert any("`wait_exponential(multiplier=1)`" in s.text and "[3]" not in s.text for s in sentences)
    assert any(not s.quotable for s in sentences), "the list item ending in 'and finally' is a fragment"
    assert any({"cors", "middleware", "configuracion"} <= s.words for s in sentences)


async def test_a_passage_with_stored_readings_gathers_what_reading_its_paragraphs_gathers(tmp_path: Path) -> None:
    index = await _index(tmp_path)
    hits = await CorpusSource(index).search("tenacity retry exponential backoff configuration", limit=5)
    await index.close()
    assert hits and all(b.get("z") is not None for h in hits for b in h.meta["blocks"] if b["k"] == "prose")
    without = [h.model_copy(update={"meta": {**h.meta, "blocks": json.loads(json.dumps(h.meta["blocks"]).replace('"z"', '"unread"'))}}) for h in hits]

    def read_back(evidence: object) -> list[tuple[object, ...]]:
        return [
            (c.text, c.plain, c.kind, c.stems, list(c.stems), c.words, c.first_in_block, c.block, [b.text for b in c.attachment])
            for c in evidence.candidates  # type: ignore[attr-defined]
        ]

    stored, unstored = gather(hits), gather(without)
    assert len(stored.candidates) >= 5
    assert read_back(stored) == read_back(unstored)
    assert [(p.stems, p.framing) for p in stored.procedures] == [(p.stems, p.framing) for p in unstored.procedures]
    assert [(x.intro, x.framing) for x in stored.listings] == [(x.intro, x.framing) for x in unstored.listings]


async def test_a_paragraph_gathered_again_reuses_the_sentences_built_from_its_stored_reading(tmp_path: Path) -> None:
    """A warm process builds a paragraph's sentences (and their word and stem sets) once, not
    once for every answer that gathers its chunk again."""
    index = await _index(tmp_path)
    source = CorpusSource(index)
    first = gather(await source.search("tenacity retry exponential backoff configuration", limit=5))
    again = gather(await source.search("how does tenacity retry with exponential backoff", limit=5))
    await index.close()
    earlier = {c.text: c for c in first.candidates}
    shared = [(earlier[c.text], c) for c in again.candidates if c.text in earlier]
    assert len(shared) >= 3
    for before, now in shared:
        assert now.stems == before.stems and now.words == before.words
        assert now.stems is before.stems and now.words is before.words, now.text


def test_sentences_split_alike_with_and_without_code_spans() -> None:
    assert split_sentences("It retries. Then it stops, e.g. after 5 tries. Done!") == [
        "It retries.",
        "Then it stops, e.g. after 5 tries.",
        "Done!",
    ]
    assert split_sentences("Call `a. B()` first. Then stop. End") == ["Call `a. B()` first.", "Then stop.", "End"]


def test_the_reading_of_escapes_without_code_and_code_without_escapes_is_their_plain_text() -> None:
    (escaped,) = read("Use extra\\_option and \\*stars\\* here.")
    assert (escaped.text, escaped.plain) == ("Use extra\\_option and \\*stars\\* here.", "Use extra_option and *stars* here.")
    (code,) = read("Call `retry()` twice, then stop the loop.")
    assert code.plain == "Call retry() twice, then stop the loop."
    (neither,) = read("Plain words, nothing marked up at all here.")
    assert neither.plain == "Plain words, nothing marked up at all here."
    assert neither.words == frozenset({"plain", "words", "nothing", "marked", "up", "at", "all", "here"})


def test_a_paragraph_with_code_but_no_marker_is_given_back_by_clean_as_it_is() -> None:
    # Only a "[" can start a source's own marker: a paragraph without one is not taken apart.
    text = "Set `retries=3` and `wait=2` on the client."
    assert clean(text) is text
    assert clean("A note [3] beside `x[1]`.") == "A note beside `x[1]`."
    assert clean("  Padded `code` text.  ") == "Padded `code` text."


def test_a_long_sentence_is_a_fragment_by_its_last_words_alone() -> None:
    def quotable(text: str) -> bool:
        (sentence,) = read(text)
        return sentence.quotable

    # A list item that runs on into the next one ends in a comma or a joining word.
    assert not quotable("Run the migrations against the staging database first, and finally")
    assert not quotable("Retry the request with the same idempotency key and the same body, or  ")
    assert not quotable("The worker drains its queue before it stops accepting new jobs;")
    assert not quotable("Point the client at the replica that serves reads AND")
    # A word that only ends like one ("colour"/"color", "hand", "editor") is no joining word.
    assert quotable("Set the status bar to the theme's accent color")
    assert quotable("Keep the credentials out of the repository and at hand")
    assert quotable("Every change is reviewed in the pull request by an editor")
    # A joining word inside the sentence, or at its start, is not its end.
    assert quotable("Retries and timeouts are set per client, then applied to each call.")


async def test_an_included_page_s_paragraphs_hold_their_reading_in_the_including_page_too(tmp_path: Path) -> None:
    # The README is parsed once and its blocks shared with the page including it (ParseCache):
    # both pages' chunks store the reading of each paragraph's text.
    project = tmp_path / "retry"
    (project / "docs").mkdir(parents=True)
    (project / "README.md").write_text(PAGE)
    (project / "docs" / "index.md").write_text("# Retry docs\n\nThe manual.\n\n```{include} ../README.md\n```\n")
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([project])
    await index.close()
    with sqlite3.connect(tmp_path / "c.db") as conn:
        rows = conn.execute("SELECT f.display, c.blocks FROM chunks c JOIN files f ON f.id = c.file_id").fetchall()
    by_page: dict[str, list[Block]] = {}
    for display, blocks in rows:
        by_page.setdefault(display, []).extend(_prose(from_data(json.loads(blocks))))
    readme, front = by_page["retry/README.md"], by_page["retry/docs/index.md"]
    assert len(readme) >= 8 and {b.text for b in readme} <= {b.text for b in front}
    for block in readme + front:
        assert block.reading is not None, block.text
        assert stored_sentences(block.reading) == read(block.text)

"""Documentation written by a test, indexed for real and asked with no model configured."""

from __future__ import annotations

import asyncio
from pathlib import Path

from core.classify import classify
from core.research.base import ResearchRequest, ResearchResult
from core.research.extractive import ExtractiveResearcher
from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.registry import SAMPLE_CORPUS


def index_documents(root: Path, files: dict[str, str], with_sample: bool = True) -> CorpusSource:
    """Writes `files` (paths under `root`) and indexes each top folder as a project.

    The bundled sample corpus is indexed beside them so words have realistic frequencies,
    unless `with_sample` is False (a team indexing only its own documents).
    """
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    projects = sorted({Path(name).parts[0] for name in files})
    index = CorpusIndex(root / "corpus.db")
    asyncio.run(index.index_paths([*(root / p for p in projects), *([SAMPLE_CORPUS] if with_sample else [])]))
    return CorpusSource(index)


def request(question: str) -> ResearchRequest:
    return ResearchRequest(question=question, standalone=question, classification=classify(question))


async def ask(source: CorpusSource, question: str) -> ResearchResult:
    """The offline (extractive) research of `question` over `source`."""
    return await ExtractiveResearcher([source]).research(request(question))


# A how-to page whose list of query methods sits under a colon-ended introducer: the shape
# the lead-item and list-introducer tests both answer from.
QUERYING_LOG_MD = """\
# Querying the request log

## Checking what the server received

The server keeps a log of every request it handled and the response it sent back.
The log is kept until the server is cleared, so a test can look at it after the code under test ran.

The methods for querying:

- `Server.get_matching_requests_count` returns how many requests are matching in the log as an int.
- `Server.assert_request_made` asserts the given amount of requests are matching in the log.
- `Server.iter_matching_requests` is a generator yielding the matching entries of the log with their responses.

## Clearing the server

Call `Server.clear` between tests to forget the handlers and the log.
"""

"""The writer weighs a question's words with the weights its sentences were scored with.

Scoring works out how rare each of the question's word groups is among the
candidate sentences (`group_weights`); the writer's tables and lists weigh the
question over the same candidates, so they take the scoring's weights instead
of counting again. A comparison scores with its options raised to the rarest
group's weight, which is no weight for a table or a list: none is kept then.
The fixture is a small document written here (a table and a list), indexed with the bundled corpus.
"""

from __future__ import annotations

import asyncio

import pytest

from core.profiles import PROFILES
from core.research.extractive import _rank, comparison_options, question_terms
from core.research.quotes import shape_of, write
from core.research.sentences import group_weights
from core.sources.corpus import CorpusSource
from tests.fakes.documents import index_documents

README_MD = """\
# tidewater

## Getting started

Add it to a project with `pip install tidewater`. Python 3.9 or later is needed.

## Levels

| Level     | Meaning                          | Colour  |
| --------- | -------------------------------- | ------- |
| `ebb`     | the queue is draining            | blue    |
| `slack`   | nothing moves                    | grey    |
| `flood`   | producers outpace the consumers  | red     |

## Sinks

Readings go wherever a sink sends them. These sinks ship with the package:

- `ConsoleSink` prints every reading as one line.
- `FileSink` appends readings to a rotating log file.

## Alerts

An alert fires when the level stays at `flood` for longer than `alert_after` seconds (60 by default).
"""

QUESTIONS = [
    "which tidewater level means the producers are too fast?",
    "what colour does tidewater show when the queue drains?",
    "which sinks can tidewater send readings to?",
    "how long before a tidewater flood alert fires?",
]


@pytest.fixture(scope="module")
def readme(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("weights"), {"tidewater/README.md": README_MD})


def _ranked(source: CorpusSource, question: str, qtype: str):  # type: ignore[no-untyped-def]
    hits = asyncio.run(source.search(question, 8))
    terms, _ = question_terms(question, [], hits[0].meta)
    options = comparison_options(question) if qtype == "comparison" else []
    shape = shape_of(question, qtype, options, terms)
    evidence, ranked = _rank(hits, terms, question, [qtype], shape)
    return evidence, ranked, shape, terms


@pytest.mark.parametrize("question", QUESTIONS)
def test_the_scorings_weights_are_the_question_weights_over_its_candidates(readme: CorpusSource, question: str) -> None:
    evidence, _, _, terms = _ranked(readme, question, "how_to")
    assert evidence.weights is not None and evidence.weights
    assert evidence.weights == group_weights(terms, evidence.candidates)


@pytest.mark.parametrize("question", QUESTIONS)
def test_an_answer_written_with_the_scorings_weights_is_the_one_written_counting_again(
    readme: CorpusSource, question: str
) -> None:
    kept, ranked, shape, terms = _ranked(readme, question, "how_to")
    with_kept = write(PROFILES["how_to"], kept, ranked, shape, terms)
    counted, ranked, shape, terms = _ranked(readme, question, "how_to")
    counted.weights = None  # as the writer finds evidence nobody scored through `_rank`
    assert write(PROFILES["how_to"], counted, ranked, shape, terms) == with_kept


def test_a_comparisons_emphasised_weights_are_not_kept_for_the_writer(readme: CorpusSource) -> None:
    evidence, _, shape, terms = _ranked(readme, "tidewater ConsoleSink vs FileSink?", "comparison")
    assert shape.options and shape.focus
    assert evidence.weights is None

"""section_fit scores a sentence as counting every cue with re.I would, on any text."""

from __future__ import annotations

import re

import pytest

from core.research import cues
from core.research.cues import section_fit

SENTENCES = [
    "Lambda IS AN event-driven service that RUNS your code; however, COST adds up.",
    "Use Redis WHEN you need persistence, e.g. for sessions, and prefer it for queues.",
    "Before you start, install the CLI and make sure your IAM role has permissions.",
    "Pitfalls: don't forget that a pool fails when too many clients connect.",
    "Pricing is per request and per GB-second, with a free tier; you pay for duration.",
    "Each worker handles events under the hood through the scheduler's event loop.",
    "",  # nothing to match
    "Ünïcode text: the ſervice İs a platform that runs on the KELVIN K scale.",  # non-ASCII: the re.I path
    "Set the key, then restart: ReStArT the pooler and check the metrics dashboard.",
]


def _reference(title: str, sentence: str, heading: str) -> float:
    """The score as first written: every match of the re.I pattern counted."""
    pattern = re.compile(cues._CUES[title], re.I)
    if title in cues._ACTION_SECTIONS and cues.is_instruction(sentence):
        return 1.0
    in_sentence = min(1.0, 0.5 * len(pattern.findall(sentence)))
    in_heading = 1.0 if heading and pattern.search(heading) else 0.0
    return min(1.0, 0.6 * in_heading + 0.6 * in_sentence)


@pytest.mark.parametrize("title", sorted(cues._CUES))
def test_section_fit_scores_every_section_as_matching_with_ignorecase_does(title: str) -> None:
    for sentence in SENTENCES:
        for heading in ("", "Pitfalls and Trade-offs", "Ｐricing"):
            assert section_fit(title.title(), sentence, heading) == _reference(title, sentence, heading), (sentence, heading)


def test_a_sentence_with_cues_in_capitals_fits_its_section() -> None:
    # "IS AN", "SERVICE", "RUNS" in capitals are three overview cues, as in lower case.
    assert section_fit("Overview", "Lambda IS AN event-driven SERVICE that RUNS code.", "") == 0.6
    assert section_fit("Overview", "Nothing here matches at all.", "") == 0.0

"""Section cues: which report section a quoted sentence fits, whatever its case."""

from __future__ import annotations

import re

import pytest

from core.research import cues
from core.research.cues import section_fit


def _fit_read_case_insensitively(title: str, sentence: str, heading: str) -> float:
    """The score as the cue patterns define it, every text read with `re.I` (the reference)."""
    pattern = re.compile(cues._CUES[title.lower()], re.I)
    if title.lower() in cues._ACTION_SECTIONS and cues.is_instruction(sentence):
        return 1.0
    in_sentence = min(1.0, 0.5 * len(pattern.findall(sentence)))
    in_heading = 1.0 if heading and pattern.search(heading) else 0.0
    return min(1.0, 0.6 * in_heading + 0.6 * in_sentence)


SENTENCES = [
    "However, the DOWNSIDE is Cost: the Trade-Off shows at scale.",
    "Use Redis WHEN you need a cache; Choose Postgres if you need durability.",
    "PRICED per Request, with a Free Tier for small apps.",
    "Before You start, Install the CLI and make sure your Account has Permissions.",
    "Don't forget: the Scheduler RUNS each job, and the Event Loop handles it.",
    "E.G. OAuth tokens, IAM roles and Signing Secrets.",
    "Rightsizing and Spot instances cut the bill; OPTIMISE idle memory.",
    "A plain sentence with nothing of note.",
    "trade-offs tradeoff TRADEOFFS but, however; whereas",
    "",
]
HEADINGS = ["", "Common PITFALLS", "How It Works", "Pricing", "Troubleshooting errors"]


@pytest.mark.parametrize("sentence", SENTENCES)
def test_an_ascii_sentence_in_any_case_fits_each_section_as_its_case_insensitive_cues_say(sentence: str) -> None:
    for title in cues._CUES:
        for heading in HEADINGS:
            assert section_fit(title.title(), sentence, heading) == _fit_read_case_insensitively(title, sentence, heading)


def test_a_sentence_counts_each_cue_it_holds_up_to_the_cap() -> None:
    # One cue is half a sentence's weight; two or more fill it.
    assert section_fit("Trade-offs", "The DOWNSIDE is real.", "") == pytest.approx(0.3)
    assert section_fit("Trade-offs", "The DOWNSIDE is its COST.", "") == pytest.approx(0.6)
    assert section_fit("Trade-offs", "Nothing here.", "PITFALLS and Trade-Offs") == pytest.approx(0.6)


@pytest.mark.parametrize(
    ("title", "sentence"),
    [
        # The Kelvin sign folds to "k" and the long s to "s" only when read case-insensitively.
        ("Key points", "The \u212aey is rotated daily."),
        ("Steps", "The \u017fteps are listed below."),
        ("Trade-offs", "Caf\u00e9 owners weigh the COST."),
    ],
)
def test_a_sentence_with_other_scripts_keeps_its_case_insensitive_reading(title: str, sentence: str) -> None:
    expected = _fit_read_case_insensitively(title, sentence, "")
    assert expected > 0
    assert section_fit(title, sentence, "") == expected


def test_ascii_text_is_read_by_case_sensitive_ascii_twins_of_the_cue_patterns() -> None:
    # Under re.I sre folds the case of every character it compares and cannot skip an
    # alternative on its first letter; the twins read lower-cased ASCII text instead.
    for title, pattern in cues._CUES.items():
        twin = cues._ASCII_LOWER[title]
        assert twin.pattern == pattern
        assert not twin.flags & re.IGNORECASE
        assert twin.flags & re.ASCII


INTENT_TEXTS = [
    ("Redis VS Memcached", ""),
    ("Guide", "How To Set Up the CLI"),
    ("Troubleshooting", "Too Many Connections"),
    ("PRICING", "Savings Plans"),
    ("Reference Architecture", ""),
    ("Webhooks", "OAuth and the API"),
    ("Internals", "How It Works"),
    ("Nothing", "of note"),
    ("Ärger", "ERROR codes"),  # non-ASCII: read with the re.I patterns
    ("Kelvin \u212a", "Ca\u017fe"),  # the Kelvin sign and the long s fold to ASCII letters under re.I
]


@pytest.mark.parametrize(("title", "heading"), INTENT_TEXTS)
def test_a_title_and_heading_in_any_case_fit_each_intent_as_its_case_insensitive_pattern_says(title: str, heading: str) -> None:
    for text in ((title, heading), (title.upper(), heading.upper()), (title.swapcase(), heading.swapcase())):
        for kind, pattern in cues._INTENT.items():
            expected = 1.0 if re.search(pattern, f"{text[0]} {text[1]}", re.I) else 0.0
            assert cues.intent_fit([kind], *text) == expected

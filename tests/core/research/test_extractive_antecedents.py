"""Which earlier sentence a quoted sentence brings with it.

A later sentence of a definition, field or option list's item reads only
with the item's first sentence, which carries the item's name: "Helps
overcome the open file descriptors limit." does not say which option helps.
An ordinary bullet's later sentence is left as it is, and a sentence opening
on "This" still brings the one before it, and so does one whose first words
use "it" or "this" for what the sentence before names ("You can use it to
register custom SQL functions" after "This hook is called when a new
connection is created"). The first entry of such a list is
one of many, not its section's point: it gets no opener's bonus as a lead.
"""

from __future__ import annotations

from core.research.extractive import question_terms
from core.research.passages import Candidate, gather
from core.research.quotes import lead_bonus, shape_of, with_antecedents
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit

OPTIONS_MD = """\
Tuning options:

- `use_poll`: Set to true to switch the loop from `select()` to `poll()`. Helps overcome the open file descriptors limit.
- `idle_timeout`: Seconds an inactive connection stays open. Lower it when many clients connect.
"""

BULLETS_MD = """\
Things to know:

- Workers share one queue between them. Helps overcome the open file descriptors limit on busy hosts.
- Idle workers sleep until a job arrives. They wake in order of arrival.
"""

REFERRING_MD = """\
Empty values are ignored when the loader reads the file.
This can be useful if you would prefer to keep the default value.
"""


def _scored(markdown: str, question: str, heading: str = "Options") -> tuple[list[Candidate], QuestionTerms]:
    """The candidates of one page of `markdown`, scored for `question`, and the question's terms."""
    path = f"gateway/docs/{heading.lower()}.md"
    hit = Hit(source="corpus", id="h1", title="gateway", heading=heading, path=path, text=markdown, score=1.0)
    terms, _ = question_terms(question, [], {})
    candidates = gather([hit]).candidates
    score_candidates(candidates, terms)
    return candidates, terms


def _quoted_with(markdown: str, question: str, sentence_start: str) -> list[str]:
    candidates, _ = _scored(markdown, question)
    ranked = sorted(candidates, key=lambda c: c.score, reverse=True)
    pick: Candidate = next(c for c in candidates if c.plain.startswith(sentence_start))
    return [c.plain for c in with_antecedents([pick], ranked)]


def test_a_later_sentence_of_a_named_option_comes_after_the_sentence_naming_the_option() -> None:
    quoted = _quoted_with(OPTIONS_MD, "hitting the open file descriptors limit, any option?", "Helps overcome")
    assert quoted == [
        "use_poll: Set to true to switch the loop from select() to poll().",
        "Helps overcome the open file descriptors limit.",
    ]


def test_a_later_sentence_of_an_ordinary_bullet_is_quoted_alone() -> None:
    quoted = _quoted_with(BULLETS_MD, "hitting the open file descriptors limit, any option?", "Helps overcome")
    assert quoted == ["Helps overcome the open file descriptors limit on busy hosts."]


def test_a_sentence_opening_on_this_still_comes_after_the_sentence_it_refers_to() -> None:
    quoted = _quoted_with(REFERRING_MD, "how do I keep the default value when it is empty?", "This can be useful")
    assert quoted == [
        "Empty values are ignored when the loader reads the file.",
        "This can be useful if you would prefer to keep the default value.",
    ]


def test_an_antecedent_the_answer_quotes_later_moves_ahead_of_the_sentence_leaning_on_it() -> None:
    candidates, _ = _scored(OPTIONS_MD, "hitting the open file descriptors limit, any option?")
    ranked = sorted(candidates, key=lambda c: c.score, reverse=True)
    later = next(c for c in candidates if c.plain.startswith("Helps overcome"))
    opening = next(c for c in candidates if c.plain.startswith("use_poll"))
    assert [c.plain for c in with_antecedents([later, opening], ranked)] == [opening.plain, later.plain]


REFERENCE_MD = """\
- `backlog`: The number of connections the operating system queues for the server.
- `max_body_size`: The largest request body the server accepts, in bytes.
"""

OVERVIEW_MD = """\
The server accepts request bodies up to a configurable size.
Larger uploads are refused with status 413.
"""


def _opener_bonus(markdown: str, question: str) -> float:
    candidates, terms = _scored(markdown, question, heading="Arguments")
    first = min(candidates, key=lambda c: c.position)
    shape = shape_of(question, "general", [], terms)
    return lead_bonus(first, shape, terms)


def test_the_first_entry_of_a_reference_list_gets_no_opener_bonus_but_a_sections_first_sentence_does() -> None:
    question = "what is the largest request body size?"
    assert _opener_bonus(REFERENCE_MD, question) == 0.0
    assert _opener_bonus(OVERVIEW_MD, question) > 0.0


HOOK_MD = """\
The `prepare_connection` hook is called when a new database connection is created. You can use it to register custom SQL functions, aggregates and collations.
"""

SUBJECT_MD = """\
The loader reads the file once at start-up. Plugins can register custom SQL functions at any time.
"""

DUMMY_IT_MD = """\
The hook runs for every connection. Generally it is best to register custom SQL functions in a plugin.
"""


def test_a_sentence_using_it_for_what_the_sentence_before_names_comes_after_that_sentence() -> None:
    quoted = _quoted_with(HOOK_MD, "how can a plugin register a custom SQL function?", "You can use it")
    assert quoted == [
        "The prepare_connection hook is called when a new database connection is created.",
        "You can use it to register custom SQL functions, aggregates and collations.",
    ]


def test_a_sentence_naming_its_own_subject_is_quoted_alone() -> None:
    quoted = _quoted_with(SUBJECT_MD, "how can a plugin register a custom SQL function?", "Plugins can register")
    assert quoted == ["Plugins can register custom SQL functions at any time."]


def test_an_it_that_refers_to_nothing_before_it_is_quoted_alone() -> None:
    # "it is best to ..." is the empty "it" of a recommendation, not the hook of the sentence before.
    quoted = _quoted_with(DUMMY_IT_MD, "how can a plugin register a custom SQL function?", "Generally it is")
    assert quoted == ["Generally it is best to register custom SQL functions in a plugin."]

"""An introducer that says the answer itself is quoted with its code.

"... if you wish to match only the complete query string there is a flag
`complete_qs`:" answers "how do I require the exact query string?" in its own
words, but it ends on a colon: it only reads with the code it introduces, so
it is never quoted as a sentence, and the example rules judge code, not what
its introducer says. When no second example was chosen, such a sentence of the
lead's page, relevant enough to quote by the quick answer's own floors, comes
with its short code as the second example. Fixtures are small passages written
here in requests-mock's shape.
"""

from __future__ import annotations

from core.profiles import PROFILES
from core.research.passages import gather
from core.research.quotes import choose_lead, shape_of, write
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

QUERY_STRINGS = """\
Query strings provided to a register will match so long as at least those provided form part of the request.

```python
adapter.register_uri('GET', '/7?a=1', text='resp')
```

If any part of the query string is wrong then it will not match.

This can be a problem in certain situations, so if you wish to match only the complete query string there is a flag `complete_qs`:

```python
adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')
```
"""

QUESTION = "how do I make requests-mock require the exact query string, not just a subset?"


def _write(text: str, path: str = "requests-mock/doc/source/matching.rst") -> str:
    hits = [
        Hit(id="corpus:1", source="corpus", title="Request Matching", path=path, heading="Query Strings", text=text, score=0.6),
    ]
    groups = analyse(QUESTION).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    shape = shape_of(QUESTION, "how_to", [], terms)
    assert not choose_lead(ranked, shape, terms).text.startswith("This can be a problem")
    reports, _ = write(PROFILES["how_to"], evidence, ranked, shape, terms)
    return reports.quick


def test_an_introducer_that_says_the_answer_is_quoted_with_its_code() -> None:
    quick = _write(QUERY_STRINGS)
    assert "if you wish to match only the complete query string there is a flag `complete_qs`" in quick
    assert "complete_qs=True" in quick


def test_an_introducer_naming_little_of_the_question_stays_out() -> None:
    # Below the quick answer's floors (a sentence about something else), it is no answer.
    quick = _write(QUERY_STRINGS.replace(
        "This can be a problem in certain situations, so if you wish to match only the complete query string there is a flag `complete_qs`:",
        "The same adapter can also be mounted on a session for every host:",
    ))
    assert "mounted on a session" not in quick

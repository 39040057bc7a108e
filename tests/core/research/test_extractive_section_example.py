"""The lead section's own short example is quoted beside the answer's example.

The answer's example is the one whose paragraph, heading and code answer
most of the question and ranks best, often from another section of the page. The lead
sentence comes from the section the search ranked first, and that section's
code shows what the lead says ("Pause has an additional `tick` argument ..."
above `@pause("2020-01-14", tick=True)`), though its paragraph names little
of the question. When it is short and answers something of the question, the
quick answer quotes it too, without giving up a sentence for it. Fixtures
are small passages written here.
"""

from __future__ import annotations

from core.profiles import PROFILES
from core.research.passages import gather
from core.research.quotes import best_example, choose_lead, section_example, shape_of, write
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

TICK = """\
Pause has an additional `tick` argument which will restart time at the given value, but then time will keep ticking.

This is an alternative to the default parameters, which keep time stopped:

```python
@pause("2020-01-14", tick=True)
def test_clock():
    assert datetime.now() > datetime(2020, 1, 14)
```
"""

INSTALL = """\
To install pause for your test suite, simply:

```bash
pip install pause
```
"""

LONG_TICK = TICK.replace("    assert datetime.now() > datetime(2020, 1, 14)\n", "".join(f"    step_{n}()\n" for n in range(14)))

QUESTION = "pause: my test needs the clock to keep moving after i freeze it, not stay stuck at one instant. possible?"


def _evidence(tick_text: str):  # type: ignore[no-untyped-def]
    # The search ranked the page's installation section first: its one sentence only reads with its code.
    hits = [
        Hit(id="corpus:1", source="corpus", title="pause", path="pause/README.md", heading="Installation", text=INSTALL, score=0.6),
        Hit(id="corpus:2", source="corpus", title="pause", path="pause/docs/cli.md", heading="Command line",
            text="```\npause --version\n```\n", score=0.5),
        Hit(id="corpus:3", source="corpus", title="pause", path="pause/README.md", heading="Usage › tick argument", text=tick_text, score=0.45),
    ]
    groups = analyse(QUESTION).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    return evidence, ranked, shape_of(QUESTION, "troubleshooting", [], terms), terms


def test_the_leads_section_example_is_quoted_beside_the_answers_example() -> None:
    evidence, ranked, shape, terms = _evidence(TICK)
    lead = choose_lead(ranked, shape, terms)
    assert lead.text.startswith("Pause has an additional `tick` argument")
    # The answer's example is the first-ranked section's.
    example = best_example(ranked, lead, shape, None)
    assert example is not None and example.text == "To install pause for your test suite, simply:"
    reports, _ = write(PROFILES["troubleshooting"], evidence, ranked, shape, terms)
    assert 'tick=True' in reports.quick and "pip install pause" in reports.quick
    assert reports.quick.startswith("Pause has an additional `tick` argument")


def test_a_long_listing_of_the_section_is_left_to_the_detailed_report() -> None:
    evidence, ranked, shape, terms = _evidence(LONG_TICK)
    lead = choose_lead(ranked, shape, terms)
    assert section_example(ranked, lead, best_example(ranked, lead, shape, None)) is None
    reports, _ = write(PROFILES["troubleshooting"], evidence, ranked, shape, terms)
    assert "tick=True" not in reports.quick


def test_no_second_example_when_the_answers_example_is_the_leads_own() -> None:
    evidence, ranked, shape, terms = _evidence(TICK)
    lead = choose_lead(ranked, shape, terms)
    own = next(c for c in ranked if c.code and c.hit is lead.hit)
    assert section_example(ranked, lead, own) is None

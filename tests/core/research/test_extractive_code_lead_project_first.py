"""Another project's example leads only from above the lead's project's first passage.

The search ranks coverage-like "covkit"'s FAQ first for "how do I only measure my
own package and not everything in site-packages?", and the lead comes from
covkit's source page further down (the page with two good passages leads).
A build tool's install page ranked between them says "install ... into a
virtual environment instead:" over its code; its introducer shares the
question's everyday words and scores above the lead sentence. Its passage
ranks above the lead's, but not above covkit's first passage: the question is
about the project the search put first, so that example does not open the
answer. Fixtures are small passages written here.
"""

from __future__ import annotations

from core.research.passages import gather
from core.research.quotes import best_example, choose_lead, code_answer, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

FAQ = "Covkit has a number of mechanisms for deciding which files to measure and which to skip."

SOURCE = "Covkit measures the code your tests run, in your own package and in site-packages alike."

SOURCE_MORE = "Files you did not ask for are reported too unless a source is given."

INSTALL = """\
If you only want your own package installed and not everything in site-packages, install it into a virtual environment instead:

```console
$ python -m venv .venv
$ .venv/bin/pip install .
```
"""

QUESTION = "how do I only measure my own package and not everything in site-packages?"


def _answer_opening(install_path: str) -> tuple[str, str]:
    """The lead sentence, and what the answer opens on (the lead, or an example in its place)."""
    hits = [
        Hit(id="corpus:1", source="corpus", title="FAQ", path="covkit/docs/faq.md",
            heading="Why are some of my files not measured?", text=FAQ, score=0.6),
        Hit(id="corpus:2", source="corpus", title="Installing", path=install_path,
            heading="Installing into site-packages", text=INSTALL, score=0.56),
        Hit(id="corpus:3", source="corpus", title="Source", path="covkit/docs/source.md",
            heading="Measuring your own package", text=SOURCE, score=0.55),
        Hit(id="corpus:4", source="corpus", title="Source", path="covkit/docs/source.md",
            heading="Files outside your package", text=SOURCE_MORE, score=0.5),
    ]
    groups = analyse(QUESTION).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    shape = shape_of(QUESTION, "how_to", [], terms)
    lead = choose_lead(ranked, shape, terms)
    example = best_example(ranked, lead, shape, None)
    code_lead = code_answer(ranked, lead, shape, None, example)
    # The lead comes from the project's second page, ranked below the install page, whose
    # introducer scores above it.
    assert lead.hit is hits[2]
    assert max(c.score for c in ranked if c.hit is hits[1]) > lead.score
    return lead.text, (code_lead or lead).text


def test_another_projects_example_ranked_below_the_projects_first_passage_does_not_lead() -> None:
    lead, opening = _answer_opening("wheelbuild/docs/install.md")
    assert lead.startswith("Covkit measures the code your tests run")
    assert opening == lead


def test_the_same_example_on_the_leads_own_project_still_leads() -> None:
    lead, opening = _answer_opening("covkit/docs/install.md")
    assert lead.startswith("Covkit measures the code your tests run")
    assert opening.startswith("If you only want your own package installed")

"""Another project's example does not displace the lead sentence.

An example whose introducer scores above the lead sentence opens the answer
in its place, wherever its passage ranked: reference pages often say what to
do only in code. Introducers from other projects' pages share the question's
everyday words ("a test case that loads its files from a parent directory")
and so score well too, but the question is about the lead's project (the
search ranked it first): another project's example leads only when its
passage ranks above the lead's. Fixtures are small passages written here.
"""

from __future__ import annotations

from core.research.passages import gather
from core.research.quotes import best_example, choose_lead, code_answer, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

OWN = """\
By default, `read_config` walks up from the current folder until it finds a config.

You can also read a specific file:

```python
cfg = read_config("other.ini", recurse=False)
```
"""

TEST_TOOLS = """\
The definition of a test case that loads its files from a parent directory looks like this:

```python
parent_dir = os.path.dirname(__file__)
class TestLoad(FileTestCase):
    location = os.path.join(parent_dir, "cfg", "test")
```
"""

QUESTION = "how do I load only settings.test.cfg and not have it walk up the parent directories looking for a .cfg file?"


def _answer_opening(test_tools_path: str) -> tuple[str, str]:
    """The lead sentence, and what the answer opens on (the lead, or an example in its place)."""
    hits = [
        Hit(id="corpus:1", source="corpus", title="confette", path="confette/README.md", heading="Reading files", text=OWN, score=0.6),
        Hit(id="corpus:2", source="corpus", title="Setup", path="confette/docs/setup.md", heading="Install",
            text="Install the package with pip before anything else.", score=0.5),
        Hit(id="corpus:3", source="corpus", title="Test tools", path=test_tools_path,
            heading="Test cases from files in a parent directory", text=TEST_TOOLS, score=0.45),
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
    # The other page's introducer does score above the lead sentence.
    assert max(c.score for c in ranked if c.hit is hits[2]) > lead.score
    return lead.text, (code_lead or lead).text


def test_another_projects_example_does_not_replace_the_lead() -> None:
    lead, opening = _answer_opening("rollup/docs/test_tools.md")
    assert lead.startswith("By default, `read_config` walks up")
    assert opening == lead


def test_an_example_of_the_leads_own_project_scoring_above_it_still_leads() -> None:
    lead, opening = _answer_opening("confette/docs/test_tools.md")
    assert lead.startswith("By default, `read_config` walks up")
    assert opening.startswith("The definition of a test case that loads its files")

"""In the lead's own passage, a sentence-introduced example answering more is the second example.

ians81 registered ians80's rule (an example a heading introduces gives way to one a
sentence introduces that answers more of the question) for the second example place,
`section_example`, and withdrew it before measuring (docs/corpus.md, "brief ians81"):
that place only ever looks at the lead's own passage, where two examples share their
retrieval and nearness, so the one answering more is already valued more. This pins
that: the installation command opening the section (introduced by its heading) does
not take the place of the plugin configuration a sentence introduces. Fixtures are
small passages written here.
"""

from __future__ import annotations

from core.research.passages import gather
from core.research.quotes import best_example, choose_lead, section_example, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

RUN = """\
```bash
pip install fence
```

The CSS file is added to the site when fence is activated through plugins.

As a plugin, add it and superfences to the configuration:

```yaml
plugins:
- fence
markdown_extensions:
- pymdownx.superfences
```
"""

CONFIGURATION = """\
Fence relies on the SuperFences extension. To allow the code blocks to run, configure a custom fence from Python:

```python
from markdown import Markdown
from fence import formatter

Markdown(extensions=["pymdownx.superfences"], extension_configs={"pymdownx.superfences": {"custom_fences": [{"name": "python", "format": formatter}]}})
```
"""

QUESTION = "fence is installed and added to plugins but the code blocks do not run, is superfences still needed?"


def test_the_sentence_introduced_example_of_the_leads_passage_is_the_second_example() -> None:
    hits = [
        Hit(id="corpus:1", source="corpus", title="fence", path="fence/README.md", heading="Run code blocks", text=RUN, score=0.6),
        Hit(id="corpus:2", source="corpus", title="fence", path="fence/README.md", heading="Configuration", text=CONFIGURATION, score=0.7),
    ]
    groups = analyse(QUESTION).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    shape = shape_of(QUESTION, "troubleshooting", [], terms)
    lead = choose_lead(ranked, shape, terms)
    assert lead.hit.id == "corpus:1" and not lead.code
    example = best_example(ranked, lead, shape, None)
    assert example is not None and example.hit.id == "corpus:2"
    heading = next(c for c in ranked if c.headed)
    assert heading.text == "Run code blocks:"
    second = section_example(ranked, lead, example)
    assert second is not None and not second.headed
    assert second.text == "As a plugin, add it and superfences to the configuration:"

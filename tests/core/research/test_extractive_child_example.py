"""An option's example in its own "Examples" subsection is quoted with the option.

Reference pages describe each option in a section and show it in a child
section ("#### Examples", then only code). The child's words say nothing of
the question ("keep the box around after the build"), so the search ranks
the option's section first and never finds its example; its key (the
environment variable) is only in that code. The best section's first child
holding code joins the passages, introduced by its heading trail. And one
long listing split into several passages under one heading is as many
examples, not one; its code says which part answers. Fixtures are documents
and passages written here, the documents indexed for real.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from core.research.passages import gather
from core.research.quotes import best_example, choose_lead, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse
from tests.fakes.documents import ask, index_documents

OPTIONS = """\
# Options

## Debugging

### `keep-box` {: #keep-box env-var}
> Keep the sandbox box after running for inspection.

Enable this flag to keep the sandbox box around for inspection after a build.
This option is provided for debugging purposes only.

Default: Off (0).

#### Examples

```shell
export BOXER_KEEP_BOX=TRUE
```

### `trace-errors` {: #trace-errors env-var}
> Print full traceback when errors occur.

Print a full traceback for the boxer process when errors occur.

#### Examples

```shell
export BOXER_TRACE_ERRORS=1
```
"""


# Pages that say the question's words in prose, so the search fills its hits without the child.
GUIDE = "# Guide\n\n" + "".join(
    f"## Keep box stage {n}\n\nThe sandbox box of stage {n} is kept for the build report.\n\n" for n in range(12)
)


def test_the_best_sections_examples_subsection_is_quoted(tmp_path: Path) -> None:
    source = index_documents(tmp_path, {"boxer/docs/options.md": OPTIONS, "boxer/docs/guide.md": GUIDE}, with_sample=False)
    result = asyncio.run(ask(source, "keep the sandbox box around after the build so I can inspect it"))
    quick = result.reports.quick
    assert "Enable this flag to keep the sandbox box around" in quick
    assert "export BOXER_KEEP_BOX=TRUE" in quick
    # Another option's example is not its child.
    assert "BOXER_TRACE_ERRORS" not in quick


def test_only_sections_under_the_hits_heading_are_its_children(tmp_path: Path) -> None:
    source = index_documents(tmp_path, {"boxer/docs/options.md": OPTIONS}, with_sample=False)

    async def children() -> list[Hit]:
        hits = await source.search("keep the sandbox box after running", 5)
        best = next(h for h in hits if (h.heading or "").endswith("`keep-box`"))
        return await source.sections_holding(best, "code", 5, children=True)

    found = asyncio.run(children())
    assert [h.heading for h in found] == ["Debugging › `keep-box` › Examples"]


PART_ONE = "```\n |  set_widths(self, array)\n |      Set the desired columns width\n```\n"
PART_TWO = "```\n |  set_style(self, style)\n |      Set the table decoration\n```\n"


def test_each_part_of_a_listing_under_one_heading_is_its_own_example() -> None:
    hits = [
        Hit(id=f"corpus:{n}", source="corpus", title="tables", path="tables/README.md", heading="Documentation", text=text, score=1.0 - n / 10)
        for n, text in enumerate((PART_ONE, PART_TWO))
    ]
    introducers = [c for c in gather(hits).candidates if c.code]
    assert [c.text for c in introducers] == ["Documentation:", "Documentation:"]
    assert "set_style" in introducers[1].code[0].text
    # The same sentence over the same code is still read once.
    assert len([c for c in gather([hits[0], hits[0].model_copy(update={"id": "corpus:9"})]).candidates if c.code]) == 1


def test_the_part_of_a_split_listing_whose_code_names_the_question_is_the_example() -> None:
    question = "how do I change the decoration style of the table?"
    groups = analyse(question).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    hits = [
        Hit(id=f"corpus:{n}", source="corpus", title="tables", path="tables/README.md", heading="Documentation", text=text, score=1.0 - n / 10)
        for n, text in enumerate((PART_ONE, PART_TWO))
    ]
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    shape = shape_of(question, "how_to", [], terms)
    example = best_example(ranked, choose_lead(ranked, shape, terms), shape, None)
    assert example is not None and "set_style" in example.code[0].text
    # Alone under its heading, a listing whose heading names nothing of the question is no example.
    alone = gather(hits[:1]).candidates
    score_candidates(alone, terms)
    assert alone[0].features["example"] == 0.0

"""A quoted line that opens on "|" is a table row only when it is one: docopt's README writes
"**|** (pipe) mutualy exclusive elements", so a sentence quoted from it opens on the pipe; read as a
row, its "cells" (split inside its code span) were unsupported and the whole line was dropped."""

from __future__ import annotations

from core.models import Citation, ReportSet, Usage
from core.research.claims import line_claims
from core.research.support import SupportChecker

CITATIONS = [
    Citation(number=1, title="docopt", url="https://github.com/docopt/docopt", heading="Usage pattern format"),
    Citation(number=2, title="Lambda limits", url="https://docs.example.org/lambda"),
]
# docopt's README.rst (tests/data/answers/docopt), its list of pattern constructs as the index reads it.
PASSAGES = {
    1: "Usage pattern format\nUse the following constructs to specify patterns:\n"
       "| (pipe) mutualy exclusive elements. Group them using ( ) if one of the mutually exclusive elements "
       "is required: my_program.py (--clockwise | --counter-clockwise) TIME. Group them using [ ] if none of "
       "the mutually-exclusive elements are required: my_program.py [--left | --right].",
    2: "Lambda limits\nA Lambda function runs for at most 900 seconds; the default timeout is 3 seconds.",
}
PIPE_LINE = (
    "| (pipe) mutualy exclusive elements [1]. Group them using ( ) if one of the mutually exclusive elements is "
    "required: `my_program.py (--clockwise | --counter-clockwise) TIME` [1]."
)


async def test_a_cited_line_opening_on_a_pipe_in_prose_keeps_its_sentences() -> None:
    assert [unit for unit, *_ in line_claims(PIPE_LINE)] == ["sentence", "sentence"]
    quick = f"{PIPE_LINE}\n\nA Lambda function runs for at most 900 seconds [2]."
    r = ReportSet(inline="A Lambda function runs for at most 900 seconds [2].", quick=quick, detailed=quick)
    checked = await SupportChecker().check(r, CITATIONS, PASSAGES, Usage())

    assert checked.report.dropped == 0
    assert checked.reports.quick == quick


async def test_an_inline_answer_given_up_falls_back_on_a_pipe_opened_sentence() -> None:
    # Nothing supports the inline claim: the quick answer's first cited sentence stands in for it,
    # and a sentence opening on "|" is prose, not a table's row.
    r = ReportSet(inline="Celery retries failed tasks with exponential backoff [2].", quick=PIPE_LINE, detailed=PIPE_LINE)
    checked = await SupportChecker().check(r, CITATIONS, PASSAGES, Usage())

    assert checked.reports.inline == "| (pipe) mutualy exclusive elements [1]."


def test_a_table_row_is_still_read_as_one_row_its_cells_under_its_label() -> None:
    row = "| Suits | complex workflows [2] | small apps [2] |"
    assert line_claims(row) == (
        ("row", row, "Suits complex workflows", (2,)),
        ("row", row, "Suits small apps", (2,)),
    )


def test_an_escaped_pipe_is_part_of_its_cell() -> None:
    # A cell quoting docopt's `(--clockwise | --counter-clockwise)` is written with the pipe escaped
    # (`render_table`, `_cell`): cut there, the claim checked was only "--counter-clockwise) TIME`".
    row = (
        "| docopt | Group them using ( ) if one of the mutually exclusive elements is required: "
        "`my_program.py (--clockwise \\| --counter-clockwise) TIME` [1]. |"
    )
    ((unit, _, text, numbers),) = line_claims(row)
    assert (unit, numbers) == ("row", (1,))
    assert text.startswith("docopt Group them using ( ) if one of the mutually exclusive elements is required")
    assert "--clockwise" in text and "--counter-clockwise) TIME" in text

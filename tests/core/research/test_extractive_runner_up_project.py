"""With several projects indexed, a question naming none also gets the runner-up project's answer.

"can I print a table as markdown?" asked of an index holding two table libraries: the search's
first project leads, but when another project's passage ranks nearly as well the question may be
about that one, and the quick answer quotes its best sentence too, after its own, opening on that
project's name: its citation number alone does not tell a reader in a thread that the paragraph
speaks of another project. A runner-up well behind the first, or a question naming its project,
leaves the quick answer as it was. Fixtures are small passages written here in that shape; the
runner-up's sentence does not name its project, as most of them do not. A fixed source sets the
runner-up's score on either side of the bar; the last test indexes two small projects for real.
"""

from __future__ import annotations

import pytest

from bot.discord.render import MARKDOWN
from bot.slack.render import MRKDWN
from core.classify import classify
from core.research.base import ResearchRequest
from core.research.extractive import ExtractiveResearcher
from core.sources.base import Document, Hit
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

UNNAMED = "can I print a table as markdown?"
NAMED = "can othertool print a table as markdown?"

OTHER = (
    "Othertool prints a table as markdown with the to_markdown() method. "
    "The markdown table keeps each column's alignment. "
    "Printing a table as markdown escapes the pipes inside its cells."
)
RUNNER_UP = "Call print_markdown() to print a table as markdown."
QUOTED = "Call print_markdown() to print a table as markdown [2]."


class FixedSource:
    """An index that finds the same two pages for every question, the other project's first."""

    name = "corpus"
    description = "two projects' documentation"

    def __init__(self, runner_up_score: float, project: str = "tabledict") -> None:
        self.runner_up_score = runner_up_score
        self.project = project

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        return [
            Hit(id="corpus:1", source="corpus", title="Output", heading="Markdown tables", text=OTHER, score=1.0,
                path="othertool/docs/output.md"),
            Hit(id="corpus:2", source="corpus", title="Printing", heading="Printing tables", text=RUNNER_UP,
                score=self.runner_up_score, path=f"{self.project}/README.md"),
        ][:limit]

    async def fetch(self, id: str) -> Document | None:
        return None


async def _quick(question: str, runner_up_score: float, project: str = "tabledict") -> str:
    request = ResearchRequest(question=question, standalone=question, classification=classify(question))
    result = await ExtractiveResearcher([FixedSource(runner_up_score, project)]).research(request)
    assert result.found
    return result.reports.quick


async def test_a_near_runner_up_project_s_answer_follows_the_lead() -> None:
    quick = await _quick(UNNAMED, 0.85)
    assert quick.startswith("Othertool prints a table")
    assert quick.index(QUOTED) > quick.index("Othertool")


async def test_the_runner_up_s_paragraph_names_its_project() -> None:
    quick = await _quick(UNNAMED, 0.85)
    assert quick.split("\n\n")[-1] == f"*In tabledict:* {QUOTED}"
    # What a reader in Slack or Discord sees: the project's name in italics before the sentence.
    for surface in (MRKDWN, MARKDOWN):
        assert surface.render(quick).split("\n\n")[-1].startswith("_In tabledict:_ Call print")


async def test_a_project_name_that_looks_like_a_mention_pings_no_one() -> None:
    quick = await _quick(UNNAMED, 0.85, project="@everyone")
    assert "@everyone" not in MARKDOWN.render(quick)
    assert "@everyone" not in MRKDWN.render(quick)
    assert "everyone:_" in MRKDWN.render(quick)


async def test_a_runner_up_well_behind_the_first_is_not_quoted() -> None:
    quick = await _quick(UNNAMED, 0.5)
    assert "print_markdown" not in quick
    assert "tabledict" not in quick


async def test_a_question_naming_its_project_gets_no_runner_up() -> None:
    quick = await _quick(NAMED, 0.85)
    assert "print_markdown" not in quick
    assert "tabledict" not in quick


# Two projects' READMEs that both answer UNNAMED. othertool has more to say than the quick answer
# quotes from it, so its best sentence is not already among the answer's sentences.
INDEXED = {
    "othertool/README.md": (
        "# othertool\n\nOthertool prints a table as markdown with the `to_markdown()` method.\n\n"
        "The markdown table keeps each column's alignment.\n\n"
        "Printing a table as markdown escapes the pipes inside its cells.\n\n"
        "A markdown table printed this way has a header row and a separator row.\n\n"
        "Wide tables print as markdown too, with long cells wrapped.\n"
    ),
    "tabledict/README.md": (
        "# tabledict\n\nCall `print_markdown()` to print a table as markdown.\n\nTables print with a header row.\n"
    ),
}
LEADS = {
    "othertool": "Othertool prints a table as markdown with the `to_markdown()` method",
    "tabledict": "Call `print_markdown()` to print a table as markdown",
}


@pytest.fixture(scope="module")
def two_projects(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("runner-up"), INDEXED)


async def test_in_a_real_index_the_other_project_s_lead_closes_the_quick_answer_under_its_name(
    two_projects: CorpusSource,
) -> None:
    quick = (await ask(two_projects, UNNAMED)).reports.quick
    first, last = quick.split("\n\n")[0], quick.split("\n\n")[-1]
    (leader,) = [name for name, lead in LEADS.items() if first.startswith(lead)]
    (other,) = set(LEADS) - {leader}
    assert last.startswith(f"*In {other}:* {LEADS[other]}"), quick


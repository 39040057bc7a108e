"""A question naming the lead's project keeps that project's answer: another project's example does not take over.

"schedtool: how do I run a job every day at 10:30?" is asked of schedtool. Another
scheduler's page may rank first with an example of that very task, and its introducer
share every word of the question, but its code shows the other project's way. Such an
example neither opens the answer nor is quoted beside it, unless it uses the named
project itself (Flask's upload example imports werkzeug's `secure_filename`). A
question naming no project keeps the example. Fixtures are small passages written here.
"""

from __future__ import annotations

from core.classify import classify
from core.research.base import ResearchRequest
from core.research.extractive import ExtractiveResearcher
from core.sources.base import Document, Hit

NAMED = "schedtool: how do I run a job every day at 10:30?"
UNNAMED = "how do I run a job every day at 10:30?"

ASKED = "Schedtool runs a job every day at a given time with the every() helper."

OTHER_WAY = """\
To run a job every day at 10:30, add it with a cron trigger:

```python
scheduler.add_job(job, "cron", hour=10, minute=30)
```
"""

USES_ASKED = """\
To run a job every day at 10:30, add it with a cron trigger:

```python
from schedtool import every
every().day.at("10:30").do(job)
```
"""


class FixedSource:
    """An index that finds the same two pages for every question, the other project's first."""

    name = "corpus"
    description = "two projects' documentation"

    def __init__(self, other: str) -> None:
        self.hits = [
            Hit(id="corpus:1", source="corpus", title="Triggers", heading="Cron triggers", text=other, score=1.0,
                path="cronkit/docs/triggers.md"),
            Hit(id="corpus:2", source="corpus", title="Schedtool", heading="Running jobs daily", text=ASKED, score=0.8,
                path="schedtool/README.md"),
        ]

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        return self.hits[:limit]

    async def fetch(self, id: str) -> Document | None:
        return None


async def _quick(question: str, other: str) -> str:
    request = ResearchRequest(question=question, standalone=question, classification=classify(question))
    result = await ExtractiveResearcher([FixedSource(other)]).research(request)
    assert result.found
    return result.reports.quick


async def test_another_projects_example_neither_replaces_nor_joins_the_named_projects_lead() -> None:
    quick = await _quick(NAMED, OTHER_WAY)
    assert quick.startswith("Schedtool runs a job every day")
    assert "add_job" not in quick


async def test_another_projects_example_using_the_named_project_still_answers() -> None:
    assert "every().day.at" in await _quick(NAMED, USES_ASKED)


async def test_with_no_project_named_the_other_projects_example_still_answers() -> None:
    assert "add_job" in await _quick(UNNAMED, OTHER_WAY)

"""A question naming no project, but a code name only one project's documents write, is about that project."""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from core.sources.retrieval import code_names
from tests.core.sources.test_retrieval_project_fit import CLOCKWORK_PAGES
from tests.fakes.documents import index_documents

# A small project whose pages share few words with the question, beside a bigger one whose
# pages use them throughout; only the small one writes `pass_job_args`.
TICKER_README = """\
# ticker

Run Python functions periodically: `ticker.every(1).hour.do(job)` runs `job` every hour.

Extra values reach the job through `pass_job_args(job, name="Peter")` before it is scheduled.
"""

# A third project writing `add_job`, which clockwork's pages write too.
CRONLIKE_README = """\
# cronlike

Crontab lines for Python: `add_job("0 10 * * *", job)` runs a function at ten every day.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {"ticker/README.md": TICKER_README, "cronlike/README.md": CRONLIKE_README, **CLOCKWORK_PAGES}
    return index_documents(tmp_path_factory.mktemp("code_names"), files)


async def test_a_code_name_only_one_project_writes_names_that_project(source: CorpusSource) -> None:
    unnamed = await source.search("how do I pass arguments to the job function?", 5)
    assert unnamed[0].path.startswith("clockwork/")
    hits = await source.search("how do I pass arguments to the job function, is pass_job_args() the way?", 5)
    assert hits[0].path == "ticker/README.md"


async def test_a_code_name_several_projects_write_names_none(source: CorpusSource) -> None:
    hits = await source.search("how do I pass arguments to the job function with add_job?", 5)
    assert hits[0].path.startswith("clockwork/")


def test_code_names_are_snake_dotted_or_inner_capital_words() -> None:
    question = "calling `container.get(X)` or delete_many() raises GitWildMatchPatternError; setUp, @login_required?"
    assert code_names(question) == ["container.get", "delete_many", "GitWildMatchPatternError", "setUp", "login_required"]
    # Plain words, hyphenated ones and short names are every project's vocabulary.
    assert code_names("re-processing Django logs with a fast parser, re.M") == []
    # Python's own names belong to no project.
    assert code_names("delete_many() raised RuntimeError, a DeprecationWarning too") == ["delete_many"]

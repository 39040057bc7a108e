"""Quoted list items bring their list in, under the sentence that introduces it.

"Therefore the `QUARK_USE_AVX` environment variable controls the process:"
introduces a bullet list whose items ("If you set it to `0`, quark builds
without AVX kernels.") answer "how do I force it off?" but never say what
"it" is: the setting is named only by the introducer, which never reads
alone. When the answer quotes an item as a sentence, the list is quoted
under its introducer instead (each item once); an answer quoting no item
of the list does not get it. Fixtures are small documents written here in
that shape.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

BUILD_MD = """\
# Building quark

## Override automatic AVX detection

Normally the build script guesses whether it should compile the AVX-accelerated kernels.
On some build machines the guess is wrong.

Therefore the `QUARK_USE_AVX` environment variable controls the process:

- If you set it to `1`, quark builds with the AVX kernels.
- If you set it to `0`, quark builds without the AVX kernels.
- If you set it to anything else, quark ignores it and guesses again.

## Build caches

Each build keeps its object files in a cache folder next to the sources.
Delete the cache folder to force a clean build from scratch.
A stale cache folder shows up as old object files being linked after a header change.
The `quark clean` command deletes the cache folder for you before the next build.
"""


@pytest.fixture(scope="module")
def build_docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("introduced"), {"quark/docs/building.md": BUILD_MD})


async def test_quoted_items_come_with_the_sentence_naming_the_setting(build_docs: CorpusSource) -> None:
    result = await ask(build_docs, "quark AVX detection guesses wrong on our build machine, can I force AVX off?")
    quick = result.reports.quick
    assert "builds without the AVX kernels" in quick
    assert "`QUARK_USE_AVX`" in quick
    intro = quick.index("Therefore the `QUARK_USE_AVX` environment variable controls the process")
    assert intro < quick.index("- If you set it to `0`, quark builds without the AVX kernels.")
    # Each item is quoted once, in the list.
    assert quick.count("builds without the AVX kernels") == 1


async def test_an_answer_quoting_no_item_does_not_get_the_list(build_docs: CorpusSource) -> None:
    result = await ask(build_docs, "how do I force a clean quark build, the cache folder is stale")
    quick = result.reports.quick
    assert "Delete the cache folder" in quick
    assert "QUARK_USE_AVX" not in quick

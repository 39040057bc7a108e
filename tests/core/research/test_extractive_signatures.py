"""An API reference answered by its signatures.

A hand-written Sphinx reference describes each method under its signature
(`.. method:: put(key, value)`): the sentences never repeat the call, so the
quick answer names the sentence's section by its signature.
"""

from __future__ import annotations

import pytest

from core.research.quotes import signature
from core.sources.base import Hit
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

SHELF_API_RST = """\
API reference
=============

.. class:: Shelf(**kwargs)
           Shelf(pairs, **kwargs)

   A mutable mapping in which one key may hold several values, kept in the order they came.

   .. method:: put(key, value)

      Append a ``(key, value)`` pair to the shelf.

   .. method:: fetch(key[, default])

      Return the earliest value stored for *key* if *key* is on the shelf, else *default*.

      Raises :exc:`KeyError` if *default* is not given and *key* is missing.

   .. method:: replace(key, value)

      Set the value for *key* to *value*, discarding every earlier value stored for *key*.

   .. method:: drop(key)

      Remove every value stored for *key*.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("signatures"), {"shelf/docs/api.rst": SHELF_API_RST})


async def test_a_method_sentence_is_introduced_by_its_signature(source: CorpusSource) -> None:
    result = await ask(source, "shelf fetch: what happens when the key is missing and there is no default?")
    # The call says what `default` is; the bare name `fetch` would not.
    assert "`fetch(key[, default])`: Raises `KeyError` if default is not given" in result.reports.quick


def test_a_signature_labels_only_its_own_name() -> None:
    def hit(text: str) -> Hit:
        return Hit(source="corpus", id="1", title="t", heading="API reference › `fetch`", text=text)

    assert signature(hit("`fetch(key[, default])`\n\nReturn the earliest value."), "fetch") == "fetch(key[, default])"
    # A later chunk of the section, or an opening call of another name, keeps the name.
    assert signature(hit("Raises `KeyError` if default is not given."), "fetch") == "fetch"
    assert signature(hit("`fetch_all(key)`\n\nReturn every value."), "fetch") == "fetch"
    assert signature(hit("`shelf.fetch(key)`\n\nReturn the earliest value."), "shelf.fetch") == "shelf.fetch(key)"

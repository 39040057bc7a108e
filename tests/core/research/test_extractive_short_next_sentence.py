"""A quoted sentence's short next sentence in its own paragraph comes right after it.

An option's paragraph says what the option is, then, tersely, what it is when not set:
"The number of seconds a browser may keep a preflight response in its cache."
then "Defaults to 600 (ten minutes)." The second names nothing the question asks and
does not lean back on the first, so `continuation` stops before it, and no pick takes
it; yet it finishes what the quoted sentence says. The quick answer quotes such a short
next sentence (`SHORT_NEXT_WORDS` words at most, reading alone) right after its sentence,
on top of the picks, once. A long next sentence that moves on is still left to the picks.
Fixtures are small documents written here in those shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

SETTINGS_MD = """\
# corskit

## Preflight cache

The number of seconds a browser may keep the preflight cache entry for a response. Defaults to 600 (ten minutes).

## How browsers cache

Browsers keep one preflight cache entry per origin and URL. A preflight cache entry is dropped when the browser restarts, whatever the server sent back in its headers and however long it asked the browser to keep it. Some browsers cap how long a preflight cache entry is kept.

## Debugging

To see the preflight cache entry a browser keeps, open its network panel. The panel lists every request the page made, with its headers, timings and the script that started it.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("short-next-sentence"), {"corskit/README.md": SETTINGS_MD})


async def test_a_quoted_sentence_s_short_next_sentence_comes_right_after_it(docs: CorpusSource) -> None:
    quick = (await ask(docs, "corskit: how long does a browser keep the preflight cache entry?")).reports.quick
    said = "The number of seconds a browser may keep the preflight cache entry for a response [2]."
    assert said + " Defaults to 600 (ten minutes) [2]." in quick
    assert quick.count("Defaults to 600") == 1


async def test_a_long_next_sentence_is_not_brought_after_its_sentence(docs: CorpusSource) -> None:
    quick = (await ask(docs, "corskit: how long does a browser keep the preflight cache entry?")).reports.quick
    assert "open its network panel [3]." in quick
    assert "The panel lists every request" not in quick


# The same page in Chinese: a sentence there has no spaces, so read as whitespace-separated words the
# 47-character sentence after "open its network panel" was one word, "short", and came after it.
SETTINGS_ZH_MD = """\
# corskit

## 预检缓存

浏览器可以为一个响应保留预检缓存条目的秒数。默认为 600（十分钟）。

## 浏览器如何缓存

浏览器为每个来源和网址保留一个预检缓存条目。浏览器重启时预检缓存条目会被丢弃，无论服务器在响应头里发回了什么，也无论它要求浏览器保留多久。有些浏览器会限制预检缓存条目保留的时间。

## 调试

要查看浏览器保留的预检缓存条目，请打开它的网络面板。面板列出页面发出的每一个请求，连同它们的请求头、耗时以及发起请求的脚本，还有每个响应的大小和状态码。
"""


@pytest.fixture(scope="module")
def docs_zh(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("short-next-sentence-zh"), {"corskit/README.md": SETTINGS_ZH_MD})


async def test_a_long_chinese_next_sentence_is_not_brought_after_its_sentence(docs_zh: CorpusSource) -> None:
    quick = (await ask(docs_zh, "corskit：浏览器会把预检缓存条目保留多久？")).reports.quick
    assert "请打开它的网络面板。 [3]" in quick
    assert "面板列出页面发出的每一个请求" not in quick

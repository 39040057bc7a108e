"""A quoted introducer comes with the sentence right before it in its own paragraph.

A page often says why in one sentence, then introduces the code that helps with it in the
next: "Cheap cables drop a release message now and then."
then "To silence every sounding note at once, you can call:" and the code. The introducer is
quoted with its code as the example, but alone it never says what the code is for, and the
sentence before it names little of the question, so no pick takes it. The quick answer
quotes that sentence (`INTRODUCED_FROM_WORDS` words at most, reading alone) right before
the introducer, once. A long sentence before an introducer is still left to the picks.
Fixtures are small documents written here in those shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

PORTS_MD = """\
# midikit

## Output ports

Output ports are opened with `open_output()` and send every note you play to a synthesizer. Each sounding note stays on until its note_off message arrives. A port sends notes on sixteen channels at once. Every channel of a port can silence its own notes with a note_off message for each sounding note.

## Sounding notes

A sounding note is silenced by its note_off message. Several sounding notes can be silenced at once by sending a note_off message for each of them. A synthesizer silences every note of a channel at once when it receives an all notes off message. Silencing a sounding note at once cuts its decay short.

## Silencing notes

A synthesizer is a patient machine. Cheap cables drop a release message now and then. To silence every sounding note at once, you can call:

```python
port.panic()
```

## Resetting controllers

Controllers hold a channel's settings. Older keyboards from the eighties were sold with a printed chart of their factory values, and collectors still trade those charts at fairs and in online auctions today. To reset every controller on every channel, you can call:

```python
port.reset()
```

Resetting a controller on a channel sets it back to the value the synthesizer started with. Each channel of a port keeps its controllers apart.

## Controllers

Every controller of a channel can be reset by sending its reset value on that channel. A reset of every controller on every channel takes sixteen messages. Resetting controllers on every channel at once leaves the notes sounding. A controller reset on one channel leaves every other channel as it was.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("introducer-prior-sentence"), {"midikit/README.md": PORTS_MD})


async def test_a_quoted_introducer_s_prior_sentence_comes_right_before_it(docs: CorpusSource) -> None:
    quick = (await ask(docs, "midikit: how do I silence every sounding note at once?")).reports.quick
    assert "Cheap cables drop a release message now and then [2]. To silence every sounding note at once, you can call [2]:" in quick
    assert quick.count("Cheap cables") == 1


async def test_a_long_sentence_before_an_introducer_is_not_brought(docs: CorpusSource) -> None:
    quick = (await ask(docs, "midikit: how do I reset every controller on every channel?")).reports.quick
    assert "To reset every controller on every channel, you can call" in quick
    assert "Older keyboards from the eighties" not in quick


# The resetting section in Chinese: a sentence there has no spaces, so read as whitespace-separated
# words the long sentence before the introducer was one word, "short", and came with it.
PORTS_ZH_MD = """\
# midikit

## 输出端口

输出端口用 `open_output()` 打开，把你弹奏的每个音符发送给合成器。每个通道都可以用音符关闭消息让自己的音符停下。

## 重置控制器

控制器保存一个通道的设置。八十年代出售的老式键盘都附有一张印着出厂数值的表格，收藏者至今仍在集市和网上拍卖中交易这些表格。要重置每个通道上的每个控制器，可以调用：

```python
port.reset()
```

重置通道上的控制器会把它恢复为合成器启动时的数值。
"""


@pytest.fixture(scope="module")
def docs_zh(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("introducer-prior-sentence-zh"), {"midikit/README.md": PORTS_ZH_MD})


async def test_a_long_chinese_sentence_before_an_introducer_is_not_brought(docs_zh: CorpusSource) -> None:
    quick = (await ask(docs_zh, "midikit：如何重置每个通道上的每个控制器？")).reports.quick
    assert "要重置每个通道上的每个控制器，可以调用" in quick
    assert "八十年代出售的老式键盘" not in quick

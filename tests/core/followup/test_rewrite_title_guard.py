"""irw15: the opening turn's first sentence is lent as the issue's title only when it reads as one —
not a chat's first-person report, not a greeting — on every path that lends it, a reply of four
words or fewer included (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history
from core.followup.rewrite import tidied

CHAT = [{"role": "user", "content": "I set the cache size to 2 GB but memory keeps growing."}]
GREETING = [
    {
        "role": "user",
        "content": "Hello, thanks for your great work. Since 2.1 the map shows grey squares for every tile above zoom 2.",
    }
]
POST = [
    {
        "role": "user",
        "content": "Tiles render blank on zoom level 3 with the WMTS source. Since 2.1 the map shows grey squares.",
    }
]


def test_a_short_reply_under_a_first_person_report_lends_no_title() -> None:
    d = decide_history("tried on nightly build?", CHAT, context="tilekit")
    assert d.is_followup, d.reasoning
    assert "cache size" not in d.standalone, d.standalone
    assert d.standalone == "Tried on nightly build in tilekit?", d.standalone


@pytest.mark.parametrize(
    "reply",
    [
        "tried on nightly build?",  # a short reply
        "I really do not understand why that happens.",  # a reply naming little of its own
        "Will this work on a Raspberry Pi Zero?",  # a bare "this"
    ],
)
def test_a_greeting_opening_the_post_is_no_title(reply: str) -> None:
    d = decide_history(reply, GREETING, context="tilekit")
    assert d.is_followup, d.reasoning
    assert "Hello" not in d.standalone, d.standalone
    assert "great work" not in d.standalone, d.standalone


def test_a_short_reply_under_a_titled_post_still_names_the_title() -> None:
    d = decide_history("tried on nightly build?", POST, context="tilekit")
    assert '("Tiles render blank on zoom level 3 with the WMTS source")' in d.standalone, d.standalone


def test_a_title_opening_on_i_o_is_no_first_person_report() -> None:
    # irev36: "I/O" is no "I"; the title is lent as any other (written example).
    post = [{"role": "user", "content": "I/O errors when reading files over 2 GB on Windows. Since 2.1 every read past 2 GB fails."}]
    d = decide_history("Will this work on a Raspberry Pi Zero?", post, context="tilekit")
    assert d.is_followup, d.reasoning
    assert '"I/O errors when reading files over 2 GB on Windows"' in d.standalone, d.standalone


def test_hello_world_is_a_program_not_a_greeting() -> None:
    # irev36: "Hello world" names the first program, no one is greeted: the title is lent and the
    # question keeps its words (written examples).
    post = [{"role": "user", "content": "Hello world example fails to build on Windows. Since 2.1 the build stops at link time."}]
    d = decide_history("Will this work on a Raspberry Pi Zero?", post, context="tilekit")
    assert d.is_followup, d.reasoning
    assert '"Hello world example fails to build on Windows"' in d.standalone, d.standalone
    assert tidied("hello world example fails to build on windows") == "Hello world example fails to build on windows"
    assert tidied("Hello, world example fails to build") == "Hello, world example fails to build"
    # A greeting is still one.
    assert tidied("Hello all, the build fails on windows") == "The build fails on windows"

"""'Hello world' names the first program a tutorial builds; no one is greeted, so a question
opening with it keeps it (irev36's defect in `clean_question`, #10)."""

from __future__ import annotations

import pytest

from core.sources.query import clean_question


@pytest.mark.parametrize(
    "question",
    [
        "Hello world example fails to build with cmake",
        "hello world app in flask?",
        "Hello, world program prints nothing under pytest",
        "hello world!? how do I run it in a container",
    ],
)
def test_a_question_opening_with_hello_world_keeps_it(question: str) -> None:
    assert clean_question(question) == question


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("hello everyone, how do I print hello world in flask?", "how do I print hello world in flask?"),
        ("Hello! world maps in cartopy: how are they projected?", "world maps in cartopy: how are they projected?"),
        ("hi there, worldwide CDN settings?", "worldwide CDN settings?"),
    ],
)
def test_a_greeting_before_the_question_is_still_removed(raw: str, clean: str) -> None:
    assert clean_question(raw) == clean

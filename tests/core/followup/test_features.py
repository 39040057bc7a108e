"""Twenty-fourth pass (ifu43): the follow-up features tell a message naming the thread's
project from one naming only a detail of it (examples written here)."""

from __future__ import annotations

import pytest

from core.followup.cues import evidence
from core.followup.features import FEATURES, features
from core.followup.thread import thread_from_history

HTTPX = [
    {"role": "user", "content": "How do I configure retries in the httpx client?"},
    {"role": "assistant", "content": "Pass a transport: httpx.HTTPTransport(retries=3) retries failed connections [1]."},
]
ISSUE = [
    {"role": "user", "content": "PKCE login fails in Auth0.swift on iOS 17\n\nThe `code_verifier` is missing after the redirect."},
    {"role": "assistant", "content": "The verifier is kept in memory between the two calls [1]."},
]


def _names_project(question: str, history: list[dict[str, str]]) -> float:
    thread = thread_from_history(history)
    pro, con = evidence(question, thread)
    return features(question, thread, pro, con)[FEATURES.index("names_project")]


@pytest.mark.parametrize(
    ("question", "history"),
    [
        ("Can I use `httpx.Limits` to cap connections to 10 in version 0.27?", HTTPX),
        ("Does httpx pool connections per host?", HTTPX),
        ("Is there a way to store the verifier in Auth0.swift's keychain?", ISSUE),
    ],
)
def test_a_message_naming_the_name_the_thread_opened_on_names_its_project(question: str, history: list[dict[str, str]]) -> None:
    assert _names_project(question, history) == 1.0


@pytest.mark.parametrize(
    ("question", "history"),
    [
        ("did you use a cookie to store the `code_verifier`?", ISSUE),
        ("You can also use the `--package-path` argument instead of manually replacing.", ISSUE),
        ("What about timeouts?", HTTPX),
        ("Does requests pool connections per host?", HTTPX),
    ],
)
def test_a_message_naming_only_a_detail_or_another_name_does_not(question: str, history: list[dict[str, str]]) -> None:
    assert _names_project(question, history) == 0.0

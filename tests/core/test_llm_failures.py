"""The clause a user reads when no model endpoint answered, from the failover's reasons."""

from __future__ import annotations

from core.failover import Failure
from core.llm_failures import said


def test_kinds_that_do_not_pass_are_said_without_telling_the_user_to_wait() -> None:
    failures = [Failure("primary", "HTTP 401"), Failure("fallback1", "APITimeoutError"), Failure("fallback2", "HTTP 502")]
    assert said(failures) == "one model endpoint is failing (HTTP 401) and two are unavailable (HTTP 502, timed out)"


def test_a_completion_that_was_no_completion_is_said_without_its_description() -> None:
    failures = [Failure("primary", "the endpoint answered 200 with an HTML page, not a completion")]
    assert said(failures) == "the model provider is failing (no usable answer)"

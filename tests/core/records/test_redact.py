from __future__ import annotations

from core.records.redact import REDACTED, redact_arguments, redact_text


def test_credentials_in_text_are_masked_and_the_rest_kept() -> None:
    text = ("GET https://api.example.org/search?q=redis&api_key=abc123XYZ failed; Authorization: Bearer "
            "eyJhbGciOi.payloadpart1234.sig and sk-proj-ABCDEFGH12345678 xoxb-1234-5678-abcdefgh")
    cleaned = redact_text(text, 1000)
    for secret in ("abc123XYZ", "payloadpart1234", "sk-proj-ABCDEFGH12345678", "xoxb-1234-5678-abcdefgh"):
        assert secret not in cleaned
    assert "q=redis" in cleaned and "api_key=" + REDACTED in cleaned


def test_arguments_with_secret_names_are_masked_and_long_values_cut() -> None:
    args = {"query": "x" * 1000, "token": "t0ps3cret", "headers": {"Authorization": "Basic dXNlcjpwYXNz"},
            "ids": list(range(100))}
    kept = redact_arguments(args)
    assert kept["token"] == REDACTED and kept["headers"] == {"Authorization": REDACTED}
    assert isinstance(kept["query"], str) and len(kept["query"]) <= 300
    assert isinstance(kept["ids"], list) and len(kept["ids"]) == 20

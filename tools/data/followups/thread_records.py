"""One labelled follow-up record of a GitHub thread, as the df2/df3 builders write them."""

from __future__ import annotations

from typing import Any


def _parts(url: str) -> list[str]:
    return url.split("github.com/", 1)[1].split("/")


def group(url: str) -> str:
    """`https://github.com/owner/repo/issues/12` -> `owner/repo`."""
    parts = _parts(url)
    return f"{parts[0]}/{parts[1]}"


def conversation(url: str) -> str:
    """`https://github.com/owner/repo/issues/12` -> `gh:owner/repo#12`."""
    parts = _parts(url)
    return f"gh:{parts[0]}/{parts[1]}#{parts[3]}"


def record(
    url: str, history: list[tuple[str, str]], question: str, fu: bool, kind: str, referents: list[str],
    standalone: str | None, qsrc: str | None = None,
) -> dict[str, Any]:
    """A history quoted from `url` and the next message; a paired record's question comes from `qsrc`."""
    r: dict[str, Any] = {
        "history": [{"role": role, "content": text} for role, text in history],
        "question": question, "is_followup": fu, "kind": kind, "referents": list(referents),
        "standalone": standalone if standalone else question,
        "source": url, "group": group(url), "conversation": conversation(url), "origin": "github-issue",
        "construction": "paired" if qsrc else "thread",
    }
    if qsrc:
        r["question_source"] = qsrc
    return r

"""One labelled follow-up record of a GitHub thread, as the df2-df5 builders write them,
and the checked build of a part from its record blocks (`python thread_records.py df4`).

From df17 on a record may also say who spoke: each history turn a `(role, text, author)`
triple and the question an `author`, as per-conversation pseudonyms ("u1" the thread's
opener, "u2" the next distinct person, ...). df2-df16 give 2-tuples and no author, and
their files are written exactly as before."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


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


Turn = tuple[str, str] | tuple[str, str, str]
NO_AUTHOR = object()  # a record without speakers (df2-df16), unlike a paired question's `None`


def _turn(turn: Turn) -> dict[str, str]:
    t = {"role": turn[0], "content": turn[1]}
    if len(turn) == 3:
        t["author"] = turn[2]
    return t


def record(
    url: str, history: list[Turn], question: str, fu: bool, kind: str, referents: list[str],
    standalone: str | None, qsrc: str | None = None, author: object = NO_AUTHOR,
) -> dict[str, Any]:
    """A history quoted from `url` and the next message; a paired record's question comes from `qsrc`.

    `author` is the question's speaker pseudonym (None for a paired question, whose asker in
    this thread is unknown); left out, the record carries no speakers at all."""
    r: dict[str, Any] = {
        "history": [_turn(t) for t in history],
        "question": question, "is_followup": fu, "kind": kind, "referents": list(referents),
        "standalone": standalone if standalone else question,
        "source": url, "group": group(url), "conversation": conversation(url), "origin": "github-issue",
        "construction": "paired" if qsrc else "thread",
    }
    if qsrc:
        r["question_source"] = qsrc
    if author is not NO_AUTHOR:
        r["author"] = author
    return r


def check_authors(r: dict[str, Any]) -> None:
    """Speakers, when given, are given for every turn and the question, as pseudonyms "u1",
    "u2", ... numbered by first appearance (the opener is "u1"), one role each; a paired
    question's author is None, a thread question's is a pseudonym."""
    turns = r["history"]
    has = ["author" in t for t in turns]
    if not any(has) and "author" not in r:
        return
    assert all(has) and "author" in r, ("authors given for some turns only", r["question"])
    speakers = [t["author"] for t in turns]
    if r["construction"] == "paired":
        assert r["author"] is None, ("a paired question's author is unknown", r["question"])
    else:
        assert isinstance(r["author"], str), ("a thread question needs its author", r["question"])
        speakers.append(r["author"])
    order: list[str] = []
    for s in speakers:
        if s not in order:
            assert s == f"u{len(order) + 1}", ("pseudonyms go u1, u2, ... by first appearance", speakers, r["question"])
            order.append(s)
    roles: dict[str, str] = {}
    for t in turns:
        assert roles.setdefault(t["author"], t["role"]) == t["role"], ("one role per speaker", t["author"], r["question"])


def build(part: str, root: Path = HERE) -> int:
    """Write `<part>.jsonl` from the record blocks in `<part>.work/records.py` (under `root`).

    Every turn is quoted (trimmed) from the URL given. Checks: referents are substrings
    of the question, labels agree with kinds, a trap keeps its question as its standalone,
    no repeated (history, question), at most 6 records a conversation, a bank question
    used after at most 4 histories, and no question borrowed from outside the part (so
    that a paired record never mixes one of its groups with a group another file placed).
    """
    spec = importlib.util.spec_from_file_location(f"{part}_records", root / f"{part}.work" / "records.py")
    assert spec and spec.loader
    blocks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(blocks)
    records: list[dict[str, Any]] = []

    def rec(url: str, history: list[Turn], question: str, fu: bool, kind: str, referents: list[str],
            standalone: str | None, *, qsrc: str | None = None, author: object = NO_AUTHOR) -> None:
        records.append(record(url, history, question, fu, kind, referents, standalone, qsrc, author))

    blocks.load(rec, "user", "assistant")
    seen = set()
    for r in records:
        for ref in r["referents"]:
            assert ref in r["question"], (ref, r["question"])
        key = (json.dumps(r["history"]), r["question"])
        assert key not in seen, r["question"]
        seen.add(key)
        assert r["is_followup"] == (not r["kind"].startswith("trap")), r
        assert r["is_followup"] or r["standalone"] == r["question"], r
        assert r["history"], r
        check_authors(r)
    spoken: dict[tuple[str, str], str] = {}
    for r in records:  # a quoted turn has one speaker wherever its conversation repeats it
        for t in r["history"]:
            if "author" in t:
                key2 = (r["conversation"], t["content"])
                assert spoken.setdefault(key2, t["author"]) == t["author"], ("one turn, two speakers", key2)
    per_conv = Counter(r["conversation"] for r in records)
    assert max(per_conv.values()) <= 6, per_conv.most_common(3)
    bank = Counter(r["question"] for r in records if r["construction"] == "paired")
    assert max(bank.values(), default=0) <= 4, bank.most_common(3)
    groups = {r["group"] for r in records}
    lenders = groups | {group(q) for q in blocks.QUESTION_ONLY}
    for r in records:
        if r.get("question_source"):
            assert group(r["question_source"]) in lenders, r["question_source"]
    out = root / f"{part}.jsonl"
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    c = Counter((r["is_followup"], r["construction"]) for r in records)
    user_only = sum(all(t["role"] == "user" for t in r["history"]) for r in records)
    authored = sum("author" in r for r in records)
    print(len(records), "records,", len(groups), "groups,", len(per_conv), "conversations;", dict(c),
          "user-only", user_only, *(["with speakers", authored] if authored else []), dict(Counter(r["kind"] for r in records)), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(build(sys.argv[1]))

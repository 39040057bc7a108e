"""The thread as the follow-up detector sees it: exchanges of a question and its answer.

A history may hold user turns only (a chat where nobody answered yet, or a
transcript without the bot's replies): each user turn is then an exchange with
an empty answer, so what the user said before still counts as context.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from core.extract import enumerations, find_identifiers, identifier_list, ranked_entities, with_context
from core.followup.words import norm, stems, terms
from core.lexicons import lookup
from core.models import Analysis, Session
from core.text import compared_options

# Rewrites an earlier user turn into a standalone question, given the thread before it.
Resolver = Callable[[str, "Thread"], str]


# A repository that only holds a project's issues or releases: the suffix names no project.
_TRACKER_SUFFIX = re.compile(r"[-_.](?:issues|releases|feedback|bugs)$", re.I)


@dataclass
class Exchange:
    question: str
    standalone: str
    answer: str
    citations: dict[int, str] = field(default_factory=dict)
    known_entities: list[str] = field(default_factory=list)
    known_identifiers: dict[str, list[str]] = field(default_factory=dict)

    @cached_property
    def text(self) -> str:
        return f"{self.standalone}\n{self.answer}\n" + "\n".join(self.citations.values())

    @cached_property
    def entities(self) -> list[str]:
        # The question counts double: what the user asked about is most salient.
        ranked = ranked_entities(self.standalone, self.answer)
        return list(dict.fromkeys([*ranked, *self.known_entities]))

    @cached_property
    def identifiers(self) -> dict[str, list[str]]:
        found = find_identifiers(self.text)
        for kind, values in self.known_identifiers.items():
            bucket = found.setdefault(kind, [])
            bucket.extend(v for v in values if v not in bucket)
        return found

    @cached_property
    def options(self) -> list[str]:
        # "Lambda vs ECS" -> "AWS Lambda", "Amazon ECS": the names research can use.
        return [(e.canonical if (e := lookup(o)) else o) for o in compared_options(self.standalone)]

    @cached_property
    def lists(self) -> dict[str, list[str]]:
        return enumerations(self.answer)

    @cached_property
    def vocabulary(self) -> set[str]:
        return stems(self.text) | {norm(e) for e in self.entities}


@dataclass
class Thread:
    exchanges: list[Exchange]
    # Where the conversation happens, when the platform says: a channel or thread
    # title, the repository of an issue thread. People leave it out of their
    # questions ("does it run on Windows?" in the project's own tracker).
    context: str = ""
    # Whether the question asked against this thread is one of its own earlier user turns,
    # resolved so its meaning carries forward (`Resolver`): that text feeds the decision
    # model's features and its fitting rows, so a rewrite meant only for the reader of the
    # decision's output stays out of it (irw10).
    earlier_turn: bool = False

    @cached_property
    def vocabulary(self) -> set[str]:
        return set().union(*(e.vocabulary for e in self.exchanges))

    @cached_property
    def entities(self) -> set[str]:
        return {e for ex in self.exchanges for e in ex.entities}

    @cached_property
    def identifiers(self) -> list[str]:
        return [i for ex in self.exchanges for i in identifier_list(ex.identifiers)]

    @cached_property
    def focus(self) -> set[str]:
        """What the conversation is about: the subject words of its first user turn and
        any subject word the user repeated across turns ("goats" in a goat-breeds chat)."""
        asked = [{norm(t) for t in terms(ex.standalone or ex.question)} for ex in self.exchanges]
        seen: dict[str, int] = {}
        for words in asked:
            for w in words:
                seen[w] = seen.get(w, 0) + 1
        return (asked[0] if asked else set()) | {w for w, n in seen.items() if n >= 2}

    @cached_property
    def place_name(self) -> str:
        """The context as the thread's people write it: a repository's slug is often a
        name spelt apart ("NaturalHour" -> "Natural Hour", "cocoa-rest-client" ->
        "CocoaRestClient"), and a rewrite naming the project reads better, and as its
        readers write it, that way. The most frequent spelling of the same letters in
        the thread's turns (words apart only when capitalised), else the context itself.
        A tracker kept apart from its code ("typora-issues", "FanControl.Releases") is
        named by its project."""
        name = _TRACKER_SUFFIX.sub("", self.context)
        key = re.sub(r"[^a-z0-9]", "", name.lower())
        if len(key) < 3:
            return self.context
        spelt = re.compile(r"(?<![\w.-])" + r"[ ._-]?".join(map(re.escape, key)) + r"(?![\w-]|\.\w)", re.I)
        # Lower-case words apart ("reverse proxy" in reverseproxy's tracker) are the
        # thread's ordinary words, not the project's name.
        found = Counter(
            m.group(0) for ex in self.exchanges for t in (ex.question, ex.answer) for m in spelt.finditer(t)
            if " " not in m.group(0) or not m.group(0).islower()
        )
        return found.most_common(1)[0][0] if found else name

    @cached_property
    def has_answer(self) -> bool:
        """Whether any earlier turn is an answer (not only the user's own messages)."""
        return any(ex.answer.strip() for ex in self.exchanges)

    @property
    def last(self) -> Exchange:
        return self.exchanges[-1]


def _resolved(question: str, exchanges: list[Exchange], resolve: Resolver | None, context: str = "") -> str:
    if not exchanges or resolve is None or not question.strip():
        return question
    return resolve(question, Thread(list(exchanges), context, earlier_turn=True))


def thread_from_history(history: list[dict[str, Any]], resolve: Resolver | None = None, context: str = "") -> Thread:
    """Exchanges from plain `{"role", "content"}` turns, in the `context` they happen in.

    Earlier user turns are resolved in turn (with `resolve`), so a fragment like
    "and for MySQL?" carries its full meaning forward to the next question.
    """
    exchanges: list[Exchange] = []
    pending: str | None = None
    for turn in history:
        role, content = turn.get("role"), str(turn.get("content", "")).strip()
        if not content:
            continue
        if role == "user":
            if pending is not None:
                # A second user turn before any answer: the first still stands as context.
                exchanges.append(Exchange(pending, _resolved(pending, exchanges, resolve, context), ""))
            pending = content
        elif role == "assistant":
            question = pending or ""
            exchanges.append(Exchange(question, _resolved(question, exchanges, resolve, context), content))
            pending = None
    if pending is not None:
        exchanges.append(Exchange(pending, _resolved(pending, exchanges, resolve, context), ""))
    return Thread(exchanges, context)


def _exchange(a: Analysis) -> Exchange:
    a = with_context(a)
    return Exchange(
        question=a.question,
        standalone=a.standalone_question,
        answer=a.reports.quick,
        citations={c.number: c.title for c in a.citations},
        known_entities=list(a.entities),
        known_identifiers=dict(a.identifiers),
    )


def thread_from_session(session: Session, resolve: Resolver | None = None) -> Thread:
    """Exchanges from a stored session: researched turns carry their analysis
    (standalone question, entities, citations). Any other reply (nothing found, a
    failure, a plan waiting for `go`) is the bot's own wording, its help included
    ("add your own documents with `research-bot index PATH`"): its question stands
    with no answer, so that wording never becomes a follow-up's subject."""
    exchanges: list[Exchange] = []
    pending: str | None = None
    for turn in session.turns:
        if turn.role == "user":
            if pending is not None:
                exchanges.append(Exchange(pending, _resolved(pending, exchanges, resolve), ""))
            pending = turn.content
            continue
        if turn.analysis is not None and 0 <= turn.analysis < len(session.analyses):
            exchanges.append(_exchange(session.analyses[turn.analysis]))
        elif pending is not None:
            exchanges.append(Exchange(pending, _resolved(pending, exchanges, resolve), ""))
        pending = None
    if not exchanges:
        exchanges = [_exchange(a) for a in session.analyses]
    return Thread(exchanges)

"""Follow-up detection and reference resolution.

Two tiers. The deterministic tier weighs evidence (unresolved pronouns and
demonstratives, positions, identifiers, ellipsis and correction forms,
elaboration requests, references further back) against evidence of a fresh
question (new subject words and names, definitional form, length) and
rewrites follow-ups into standalone questions. Only when its score falls in
the ambiguous middle band and a model is configured does the model tier get
asked, with strict JSON; anything wrong with the model's answer falls back to
the deterministic decision.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

from pydantic import BaseModel, Field, ValidationError, field_validator

from core.config import Settings
from core.extract import (
    Span,
    entity_spans,
    enumerations,
    find_identifiers,
    identifier_list,
    ranked_entities,
)
from core.lexicons import lookup
from core.models import Analysis, Session, Usage
from core.text import QUESTION_WORDS, STOPWORDS, content_words, stem, truncate, compared_options

log = logging.getLogger(__name__)

THRESHOLD = 0.5
# Deterministic scores inside this band are "could go either way".
MODEL_BAND = (0.3, 0.7)


class FollowupDecision(BaseModel):
    is_followup: bool
    confidence: float
    reasoning: str
    referents: list[str] = Field(default_factory=list)
    standalone: str
    tier: str = "deterministic"
    kind: str | None = None
    score: float = 0.0
    usage: Usage = Field(default_factory=Usage)

    @classmethod
    def standalone_question(cls, question: str) -> FollowupDecision:
        return cls(is_followup=False, confidence=1.0, reasoning="no earlier answer in this thread", standalone=question)


# --- the thread as the detector sees it ---------------------------------------------


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
        return _stems(self.text) | {_norm(e) for e in self.entities}


@dataclass
class Thread:
    exchanges: list[Exchange]

    @cached_property
    def vocabulary(self) -> set[str]:
        return set().union(*(e.vocabulary for e in self.exchanges))

    @cached_property
    def entities(self) -> set[str]:
        return {e for ex in self.exchanges for e in ex.entities}

    @cached_property
    def identifiers(self) -> list[str]:
        return [i for ex in self.exchanges for i in identifier_list(ex.identifiers)]

    @property
    def last(self) -> Exchange:
        return self.exchanges[-1]


def thread_from_history(history: list[dict[str, Any]]) -> Thread:
    """Pair user/assistant turns; earlier user turns are resolved in turn, so a
    fragment like "and for MySQL?" carries its full meaning forward."""
    exchanges: list[Exchange] = []
    pending: str | None = None
    for turn in history:
        role, content = turn.get("role"), str(turn.get("content", ""))
        if role == "user":
            pending = content
        elif role == "assistant" and pending is not None:
            standalone = _deterministic(pending, Thread(list(exchanges))).standalone if exchanges else pending
            exchanges.append(Exchange(question=pending, standalone=standalone, answer=content))
            pending = None
    return Thread(exchanges)


def _exchange(a: Analysis) -> Exchange:
    return Exchange(
        question=a.question,
        standalone=a.standalone_question,
        answer=a.reports.quick,
        citations={c.number: c.title for c in a.citations},
        known_entities=list(a.entities),
        known_identifiers=dict(a.identifiers),
    )


def thread_from_session(session: Session) -> Thread:
    exchanges: list[Exchange] = []
    pending: str | None = None
    for turn in session.turns:
        if turn.role == "user":
            pending = turn.content
            continue
        if pending is None:
            continue
        if turn.analysis is not None and 0 <= turn.analysis < len(session.analyses):
            exchanges.append(_exchange(session.analyses[turn.analysis]))
        else:
            standalone = _deterministic(pending, Thread(list(exchanges))).standalone if exchanges else pending
            exchanges.append(Exchange(question=pending, standalone=standalone, answer=turn.content))
        pending = None
    if not exchanges:
        exchanges = [_exchange(a) for a in session.analyses]
    return Thread(exchanges)


# --- words ------------------------------------------------------------------------

# Words that say how something is asked, not what it is about: they never make
# a question "new".
_GENERIC = frozenset(
    """
    make made do does get set work works working use need find show tell explain know happen happens
    look would could much many good bad ok okay exactly though actually sorry wait mean meant thing
    things stuff way part bit point one ones option options again instead also else best better
    question questions answer more detail details deeper deep go going back first second third fourth
    fifth last kind sort able possible talk said say yet still now currently today hey please thanks
    pros cons lot really quick help try want like see check can someone anyone something anything
    cost costs price work right wrong sure true false new old latest current dig explain elaborate
    expand mentioned found compared listed earlier before start original previous number link
    version versions case cases example examples idea ideas called call matter matters
    """.split()
)
_PRONOUNS = re.compile(r"\b(it|its|they|them|their|theirs)\b", re.I)
_EXPLETIVE = re.compile(
    r"\bit(?:'s| is| was| would be| will be)\s+(?:\w+\s+)?(?:possible|worth|better|best|easier|harder|"
    r"hard|easy|safe|ok|okay|true|necessary|normal|common|recommended|advisable|wise|fine|bad|good)\b"
    r"(?!\s*\?)|\b(?:does|did|will|would) it take\b|\bmake it (?:work|to)\b|\bit depends\b",
    re.I,
)
_DEMONSTRATIVE = re.compile(r"\b(that|this|those|these)\b(?:\s+((?:first|second|third|last|other)\s+)?([a-z][\w.-]*))?", re.I)
_PRONOUN_FOLLOWERS = frozenset(
    "on off up down for in to with about from again too though work works happen mean cost apply "
    "matter help affect support".split()
)
_CLAUSE_BREAK = re.compile(r"[?.!;:—–]|\s-\s|,\s|\b(?:and|but|when|while|because|so|if|since|after|before)\b", re.I)
_DEFINITIONAL = re.compile(
    r"^(?:so\s+|ok\s+|and\s+)?(?:what(?:'s|s| is| are)|define|what does .{1,40} (?:mean|do))\s+(?!that\b|this\b|those\b|it\b|the\b|they\b)",
    re.I,
)
_WORD = re.compile(r"[A-Za-z0-9][\w.+#/-]*")


def _norm(word: str) -> str:
    w = stem(word.lower())
    for suffix in ("est", "er", "ion"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 4:
            return w[: -len(suffix)]
    return w


def _stems(text: str) -> set[str]:
    out = {_norm(w) for w in content_words(text)}
    for part in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", text):
        if len(part) > 2 and part.lower() not in STOPWORDS:
            out.add(_norm(part))
    return out


def _terms(question: str) -> list[str]:
    return [
        w for w in dict.fromkeys(content_words(question))
        if w not in QUESTION_WORDS and w not in _GENERIC and not w.isdigit()
    ]


# --- evidence ----------------------------------------------------------------------


@dataclass
class Cue:
    kind: str
    weight: float
    referent: str
    why: str
    data: dict[str, Any] = field(default_factory=dict)


_ORDINALS = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
    "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "last": -1, "latter": -1, "former": 1,
}
_ORD = "|".join(_ORDINALS)
_POSITION_NOUNS = (
    "one|ones|option|alternative|choice|approach|thing|item|link|source|paper|result|section|phase|"
    "step|part|answer|point|tool|service|library|framework|database|db|article|doc|entry|route|method"
)
_POSITION = re.compile(rf"\b(?:the\s+)?({_ORD})\s+({_POSITION_NOUNS})\b|\bthe\s+(latter|former)\b", re.I)
_BARE_NUMBER = re.compile(r"^\s*(?:#|\[|number\s+|no\.\s*)(\d{1,2})\]?\s*[?.!]?\s*$", re.I)
_BRACKET = re.compile(r"\[(\d{1,2})\]")
_SOURCE_NUMBER = re.compile(r"\b(?:source|citation|reference|ref|link|result)\s*#?(\d{1,2})\b", re.I)
_WHAT_IS_N = re.compile(r"^\s*(?:what(?:'s| is| was)|tell me about|explain)\s+(?:#|number\s+)?(\d{1,2})(?:\s+about)?\s*\??\s*$", re.I)

_FAR = re.compile(
    r"\b(?:go(?:ing)? back to|back to|returning to|from before|from earlier|earlier you|you (?:said|mentioned|found|"
    r"compared|listed|suggested|recommended|explained) (?:earlier|before|first|at the start)|"
    r"(?:the|your) (?:first|original|earlier|previous|initial) (?:answer|reply|question|explanation|thing you \w+|result)|"
    r"the first part of your \w+|at the (?:start|beginning))\b|\bcalled again\??$|\bagain\s*\?$",
    re.I,
)
_CORRECTION_LEAD = re.compile(r"^\s*(?:(?:no|nope|nah|actually|sorry|oops|wait|correction|hmm|err?)\b[\s,.!:-]*)+", re.I)
_CORRECTION_BODY = re.compile(r"\bi mean?t\b|\b(?:it'?s|we'?re|we are|we use|we're on|i'?m on|i use)\b|\bnot\b|\binstead\b", re.I)
_NOT_Y = re.compile(r"^(?P<x>.+?),?\s+(?:and\s+)?not\s+(?:the\s+|a\s+|an\s+|plain\s+|about\s+)?(?P<y>[\w.+#/ -]{2,40}?)\s*[.!?]?\s*$", re.I)
_I_MEANT = re.compile(r"\bi mean?t\s+(?:for\s+|the\s+|a\s+|an\s+)?(?P<x>[^,.!?]+)", re.I)
_ITS_X = re.compile(r"\b(?:it'?s|we'?re on|we are on|we use|i'?m on|i use|we'?re using)\s+(?:a\s+|an\s+|the\s+)?(?P<x>[^,.!?]+)", re.I)

_ELAB_ONLY = re.compile(
    r"^\s*(?:(?:can you |could you |please )?(?:explain|elaborate|expand|say|tell me|go)\s*(?:a bit |a little )?"
    r"(?:more|further|deeper|in (?:more )?detail|on (?:that|this|it))|more detail|more please|go on|"
    r"why\s*(?:so|not|is that)?|how so|how come|elaborate|details?|and\??)\s*[?.!]*\s*$",
    re.I,
)
_ELAB_FOCUS = re.compile(
    r"^\s*(?:(?:can you |could you |please )?(?:go deeper|dig(?: deeper)?|deep dive|tell me more|say more|"
    r"explain more|more|elaborate|expand)\s+(?:on|into|about|in)\s+(?P<a>.+?)"
    r"|(?:can you |please )?explain\s+(?P<b>.+?)\s+(?:more|further|in (?:more )?detail)"
    r"|(?:explain|walk me through)\s+(?P<c>the\s+.+?\s+(?:bit|part|point|piece|section|step)))\s*[?.!]*\s*$",
    re.I,
)
_PART_NP = re.compile(r"\bthe\s+([\w.-]+(?:\s+[\w.-]+)?)\s+(bit|part|point|piece|one|angle|aspect)\b", re.I)
_EXACTLY = re.compile(r"\bexactly\s*\??\s*$|^where exactly\b|^so\s+(?:what|why|how)\b", re.I)
_ELLIPSIS = re.compile(
    r"^\s*(?:ok(?:ay)?,?\s+|so,?\s+|hmm,?\s+|right,?\s+)?"
    r"(?P<m>and\s+(?:for|with|in|on|if|what about|how about)?|what about|how about|same (?:for|with|question for|thing for|but for)|"
    r"what if|or|but for|now for|and)\b(?P<rest>.*)$",
    re.I,
)
# Words that let an ellipsis fragment extend the previous question as it stands.
_CONTINUATION = r"for|with|in|on|at|if|when|without|using|under|across|from|to|via|behind|inside|outside|over"
_TAIL = re.compile(r"\b(though|too|instead|as well|either|then|in that case)\s*[?.!]*\s*$", re.I)
_COMPARATIVE = re.compile(
    r"\b(cheaper|pricier|faster|slower|better|worse|easier|harder|simpler|safer|bigger|smaller|larger|"
    r"more expensive|less expensive|more reliable|more scalable)\b(?!.*\bthan\b)",
    re.I,
)
_VERBLESS_WHY = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+)?(?:why|how come)\s+(?!(?:do|does|did|is|are|was|were|would|should|can|could|will|"
    r"has|have|had|isn't|doesn't|don't|aren't|won't|can't|it|i|we|you|they|my|our)\b)",
    re.I,
)
_DEFINITE = re.compile(r"\bthe\s+((?:[\w.-]+\s+){0,2}[\w.-]+)", re.I)
_ID_NOUNS: dict[str, tuple[str, ...]] = {
    "incident": ("INC", "incident"),
    "ticket": ("QA", "PLAT", "DATA", "JIRA", "TICKET", "ticket", "OPS", "SUP", "BUG"),
    "pr": ("PR", "pull request", "#"),
    "pull request": ("PR", "pull request", "#"),
    "issue": ("/", "issue", "#"),
    "cve": ("CVE",),
    "vulnerability": ("CVE",),
    "alert": ("ALRT", "alert", "CA"),
    "rfc": ("RFC",),
    "doc": ("RFC", "doc"),
    "runbook": ("RB", "runbook"),
    "paper": ("arxiv", "doi", "paper"),
    "bug": ("BUG", "issue", "#"),
}
_ID_NP = re.compile(
    rf"\b(?:that|this|the|those)\s+(?:(?P<ord>{_ORD})\s+)?(?:(?P<mod>[\w-]+)\s+)?(?P<noun>{'|'.join(_ID_NOUNS)})s?\b",
    re.I,
)


def _has_antecedent_before(question: str, start: int, possessive: bool) -> bool:
    """Whether something the pronoun can point at comes earlier in the question.

    A non-possessive pronoun cannot corefer with the subject of its own clause
    ("why does Supabase pause it" is not about Supabase pausing Supabase), so
    the antecedent must sit in an earlier clause; a possessive may look back
    into its own clause ("make pip ignore its cache").
    """
    before = question[:start]
    if possessive:
        return bool(_terms(before) or entity_spans(before))
    breaks = list(_CLAUSE_BREAK.finditer(before))
    if not breaks:
        return False
    earlier = before[: breaks[-1].start()]
    return bool(_terms(earlier) or entity_spans(earlier))


def _pronoun_cues(question: str, thread: Thread) -> list[Cue]:
    cues: list[Cue] = []
    if _EXPLETIVE.search(question):
        question = _EXPLETIVE.sub(lambda m: " " * len(m.group(0)), question)
    for m in _PRONOUNS.finditer(question):
        word = m.group(1).lower()
        if word == "it" and re.match(r"\s+(?:is|was)\s+(?:a|an|the)\b.*:", question[m.end():]):
            continue
        possessive = word in {"its", "their", "theirs"}
        if _has_antecedent_before(question, m.start(), possessive):
            continue
        cues.append(Cue("pronoun", 0.8, m.group(1), f"'{m.group(1)}' has nothing to point at in the question itself"))
        break
    for m in _DEMONSTRATIVE.finditer(question):
        word, noun = m.group(1), m.group(3)
        after = question[m.end(1):]
        if word.lower() == "this" and ":" in after:
            continue  # "Is this a good idea: ..." points forward
        if noun is None or noun.lower() in _PRONOUN_FOLLOWERS or re.match(r"\s*[?.!,]", after):
            if _has_antecedent_before(question, m.start(), False):
                continue
            cues.append(Cue("pronoun", 0.8, word, f"'{word}' points back to the last answer"))
            break
        if noun.lower() in STOPWORDS and noun.lower() not in {"one", "ones"}:
            continue  # "that is", "that we" - a relative or complement, not a pointer
        if _norm(noun) in thread.vocabulary or noun.lower() in {"one", "ones"} or noun.lower() in _ID_NOUNS:
            phrase = m.group(0)
            cues.append(Cue("pronoun", 0.85, phrase, f"'{phrase}' names something from the thread", {"noun": noun}))
            break
    return cues


def _evidence(question: str, thread: Thread) -> tuple[list[Cue], list[Cue]]:
    """Cues for a follow-up and cues against, each with a weight."""
    q = question.strip()
    ql = q.lower()
    pro: list[Cue] = []
    con: list[Cue] = []

    # Positions: "#2", "[3]", "the second option", "what is 3 about".
    if m := _BARE_NUMBER.match(q) or _WHAT_IS_N.match(q):
        pro.append(Cue("position", 0.95, m.group(0).strip(), f"'{m.group(0).strip()}' is a position in the last answer", {"n": int(m.group(1)), "noun": "one"}))
    else:
        for m in _BRACKET.finditer(q):
            pro.append(Cue("position", 0.95, m.group(0), f"'{m.group(0)}' cites a numbered source", {"n": int(m.group(1)), "noun": "source"}))
            break
        if m2 := _SOURCE_NUMBER.search(q):
            pro.append(Cue("position", 0.9, m2.group(0), f"'{m2.group(0)}' is a numbered source", {"n": int(m2.group(1)), "noun": "source"}))
        for m3 in _POSITION.finditer(q):
            word = (m3.group(1) or m3.group(3)).lower()
            noun = (m3.group(2) or "one").lower()
            if noun in {"answer", "question"}:
                continue  # "the first answer" reaches back a whole exchange: a far reference
            pro.append(Cue("position", 0.9, m3.group(0), f"'{m3.group(0)}' is a position in an earlier list", {"n": _ORDINALS[word], "noun": noun}))
            break

    # Identifiers from earlier results: "open QA-318", "#1226", "that incident".
    ids = set(identifier_list(find_identifiers(q)))
    known = [i for i in thread.identifiers if i in ids or any(i.endswith(x) for x in ids if x.startswith("#"))]
    if known:
        pro.append(Cue("identifier", 0.9, known[0], f"'{known[0]}' comes from an earlier answer", {"id": known[0]}))
    m = _ID_NP.search(q)
    # "the runbook for the billing exporter" specifies a new one; "that runbook" does not.
    if m and thread.identifiers and not (
        m.group(0).lower().startswith("the ") and re.match(r"\s+(?:for|of|about|in|on|from)\s+\w", q[m.end():])
    ):
        pro.append(Cue("identifier", 0.85, m.group(0), f"'{m.group(0)}' names an ID from an earlier answer", {"match": m}))

    if m := _FAR.search(q):
        pro.append(Cue("far_reference", 0.9, m.group(0), f"'{m.group(0)}' reaches back to an earlier answer", {"match": m}))

    if (lead := _CORRECTION_LEAD.match(q)) and _CORRECTION_BODY.search(q[lead.end():]):
        pro.append(Cue("correction", 0.9, q[lead.end():].strip(" ,."), "reads as a correction of the last request"))
    elif re.search(r"\bi mean?t\b", ql):
        pro.append(Cue("correction", 0.9, q, "'I meant' corrects the last request"))
    elif (m := _NOT_Y.match(q)) and _norm(m.group("y").split()[-1]) in thread.vocabulary and len(q.split()) <= 10:
        pro.append(Cue("correction", 0.85, m.group(0), f"swaps '{m.group('y')}' from the thread for '{m.group('x')}'"))

    if _ELAB_ONLY.match(q):
        pro.append(Cue("elaboration", 0.9, q.strip(" ?!."), "asks for more on the last answer"))
    elif m := _ELAB_FOCUS.match(q):
        focus = next(g for g in (m.group("a"), m.group("b"), m.group("c")) if g)
        weight = 0.85 if (_stems(focus) & thread.vocabulary) or _DEMONSTRATIVE.search(focus) or _PRONOUNS.search(focus) else 0.45
        pro.append(Cue("elaboration", weight, focus, f"asks to go deeper on '{focus}'", {"focus": focus, "request": True}))
    elif (m := _PART_NP.search(q)) and (_stems(m.group(1)) & thread.vocabulary):
        pro.append(Cue("elaboration", 0.85, m.group(0), f"'{m.group(0)}' is a part of an earlier answer", {"focus": m.group(1)}))

    if (m := _ELLIPSIS.match(q)) and len(m.group("rest").split()) <= 8 and not re.search(r"[—?;]\s*\w", m.group("rest")):
        pro.append(Cue("ellipsis", 0.85, q.strip(" ?.!"), f"'{m.group('m')} …' continues the last question", {"rest": m.group("rest"), "marker": m.group("m")}))

    pro.extend(_pronoun_cues(q, thread))

    if m := _TAIL.search(q):
        pro.append(Cue("tail", 0.3, m.group(1), f"'{m.group(1)}' leans on what came before"))
    if _VERBLESS_WHY.match(q) and len(q.split()) <= 8:
        pro.append(Cue("elaboration", 0.6, q.strip(" ?"), "a 'why' fragment without its own verb"))
    if _EXACTLY.search(q):
        pro.append(Cue("elaboration", 0.4, q.strip(" ?"), "asks to pin down something already said"))

    terms = _terms(q)
    known_terms = [t for t in terms if _norm(t) in thread.vocabulary]
    novel = [t for t in terms if _norm(t) not in thread.vocabulary]
    spans = entity_spans(q)
    new_names = [s.canonical for s in spans if s.canonical not in thread.entities and _norm(s.text.split()[-1]) not in thread.vocabulary]
    words = len(q.split())

    definites = [d for d in _DEFINITE.findall(q) if _stems(d) and _stems(d) <= thread.vocabulary]
    if definites:
        pro.append(Cue("definite", 0.3, f"the {definites[0]}", f"'the {definites[0]}' was in an earlier answer"))
    if terms and not novel and words <= 7:
        pro.append(Cue("short", 0.5, "", f"short, and every subject word ({', '.join(known_terms)}) comes from the thread"))
    if _COMPARATIVE.search(q) and not re.search(r"\b(?:or|vs\.?|versus|between)\b", ql) and known_terms:
        pro.append(Cue("comparative", 0.25, _COMPARATIVE.search(q).group(1), "compares without saying to what"))  # type: ignore[union-attr]

    # Evidence for a fresh question.
    if _DEFINITIONAL.match(q) and not any(c.kind in {"position", "identifier", "pronoun", "far_reference"} for c in pro):
        con.append(Cue("definitional", 0.45, "", "asks what something is, naming it in full"))
    repairs = {c.kind for c in pro} & {"ellipsis", "correction", "far_reference"}
    # An ellipsis or a correction brings its one new name on purpose ("and for MySQL?").
    allowance = 1 if repairs else 0
    if len(novel) > 1 + allowance:
        con.append(Cue("novel", min(0.6, 0.12 * (len(novel) - 1 - allowance)), "", f"new subject words: {', '.join(novel[:6])}"))
    if len(new_names) > allowance:
        con.append(Cue("names", min(0.45, 0.15 * (len(new_names) - allowance)), "", f"names its own subject: {', '.join(new_names[:4])}"))
    if words > 14:
        con.append(Cue("length", min(0.2, 0.04 * (words - 14)), "", f"long and self-contained ({words} words)"))
    if len(compared_options(q)) >= 2 and not repairs:
        con.append(Cue("options", 0.2, "", "names the options it compares"))
    return pro, con


# --- scoring ------------------------------------------------------------------------

_STRONG = {"position", "identifier", "far_reference", "correction", "elaboration", "ellipsis", "pronoun"}


def _score(pro: list[Cue], con: list[Cue]) -> float:
    strong = max((c.weight for c in pro if c.kind in _STRONG), default=0.0)
    weak = sum(c.weight for c in pro if c.kind not in _STRONG)
    others = sorted((c.weight for c in pro if c.kind in _STRONG), reverse=True)[1:]
    score = max(strong, weak) + 0.5 * min(strong, weak) + 0.1 * sum(others)
    return max(0.0, min(1.0, score - sum(c.weight for c in con)))


_KIND_ORDER = ("identifier", "position", "far_reference", "correction", "ellipsis", "elaboration", "pronoun")


def _deterministic(question: str, thread: Thread) -> FollowupDecision:
    if not thread.exchanges:
        return FollowupDecision.standalone_question(question)
    pro, con = _evidence(question, thread)
    score = round(_score(pro, con), 3)
    is_followup = score >= THRESHOLD
    kinds = [c.kind for c in pro if c.kind in _STRONG]
    kind = next((k for k in _KIND_ORDER if k in kinds), "elaboration" if pro else None) if is_followup else None
    reasons = [c.why for c in pro] + [f"against: {c.why}" for c in con]
    reasoning = "; ".join(reasons) if reasons else "nothing in the question points back to the thread"
    standalone = question
    referents: list[str] = []
    if is_followup:
        referents = list(dict.fromkeys(c.referent for c in pro if c.referent and c.kind in _STRONG | {"definite"}))
        try:
            standalone = _rewrite(question, thread, pro, kind or "elaboration")
        except Exception:  # noqa: BLE001 - a rewrite is a convenience; the question itself still works
            log.warning("followup.rewrite_failed", exc_info=True)
            standalone = _with_context(question, thread.last)
    confidence = round(score if is_followup else 1.0 - score, 3)
    return FollowupDecision(
        is_followup=is_followup,
        confidence=confidence,
        reasoning=reasoning,
        referents=referents,
        standalone=standalone,
        kind=kind,
        score=score,
    )


# --- rewriting -----------------------------------------------------------------------


def _finish(text: str, like: str) -> str:
    text = re.sub(r"\s+", " ", text).strip(" ,;—-")
    text = re.sub(r"\s+([?.!,])", r"\1", text)
    if not text:
        return like
    text = text[0].upper() + text[1:]
    if like.rstrip().endswith("?") or re.match(r"(?i)(what|how|why|who|when|where|which|is|are|does|do|can|could|should|would|will)\b", text):
        text = text.rstrip(".!?") + "?"
    return text


def _base(ex: Exchange) -> str:
    return ex.standalone.strip().rstrip("?.! ")


def _canonicalise(text: str, thread: Thread) -> str:
    """Spell out aliases of names the thread already uses ("atlas" -> "MongoDB Atlas")."""
    out = text
    for span in sorted(entity_spans(text), key=lambda s: -s.start):
        if span.canonical in thread.entities and span.canonical.lower() not in text.lower() and span.kind not in {"id", "code", "name", "acronym"}:
            out = out[: span.start] + span.canonical + out[span.end :]
    return out


def _subjects(ex: Exchange) -> list[str]:
    """What the user compared or asked about; names the answer merely mentioned
    would steer the rewrite off topic, so they are not subjects."""
    asked = [s.canonical for s in entity_spans(ex.standalone) if s.kind not in {"id", "code"}]
    return list(dict.fromkeys([*ex.options, *asked]))


# Paths, issue refs, file names and bare upper-case keys: details of an answer, not what it is about.
_JARGON = re.compile(r"[/#]|\.(?:py|js|ts|md|json|ya?ml|toml)$|^[A-Z]{2,5}$|^[\d.]+$")
_SENTENCE = re.compile(r"(?<=[.!?;])\s+")


def _topic(ex: Exchange, text: str) -> list[str]:
    """Up to two names to anchor `text` on: those the answer mentions in the same
    sentence as the text's subject words, else the last question's subjects,
    else the answer's leading name."""
    words = {_norm(t) for t in _terms(text)}
    near: list[str] = []
    if words:
        for sentence in _SENTENCE.split(ex.answer):
            if words & _stems(sentence):
                near.extend(e for e in ex.entities if e in sentence and not _JARGON.search(e))
    subjects = _subjects(ex)
    # The subject the answer ties to the words comes first, then the main subject, then other names nearby.
    if near:
        ordered = [*(e for e in subjects if e in near), *subjects[:1], *near]
    else:
        ordered = subjects or [e for e in ex.entities if not _JARGON.search(e)][:1]
    names = [e for e in dict.fromkeys(ordered) if e.lower() not in text.lower()]
    return names[:2]


def _with_context(question: str, ex: Exchange) -> str:
    q = question.strip().rstrip("?.! ")
    names = _topic(ex, q)
    if not names:
        return _finish(f"{q}, in the context of: {_base(ex)}", question)
    return _finish(f"{q} for {' and '.join(names)}", question)


def _pick(ex: Exchange, n: int, noun: str) -> str | None:
    lists = ex.lists
    numbered = lists.get("numbered", [])
    cited = lists.get("cited", [])
    colon = next((v for k, v in lists.items() if k.startswith("colon:") and k[6:12] == noun[:6]), [])
    any_colon = next((v for k, v in lists.items() if k.startswith("colon:")), [])
    citations = [ex.citations[k] for k in sorted(ex.citations)]
    if noun in {"source", "link", "paper", "article", "doc", "reference", "result"}:
        order = [citations, cited, numbered]
    elif noun in {"option", "alternative", "choice", "approach", "route", "method"}:
        order = [colon, ex.options, numbered, cited, any_colon]
    elif noun in {"section", "phase", "step", "part", "point"}:
        order = [colon, numbered, any_colon, lists.get("series", []), cited]
    else:
        order = [numbered, ex.options, cited, colon, citations, lists.get("series", [])]
    for candidates in order:
        if candidates and (n == -1 or 1 <= n <= len(candidates)):
            item = candidates[n - 1] if n != -1 else candidates[-1]
            if item:
                return item
    return None


def _resolve_position(question: str, thread: Thread, cue: Cue) -> str:
    n, noun = cue.data["n"], cue.data["noun"]
    ex = thread.last
    if noun == "source" and n not in ex.citations:
        # "[2]" may point at an older answer's sources.
        ex = next((e for e in reversed(thread.exchanges) if n in e.citations), ex)
    if noun == "source" and n in ex.citations:
        item: str | None = ex.citations[n]
    else:
        item = _pick(ex, n, noun if noun in {"ones"} else noun.rstrip("s"))
    if item is None:
        return _with_context(question, ex)
    if _BARE_NUMBER.match(question) or _WHAT_IS_N.match(question):
        return _finish(f"Tell me more about {item} ({_base(ex)})", "?")
    ref = cue.referent
    rest = question.replace(ref, item, 1)
    # "the second option — does it handle websockets?": the pronoun is the item.
    rest = re.sub(rf"^{re.escape(item)}\s*[,—–-]+\s*(\w+)\s+(it|they)\b", rf"\1 {item}", rest.strip())
    return _finish(rest, question)


def _resolve_identifier(question: str, thread: Thread, cue: Cue) -> str:
    if "id" in cue.data:
        ident = cue.data["id"]
        short = next((x for x in identifier_list(find_identifiers(question)) if ident.endswith(x)), ident)
        return _finish(question.replace(short, ident, 1), question)
    m: re.Match[str] = cue.data["match"]
    noun = m.group("noun").lower()
    hints = _ID_NOUNS.get(noun, ())
    candidates: list[tuple[str, str]] = []
    for ex in reversed(thread.exchanges):
        scored: list[tuple[float, int, str, str]] = []
        for v in identifier_list(ex.identifiers):
            window = _window(ex.answer, v)
            lead = _window(ex.answer, v, 18)[:18].lower()
            score = max(
                (2.0 if h.lower() in lead or noun in lead else 1.0 if (h == "#" and v.startswith("#")) or (h == "/" and "/" in v) or h.lower() in v.lower() else 0.5 if h.lower() in window.lower() else 0.0)
                for h in hints
            ) if hints else 0.0
            if score:
                scored.append((score, len(scored), v, window))
        if scored:
            best = max(s[0] for s in scored)
            candidates = [(v, w) for sc, _, v, w in sorted(scored, key=lambda s: s[1]) if sc == best or m.group("ord")]
            break
    if not candidates:
        return _with_context(question, thread.last)
    if m.group("ord"):
        n = _ORDINALS[m.group("ord").lower()]
        chosen = candidates[n - 1 if n > 0 else -1][0] if n == -1 or n <= len(candidates) else candidates[0][0]
    elif m.group("mod") and m.group("mod").lower() not in STOPWORDS:
        mod = _norm(m.group("mod"))
        chosen = next((v for v, w in candidates if mod in _stems(w)), candidates[0][0])
    else:
        chosen = candidates[0][0]
    return _finish(question.replace(m.group(0), f"{m.group(0)} ({chosen})", 1), question)


def _window(text: str, needle: str, width: int = 70) -> str:
    i = text.find(needle)
    if i < 0:
        return ""
    return text[max(0, i - width) : i + len(needle) + width]


def _antecedent(question: str, ex: Exchange, plural: bool) -> str | None:
    present = {s.canonical for s in entity_spans(question)}
    if plural:
        names = ex.options or [e for e in ex.entities if e not in present][:3]
        return " and ".join(names) if names else None
    if ex.options:
        first = next((o for o in ex.options if not any(o.lower() in p.lower() or p.lower() in o.lower() for p in present)), None)
        if first:
            return first
    return next((e for e in ex.entities if e not in present and not re.fullmatch(r"[A-Z]{2,5}", e)), None)


# Questions whose remainder is a noun phrase: "what's X", "is there a X".
_NP_QUESTION = re.compile(
    r"^(?:so |and |ok )?(?:what(?:'s| is| are| was)|is there|are there)\s+(?P<np>.+?)(?:\s+(?:exactly|again|though|now))?$",
    re.I,
)


def _asked_about(ex: Exchange) -> str | None:
    m = _NP_QUESTION.match(_base(ex))
    if m is None or len(m.group("np").split()) > 8 or _PRONOUNS.search(m.group("np")) or _DEMONSTRATIVE.search(m.group("np")):
        return None
    return re.sub(r"^(?:a|an|any)\s+", "the ", m.group("np"), flags=re.I)


def _resolve_pronoun(question: str, thread: Thread, cue: Cue) -> str:
    ex = thread.last
    word = cue.referent.lower()
    if "noun" in cue.data:
        noun = cue.data["noun"]
        m = re.search(rf"((?:[\w.-]+\s+){{0,2}}){re.escape(noun)}", ex.answer, re.I) or re.search(
            rf"((?:[\w.-]+\s+){{0,2}}){re.escape(stem(noun))}", ex.text, re.I
        )
        if m:
            mods = [w for w in m.group(1).split() if w.lower() not in STOPWORDS]
            phrase = f"the {' '.join([*mods[-2:], m.group(0).split()[-1]])}"
            return _finish(question.replace(cue.referent, phrase, 1), question)
        return _with_context(question, ex)
    if word in {"that", "this"} and (topic := _asked_about(ex)):
        # A bare "that" points at the thing the last question asked about, not at a name its answer dropped.
        names = [] if any(e.lower() in topic.lower() for e in _subjects(ex)) else _topic(ex, topic)[:1]
        where = f" in {names[0]}" if names else ""
        out = re.sub(rf"\b{re.escape(cue.referent)}\b", topic, question, count=1)
        return _finish(out.strip().rstrip("?.! ") + where, question)
    plural = word in {"they", "them", "their", "theirs", "those", "these"}
    # "migrate from it" after "A vs B": from A to B.
    if ex.options and len(ex.options) == 2 and re.search(r"\b(?:migrate|move|switch|port)\s+from\s+it\b(?!\s+to\b)", question, re.I):
        a, b = ex.options
        return _finish(re.sub(r"\bfrom\s+it\b", f"from {a} to {b}", question, count=1, flags=re.I), question)
    name = _antecedent(question, ex, plural)
    if name is None:
        return _with_context(question, ex)
    if word in {"its", "their"}:
        name = f"{name}'s"
    return _finish(re.sub(rf"\b{re.escape(cue.referent)}\b", name, question, count=1), question)


def _same_slot(base: str, new: Span) -> Span | None:
    """The entity in `base` that `new` replaces: same category, else same family."""
    family = {"aws": "cloud", "gcp": "cloud", "azure": "cloud", "cloud_provider": "cloud"}
    for span in entity_spans(base):
        if span.canonical == new.canonical:
            return None
        if span.kind == new.kind or family.get(span.kind, span.kind) == family.get(new.kind, new.kind):
            if span.kind in {"name", "code", "acronym", "id"}:
                continue
            return span
    return None


def _slot_swap(base: str, fragment: str) -> tuple[Span, str] | None:
    """The span of `base` a name in `fragment` stands in for, and that name as written."""
    for new in entity_spans(fragment):
        if new.kind in {"name", "acronym", "id"}:
            continue
        old = _same_slot(base, new)
        if old is not None:
            entry = lookup(new.text)
            return old, new.text if entry is None or new.text[0].isupper() else entry.canonical
    return None


def _replace_slot(base: str, fragment: str) -> str | None:
    swap = _slot_swap(base, fragment)
    if swap is None:
        return None
    old, name = swap
    return base[: old.start] + name + base[old.end :]


def _resolve_ellipsis(question: str, thread: Thread, cue: Cue) -> str:
    ex = thread.last
    rest = cue.data.get("rest", question).strip(" ?.!")
    base = _base(ex)
    swap = _slot_swap(base, rest)
    if swap is not None:
        old, name = swap
        if len(ex.options) >= 2 and old.canonical in ex.options and not re.match(r"(?i)same\b", cue.data.get("marker", "")):
            # "and GraphQL?" after "gRPC and REST" adds an option to the comparison rather than replacing one.
            joiner = " vs " if re.search(r"\bvs\.?\s", base, re.I) else ", "
            return _finish(base[: old.end] + joiner + name + base[old.end :], "?")
        return _finish(base[: old.start] + name + base[old.end :], "?")
    rest = _canonicalise(rest, thread)
    # The marker's own preposition or condition carries over: "and if it needs X" -> "<base> if it needs X".
    link = re.search(r"\b(for|with|in|on|if)\s*$", cue.data.get("marker", ""), re.I)
    if link:
        rest = f"{link.group(1).lower()} {rest}"
    if rest and re.match(rf"(?i)(?:{_CONTINUATION})\b", rest):
        return _finish(f"{base} {rest}", "?")
    if rest:
        return _finish(f"{base}, and what about {rest}", "?")
    return _finish(f"{base}: {question.strip().rstrip('?.! ')}", "?")


def _resolve_correction(question: str, thread: Thread) -> str:
    body = _CORRECTION_LEAD.sub("", question).strip()
    ex = next((e for e in reversed(thread.exchanges) if not _CORRECTION_LEAD.match(e.question)), thread.last)
    if m0 := _NOT_Y.match(body):
        # Correct the request that actually said the thing being replaced.
        y0 = m0.group("y").strip().lower()
        ex = next((e for e in reversed(thread.exchanges) if y0 in e.question.lower()), ex)
    base = _base(ex)
    if m := _NOT_Y.match(body):
        x = re.sub(r"^(?:i mean?t|it'?s|we'?re on|we are on|we use|i'?m on)\s+(?:a\s+|an\s+|the\s+|for\s+(?:a\s+|an\s+)?)?", "", m.group("x").strip(), flags=re.I)
        y = m.group("y").strip()
        hit = re.search(rf"(?i)\b(?:[\w-]+\s+)?{re.escape(y)}\b", base)
        if hit:
            target = hit.group(0) if (lookup(hit.group(0)) and lookup(hit.group(0)) == lookup(y)) else y
            i = base.lower().find(target.lower())
            return _finish(base[:i] + x + base[i + len(target):], "?")
        swapped = _replace_slot(base, x)
        if swapped:
            return _finish(swapped, "?")
    m2 = _I_MEANT.search(body) or _ITS_X.search(body)
    if m2:
        swapped = _replace_slot(base, m2.group("x"))
        if swapped:
            return _finish(swapped, "?")
    return _finish(f"{base}, specifically: {body.strip(' .!')}", "?")


def _far_target(question: str, thread: Thread) -> Exchange:
    ql = question.lower()
    if re.search(r"\b(?:first|original|initial|start|beginning)\b", ql):
        return thread.exchanges[0]
    m = re.search(r"\bback to (?:the |your )?([\w .-]+?) (?:question|answer|one|thing|part)\b", ql)
    if m:
        want = _stems(m.group(1))
        for ex in reversed(thread.exchanges):
            if want & _stems(ex.standalone):
                return ex
    return thread.exchanges[-2] if len(thread.exchanges) > 1 else thread.last


def _resolve_far(question: str, thread: Thread, cue: Cue, pro: list[Cue]) -> str:
    target = _far_target(question, thread)
    m: re.Match[str] = cue.data["match"]
    # "back to the first thing you compared — does atlas do change streams?"
    rest = question[m.end():]
    rest = re.sub(r"^[^—–:,-]*[—–:,-]\s*", "", rest) if re.search(r"[—–:,-]", rest[:40]) else rest
    rest = rest.strip() or question
    if rest == question or len(_terms(rest)) == 0:
        positions = [c for c in pro if c.kind == "position"]
        if positions:
            return _resolve_position(question, Thread([target]), positions[0])
        return _with_context(question, target)
    sub = Thread([target])
    inner = _deterministic(rest, sub)
    out = inner.standalone if inner.is_followup else _canonicalise(rest, thread)
    return _finish(out, question)


def _resolve_elaboration(question: str, thread: Thread, cue: Cue | None) -> str:
    ex = thread.last
    focus = cue.data.get("focus") if cue else None
    if cue is not None and cue.kind == "elaboration" and focus is None and _ELAB_ONLY.match(question):
        if re.match(r"(?i)\s*(?:why|how so|how come)", question):
            return _finish(f"Why: {_base(ex)}", "?")
        return _finish(f"Explain in more detail: {_base(ex)}", "?")
    text = _canonicalise(question, thread)
    if focus and cue is not None and cue.data.get("request"):
        # "go deeper on the lua part" is a request about a slot of the last topic: say which topic.
        focus = _canonicalise(focus.strip(" ?.!"), thread)
        names = _topic(ex, focus)
        topic = f" for {' and '.join(names)}" if names else f", in the context of: {_base(ex)}"
        return _finish(f"Explain {focus} in more detail{topic}", question)
    if text != question:
        return _finish(text, question)
    return _with_context(question, ex)


def _rewrite(question: str, thread: Thread, pro: list[Cue], kind: str) -> str:
    by_kind = {c.kind: c for c in reversed(pro)}
    if kind == "far_reference":
        return _resolve_far(question, thread, by_kind["far_reference"], pro)
    if kind == "identifier":
        return _resolve_identifier(question, thread, by_kind["identifier"])
    if kind == "position":
        return _resolve_position(question, thread, by_kind["position"])
    if kind == "correction":
        return _resolve_correction(question, thread)
    if kind == "ellipsis":
        return _resolve_ellipsis(question, thread, by_kind["ellipsis"])
    if kind == "pronoun":
        return _resolve_pronoun(question, thread, by_kind["pronoun"])
    return _resolve_elaboration(question, thread, by_kind.get("elaboration"))


def decide_history(question: str, history: list[dict[str, Any]]) -> FollowupDecision:
    """The deterministic decision from plain `{"role", "content"}` history."""
    return _deterministic(question, thread_from_history(history))


# --- model tier -----------------------------------------------------------------------


class StructuredLLM(Protocol):
    async def structured(self, messages: list[dict[str, Any]], model_cls: type[BaseModel], usage: Usage) -> BaseModel: ...


class ModelJudgement(BaseModel):
    """What the model must answer; anything else is rejected."""

    is_followup: bool
    confidence: float = Field(ge=0.0, le=1.0)
    standalone: str = Field(min_length=3, max_length=600)
    referents: list[str] = Field(default_factory=list, max_length=8)
    reasoning: str = Field(default="", max_length=600)

    @field_validator("standalone")
    @classmethod
    def _one_line(cls, value: str) -> str:
        value = " ".join(value.split())
        if not value:
            raise ValueError("empty standalone question")
        return value


_SYSTEM = (
    "You decide whether a user's new message in a research thread depends on earlier turns, and rewrite it "
    "as a standalone question. A question is a follow-up only if it cannot be answered correctly without "
    "the thread (unresolved pronouns, positions like 'the 2nd one', ellipsis like 'and for Postgres?', "
    "corrections, requests to elaborate, IDs from earlier answers). A question that names its own subject "
    "in full is NOT a follow-up, even in the same domain. Answer with JSON only: "
    '{"is_followup": bool, "confidence": 0..1, "standalone": str, "referents": [str], "reasoning": str}. '
    "For a non-follow-up, standalone is the question unchanged."
)


def _thread_prompt(thread: Thread, question: str) -> str:
    parts = []
    for i, ex in enumerate(thread.exchanges[-3:], 1):
        parts.append(f"Q{i}: {ex.standalone}\nA{i}: {truncate(ex.answer, 700)}")
        if ex.citations:
            parts.append("Sources: " + "; ".join(f"[{n}] {t}" for n, t in sorted(ex.citations.items())[:8]))
    parts.append(f"New message: {question}")
    return "\n\n".join(parts)


class FollowupDetector:
    def __init__(self, settings: Settings, llm: StructuredLLM | None = None) -> None:
        self.settings = settings
        self.llm = llm

    async def decide(self, question: str, session: Session) -> FollowupDecision:
        thread = thread_from_session(session)
        if not thread.exchanges:
            return FollowupDecision.standalone_question(question)
        decision = _deterministic(question, thread)
        low, high = MODEL_BAND
        if self.llm is None or not (low <= decision.score <= high):
            return decision
        return await self._ask_model(question, thread, decision)

    async def _ask_model(self, question: str, thread: Thread, fallback: FollowupDecision) -> FollowupDecision:
        usage = Usage()
        messages = [
            {"role": "system", "content": _SYSTEM},
            {"role": "user", "content": _thread_prompt(thread, question)},
        ]
        try:
            raw = await self.llm.structured(messages, ModelJudgement, usage)  # type: ignore[union-attr]
            judgement = raw if isinstance(raw, ModelJudgement) else ModelJudgement.model_validate(
                raw.model_dump() if isinstance(raw, BaseModel) else json.loads(str(raw))
            )
        except (ValidationError, ValueError, TypeError) as exc:
            log.warning("followup.model_invalid error=%s", type(exc).__name__)
            return fallback.model_copy(update={"reasoning": f"{fallback.reasoning} (model answer was invalid)", "usage": usage})
        except Exception as exc:  # noqa: BLE001 - the model tier is optional; the deterministic answer stands
            log.warning("followup.model_failed error=%s", type(exc).__name__)
            return fallback.model_copy(update={"reasoning": f"{fallback.reasoning} (model unavailable)", "usage": usage})
        standalone = judgement.standalone if judgement.is_followup else question
        return FollowupDecision(
            is_followup=judgement.is_followup,
            confidence=judgement.confidence,
            reasoning=judgement.reasoning or "decided by the model",
            referents=judgement.referents,
            standalone=standalone,
            tier="model",
            kind=fallback.kind if judgement.is_followup else None,
            score=fallback.score,
            usage=usage,
        )

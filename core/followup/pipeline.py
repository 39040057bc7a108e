"""The offline follow-up decision for one message: cues, features, calibrated score, rewrite."""

from __future__ import annotations

import logging
import re
from typing import Any

from core.followup.cues import STRONG_KINDS, Cue, evidence, primary_kind, shift_body
from core.followup.decision import FollowupDecision
from core.followup.features import features
from core.followup.model import FollowupModel, active
from core.followup.prose import prose
from core.followup.rewrite import placed, polished, rewrite, rewrite_fallback, tidied, titled, unadorned
from core.followup.thread import Thread, thread_from_history

log = logging.getLogger("core.followup")

# Feature names a reader understands, for the decision's `reasoning`.
_PLAIN = {
    "has_answer": "whether the thread holds an answer",
    "novel_terms": "new subject words",
    "known_share": "subject words already in the thread",
    "new_names": "names not in the thread",
    "subjectless": "no subject of its own",
    "overlap_thread": "word overlap with the thread",
    "embed_max": "similarity to earlier turns",
    "embed_last": "similarity to the last question",
    "topic_shift": "announces a new topic",
    "reply_opener": "opens as a reply (thanks, yes, sorry, ...)",
    "request_verb": "a request in the imperative, its object unsaid (add ..., use ...)",
    "continues": "opens by carrying on (changed ..., LGTM, this is because ...)",
    "generic_claim": "a claim about how things are, in the present",
}


def _reasoning(pro: list[Cue], con: list[Cue], model: FollowupModel, x: list[float], p: float) -> str:
    parts = [c.why for c in pro if c.why] + [f"against: {c.why}" for c in con if c.why]
    top = [(n, v) for n, v in model.contributions(x)[:4] if abs(v) >= 0.3 and n in _PLAIN]
    parts += [f"{'for' if v > 0 else 'against'}: {_PLAIN[n]}" for n, v in top]
    summary = f"follow-up probability {p:.2f}"
    return "; ".join([summary, *parts]) if parts else f"{summary}; nothing in the question points back to the thread"


# Explicit forms whose label follows from its definition in docs/labelling.md, and which
# are too rare in real threads for a weight to be learned: a position in a list, what
# "you listed", an ID from an answer, a reach back past the last answer, a corrected
# slot, "go deeper on the X part" about a part of the thread, a prepositional fragment
# ("what about on Windows?") — none can be answered without the thread; a rejection followed by a complete new request, or a declared new
# topic ("different question: ...") followed by one, needs nothing from it. They bound
# the learned probability. A task handed to the assistant that names its own subject
# ("also, can you find the pricing of Amazon SQS?") is bounded below any threshold but
# inside the model tier's band: in the fitting rows such requests are few (7) and
# "can you"/"also" mostly continue a thread, so the rule says standalone and a
# configured model may still overrule it.
_DECISIVE_FOR = {
    "position": 0.85, "listed": 0.85, "identifier": 0.85, "far_reference": 0.85, "correction": 0.85, "elaboration": 0.85,
    "ellipsis": 0.9,
}
_DECISIVE_AGAINST = {"rejection": 0.15, "shift": 0.15, "task": 0.4}
# An issue's body after its title: with only the user's own turns before it, a message that
# opens on an issue template's mark — a heading, a bold label, a list bullet, or a label line
# ("Out of scope:") — goes on with what it was opened under ("## Description", "**Describe the
# bug**", "- Adds a `-u` flag ..."). Rare (about fifty studied rows, all but one follow-ups),
# so no weight carries it (tools/data/TUNING.md, ifu35). Read on the message as written:
# tidying drops the bullet and the line breaks.
_TEMPLATE_MARK = re.compile(
    r"\A\s*(?:#{1,6}[ \t]+\S|\*\*[^*\n]+\*\*|[-*+][ \t]+\S|[A-Za-z][\w'-]*(?:[ \t]+[\w'-]+){0,3}:[ \t]*\n)"
)
_TEMPLATE_BODY = 0.85


def opens_issue_body(question: str, thread: Thread) -> bool:
    """After only the user's own turns, `question` opens on an issue template's mark."""
    return not thread.has_answer and bool(_TEMPLATE_MARK.match(question))


def _bounded(p: float, pro: list[Cue], con: list[Cue], body: bool = False) -> float:
    if body:
        p = max(p, _TEMPLATE_BODY)
    for cue in pro:
        if cue.kind in _DECISIVE_FOR and cue.weight >= _DECISIVE_FOR[cue.kind]:
            p = max(p, cue.weight)
    for cue in con:
        if cue.kind in _DECISIVE_AGAINST:
            p = min(p, _DECISIVE_AGAINST[cue.kind])
    return p


def decide(question: str, thread: Thread, model: FollowupModel | None = None) -> FollowupDecision:
    """The offline decision against a thread (no model calls)."""
    if not thread.exchanges or not question.strip():
        return FollowupDecision.standalone_question(question)
    model = model or active()
    # Greetings, @mentions and thanks address people, not the subject: "@bob Hi, does it
    # run on ARM?" asks what "does it run on ARM?" asks ("bob" is no antecedent of "it").
    read = tidied(question)
    # Decided on its prose (`core.followup.prose`); rewritten whole.
    judged = prose(read)
    pro, con = evidence(judged, thread)
    x = features(judged, thread, pro, con, written=question)
    body = opens_issue_body(question, thread)
    p = round(_bounded(model.probability(x), pro, con, body), 4)
    is_followup = p >= model.threshold
    kind = (primary_kind(pro) or "ellipsis") if is_followup else None
    standalone = question
    referents: list[str] = []
    if is_followup:
        referents = list(dict.fromkeys(c.referent for c in pro if c.referent and c.kind in STRONG_KINDS | {"definite"}))
        # "Unrelated, but does it support TLS?" asks "does it support TLS?" of the thread.
        asked = unadorned(shift_body(read) or read)
        try:
            # The rewrite works on the whole message, so it takes the whole message's cues.
            cues = pro if judged == read else evidence(read, thread)[0]
            how = kind if judged == read else primary_kind(cues)
            standalone = rewrite(asked, thread, cues, how or "ellipsis")
        except Exception:  # noqa: BLE001 - a rewrite is a convenience; the question itself still works
            log.warning("followup.rewrite_failed", exc_info=True)
            standalone = rewrite_fallback(asked, thread)
        standalone = titled(placed(polished(standalone), thread), question, thread)
    return FollowupDecision(
        is_followup=is_followup,
        confidence=round(p if is_followup else 1.0 - p, 4),
        reasoning=_reasoning(pro, con, model, x, p) + ("; opens as the issue's body under its title" if body else ""),
        referents=referents,
        standalone=standalone,
        kind=kind,
        score=p,
    )


def resolver(model: FollowupModel | None = None):  # type: ignore[no-untyped-def]
    """Rewrites an earlier user turn with the same model, so its meaning carries forward."""

    def resolve(question: str, thread: Thread) -> str:
        return decide(question, thread, model).standalone

    return resolve


def decide_history(
    question: str, history: list[dict[str, Any]], model: FollowupModel | None = None, context: str = ""
) -> FollowupDecision:
    """The offline decision from plain `{"role", "content"}` history, held in `context`
    (a channel or thread title, a repository; empty when unknown)."""
    return decide(question, thread_from_history(history, resolver(model), context), model)

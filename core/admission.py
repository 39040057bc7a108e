"""Whether a message gets a turn: de-duplication, allowlists and rate limits.

Every surface asks here before it shows anything, so the rules are the same on
Slack, Discord and the console (as Bolt runs middleware before listeners):

1. **Once per message.** Platforms redeliver (Slack's retries, a Discord
   gateway resume) and one message can arrive as two events; the inbound
   message id is claimed in the session store, so with Redis only one replica
   answers it.
2. **Only where we talk.** A thread reply without a mention belongs to us only
   when the thread already has a session. An edited message is asked again only
   while nothing was asked after it in the thread; an edit of an older question
   would answer one the conversation has moved past. Small talk said in the
   thread without addressing the bot ("lol", "thanks") is answered only from
   someone who asked one of the thread's questions; anyone else was talking to
   the people there, and gets no reply.
3. **Allowlists** of workspaces, channels, users and roles, from the platform's
   settings.
4. **Rate limits** per user and per channel (a sliding one-minute window), counted only for research turns
   (report switches, sources and commands answer from the session for free).
   The counters live in the session store, so replicas on one Redis share them.
   When nothing between them can refuse (a new question, allowed everywhere), the
   claim and the counts are one store round trip.
"""

from __future__ import annotations

import logging
import time
from decimal import Decimal, InvalidOperation
from functools import cached_property
from typing import Literal

from pydantic import BaseModel, Field

from core import commands
from core.config import Settings
from core.models import Action, Inbound, Session, ThreadKey
from core.store import SessionStore, StoreUnavailable

log = logging.getLogger(__name__)

RefusalReason = Literal["duplicate", "not_ours", "chatter", "stale_edit", "place", "user", "role", "dm", "rate_user", "rate_channel"]

_TEXTS: dict[str, str] = {
    "place": "I'm not enabled here. Ask whoever runs me to add this channel to my allowlist.",
    "user": "Sorry, I'm only enabled for some people here. Ask whoever runs me to add you.",
    "role": "Sorry, only members with an allowed role can use me here.",
    "dm": "I only answer in the channels I'm set up for, not in direct messages.",
}


class Place(BaseModel):
    """Where a message was written, as the allowlists see it."""

    workspace: str = ""
    channels: list[str] = Field(default_factory=list, description="the channel and, in a thread, its parent")
    dm: bool = False
    roles: list[str] = Field(default_factory=list, description="the author's role ids and names")


class Policy(BaseModel):
    """A platform's allowlists (empty: everyone) and how it treats direct messages."""

    workspaces: list[str] = Field(default_factory=list)
    channels: list[str] = Field(default_factory=list)
    users: list[str] = Field(default_factory=list)
    roles: list[str] = Field(default_factory=list)
    dms_need_open_places: bool = Field(
        default=False, description="a DM has no workspace, channel or role to check, so any of those lists closes DMs"
    )
    quiet_outside_places: bool = Field(
        default=False, description="messages in places off the allowlist get no answer (interactions are always told)"
    )


class Limits(BaseModel):
    per_user: int = 10
    per_channel: int = 0
    dedupe_seconds: int = 3600
    window_seconds: int = 60

    @classmethod
    def from_settings(cls, settings: Settings, limited: bool = True) -> Limits:
        """The deployment's limits (`limited=False`: a terminal is not rate limited)."""
        return cls(
            per_user=settings.rate_limit_per_minute if limited else 0,
            per_channel=settings.rate_limit_channel_per_minute if limited else 0,
            dedupe_seconds=settings.event_dedupe_ttl_seconds,
        )


class AdmissionRequest(BaseModel):
    inbound: Inbound
    place: Place = Field(default_factory=Place)
    needs_session: bool = Field(default=False, description="a thread reply without a mention: ours only if we talk there")
    interactive: bool = Field(default=False, description="a slash command or button: refusals are always explained")
    edit_of: str | None = Field(
        default=None, description="an edited message: the id it was first sent with (its inbound id is `edited_id`)"
    )


class Decision(BaseModel):
    admitted: bool
    research: bool = False
    reason: RefusalReason | None = None
    message: str = ""
    notify: bool = False
    retry_after: float = 0.0
    stop: bool = Field(
        default=False, description="an admitted `stop` (the pipeline answers it before queueing), from the parse made here"
    )


def is_research(inbound: Inbound) -> bool:
    """Core's one answer to "will this turn research?", which is what limits count."""
    return _Said(inbound).researches


class _Said:
    """What the message's words are, each read at most once per admission: the checks below
    ask the same questions of one text (small talk, a bare "yes"), and each reading is a
    pass of regular expressions over it."""

    def __init__(self, inbound: Inbound) -> None:
        self.inbound = inbound

    @cached_property
    def action(self) -> Action | None:
        """The command the message is (a button's or slash command's, else the typed words')."""
        return self.inbound.action or commands.parse(self.inbound.text)

    @cached_property
    def smalltalk(self) -> bool:
        return commands.smalltalk(self.inbound.text) is not None

    @cached_property
    def consent(self) -> bool:
        """A bare "yes" (no command): it runs a plan waiting in the thread."""
        return self.action is None and commands.plan_consent(self.inbound.text)

    @cached_property
    def researches(self) -> bool:
        """Whether the words alone research (`is_research`)."""
        action = self.action
        if action is not None:
            # Making a plan and running one both research; editing or showing one does not.
            # So does asking, unless the question is missing ("/research" alone gets the help).
            asked = bool((action.question or "").strip())
            return (asked and action.command in ("plan", "ask")) or action.command in ("regenerate", "plan_run")
        text = self.inbound.text.strip()
        return bool(text) and not self.smalltalk and not commands.links_only(text)


class Admission:
    def __init__(self, store: SessionStore, policy: Policy, limits: Limits, llm_configured: bool = True) -> None:
        self.store = store
        self.policy = policy
        self.limits = limits
        # Without a model an answer can't be reworded ("simpler please"): said so, nothing researched.
        self.llm_configured = llm_configured

    @classmethod
    def from_settings(cls, store: SessionStore, policy: Policy, settings: Settings, limited: bool = True) -> Admission:
        """Admission for one surface: its allowlists, the deployment's limits (a terminal is
        not rate limited) and whether a model writes, counters in `store`."""
        return cls(store, policy, Limits.from_settings(settings, limited), llm_configured=settings.llm_configured)

    async def admit(self, request: AdmissionRequest) -> Decision:
        said = _Said(request.inbound)
        decision = await self._decide(request, said)
        decision.stop = decision.admitted and said.action is not None and said.action.command == "stop"
        return decision

    async def _decide(self, request: AdmissionRequest, said: _Said) -> Decision:
        inbound = request.inbound
        research = await self._researches(said)
        refusal = self._allowlists(request)
        checks = self._checks(inbound) if research else []
        chatter = _may_be_chatter(said)
        if (
            inbound.message_id and not request.needs_session and request.edit_of is None and refusal is None and checks
            and not chatter
        ):
            # Nothing between the claim and the count can refuse (the allowlists need no
            # store): one store trip for both, counting nothing for a duplicate.
            try:
                limited = await self._rate(inbound, checks, claim=self._seen(inbound))
            except StoreUnavailable:
                log.warning("admission.store_unavailable session=%s", inbound.thread.session_id)
                limited = None
            return limited or Decision(admitted=True, research=True)
        try:
            if inbound.message_id and not await self.store.claim(self._seen(inbound), self.limits.dedupe_seconds):
                return Decision(admitted=False, reason="duplicate")
            if request.needs_session or request.edit_of is not None or chatter:
                session = await self.store.load(inbound.thread)
                if request.needs_session and not session.turns:
                    return Decision(admitted=False, reason="not_ours")
                if request.edit_of is not None and not _latest_question(session, request.edit_of):
                    return Decision(admitted=False, reason="stale_edit")
                if chatter and not _asked_here(session, inbound.user):
                    return Decision(admitted=False, reason="chatter")
        except StoreUnavailable:
            # The turn itself tells the user the store is down; refusing here would be silent.
            log.warning("admission.store_unavailable session=%s", inbound.thread.session_id)
            return Decision(admitted=True, research=research)
        if refusal is not None:
            return refusal
        if checks:
            try:
                limited = await self._rate(inbound, checks)
            except StoreUnavailable:
                limited = None
            if limited is not None:
                return limited
        return Decision(admitted=True, research=research)

    async def plan_waits(self, key: ThreadKey, user: str) -> bool:
        """Whether a plan `user` may drop waits for `go` in the thread (read without its lock): their
        `stop` said while another person's turn holds the thread must still reach it, to drop the plan."""
        try:
            pending = (await self.store.load(key)).pending_plan
            return pending is not None and pending.whose(user)
        except StoreUnavailable:
            return True  # the turn itself tells the user the store is down

    async def _researches(self, said: _Said) -> bool:
        """`is_research`, with the thread read where the words alone can't tell: `regenerate` in
        a thread with no answer, or `go` with no plan waiting, is a line saying so (no research
        to open, queue or count); a bare "yes" while a plan waits runs it, else it is small talk;
        a message with no word to search researches only as a follow-up of the thread's answer."""
        inbound, action, consent = said.inbound, said.action, said.consent
        carry_on = action is not None and action.resize == "more"  # "continue" runs a waiting plan
        # "any idea?" has no word to search: only an answer (or plan) in the thread gives it one.
        wordless = (
            action is None and not consent and said.researches and not commands.has_search_words(inbound.text)
        )
        # "simpler please" without a model: after an answer, told answers quote the documents as written.
        reworded = action is None and not self.llm_configured and commands.reword_asked(inbound.text) is not None
        if not (consent or carry_on or wordless or reworded) and (
            action is None or action.command not in ("regenerate", "plan_run")
        ):
            return said.researches
        try:
            session = await self.store.load(inbound.thread)
        except StoreUnavailable:
            return not (consent or carry_on)
        if action is not None and action.command == "regenerate":
            return bool(session.analyses)
        if reworded:
            return not (session.analyses or session.dropped)
        if wordless:
            return bool(session.analyses or session.dropped or session.pending_plan)
        # Another person's plan is left to them: their colleague's "go" researches nothing.
        return session.pending_plan is not None and session.pending_plan.whose(inbound.user)

    def _allowlists(self, request: AdmissionRequest) -> Decision | None:
        policy, place, user = self.policy, request.place, request.inbound.user
        reason: RefusalReason | None = None
        if place.dm:
            if policy.dms_need_open_places and (policy.workspaces or policy.channels or policy.roles):
                reason = "dm"
        elif policy.workspaces and place.workspace not in policy.workspaces:
            reason = "place"
        elif policy.channels and not set(place.channels) & set(policy.channels):
            reason = "place"
        if reason is None and policy.users and user not in policy.users:
            reason = "user"
        if reason is None and policy.roles and not place.dm:
            allowed = {r.lower() for r in policy.roles}
            if not {r.lower() for r in place.roles} & allowed:
                reason = "role"
        if reason is None:
            return None
        quiet = reason == "place" and policy.quiet_outside_places and not request.interactive
        return Decision(admitted=False, reason=reason, message=_TEXTS[reason], notify=not quiet)

    def _checks(self, inbound: Inbound) -> list[tuple[RefusalReason, str, int]]:
        """The rate limits a research question counts against: (reason, counter, limit)."""
        key = inbound.thread
        checks: list[tuple[RefusalReason, str, int]] = [
            ("rate_user", f"rate:user:{key.platform}:{key.workspace}:{inbound.user}", self.limits.per_user),
            ("rate_channel", f"rate:channel:{key.platform}:{key.workspace}:{key.channel}", self.limits.per_channel),
        ]
        return [check for check in checks if check[2] > 0]

    async def _rate(
        self, inbound: Inbound, checks: list[tuple[RefusalReason, str, int]], claim: str | None = None
    ) -> Decision | None:
        """Count the question against each limit (one store round trip for all of
        them, and for the message's `claim` when given: a duplicate counts against none
        and is refused as one); a refused question counts against none."""
        # A sliding one-minute window: two fixed windows, the older one weighted by how
        # much of it still overlaps.
        span = self.limits.window_seconds
        window, into = divmod(time.time(), span)
        fraction = into / span
        names = [f"{name}:{int(window)}" for _, name, _ in checks]
        counts = await self.store.count_windows(
            [(current, f"{name}:{int(window) - 1}") for current, (_, name, _) in zip(names, checks, strict=True)],
            2 * span,
            claim=None if claim is None else (claim, self.limits.dedupe_seconds),
        )
        if counts is None:
            return Decision(admitted=False, reason="duplicate")
        for (reason, _, limit), (current, previous) in zip(checks, counts, strict=True):
            wait = _wait(current, previous, limit, fraction, span)
            if wait is None:
                continue
            for name in names:
                await self.store.incr(name, 2 * span, amount=-1)
            seconds = max(1, round(wait))
            # A DM's only asker is the user: its own limit is theirs to meet, never "this channel's".
            who = "You've" if reason == "rate_user" or inbound.dm else "This channel has"
            message = (
                f"{who} reached my limit of {limit} questions a minute. Please try again in about "
                f"{seconds} s; report lengths and sources still work meanwhile."
            )
            return Decision(admitted=False, reason=reason, message=message, notify=True, retry_after=wait)
        return None

    @staticmethod
    def _seen(inbound: Inbound) -> str:
        key = inbound.thread
        return f"seen:{key.platform}:{key.workspace}:{key.channel}:{inbound.message_id}"


def edited_id(message_id: str, revision: str) -> str:
    """The inbound id of an edit of `message_id`: one per revision, so a platform's
    retry of the same edit is still claimed once, while the next edit is new."""
    return f"{message_id}@{revision}"


def original_id(message_id: str) -> str:
    """The id a message was first sent with, given its own or an edit's (`edited_id`)."""
    return message_id.split("@", 1)[0]


def _may_be_chatter(said: _Said) -> bool:
    """Small talk said in the bot's thread without addressing it ("lol", "thanks", "ok",
    "lgtm"), or a bare "2" or "more": in a thread of several people it may be said to anyone. A mention (or, on
    Discord, a reply to the bot) addresses the bot; so does every message of a DM or the console."""
    inbound = said.inbound
    if inbound.origin != "thread" or inbound.action is not None:
        return False
    if said.action is not None:
        return commands.said_to_anyone(inbound.text)
    return said.smalltalk or said.consent


def _asked_here(session: Session, user: str) -> bool:
    """Whether `user` may be the one the thread answers: they asked one of its questions, or the
    thread does not know who asked some of them (stored before turns named their sayer). Their
    small talk is answered; anyone else's, unaddressed, is left to the people it was said to:
    the bot answered "lol" and "thanks" that colleagues said to each other, and a colleague's
    "lgtm" ran the plan waiting for the asker's `go`."""
    askers = [t.user for t in session.turns if t.role == "user"]
    return not askers or None in askers or user in askers


def _latest_question(session: Session, message_id: str) -> bool:
    """Whether nothing was asked in the thread after `message_id` (an edit of it asks again).

    Kept by the thread (its answer saved), it must be the last question kept. Not kept
    (refused as too long, a failure: nothing saved), every question kept must be older:
    ids that are numbers (Slack's ts, Discord's snowflakes) are in the order sent."""
    asked = [original_id(t.message_id or "") for t in session.turns if t.role == "user"]
    if message_id in asked:
        return asked[-1] == message_id
    sent = _number(message_id)
    return sent is not None and all((n := _number(a)) is not None and n < sent for a in asked)


def _number(message_id: str) -> Decimal | None:
    try:
        return Decimal(message_id)
    except InvalidOperation:
        return None


def _wait(current: int, previous: int, limit: int, fraction: float, span: float) -> float | None:
    """None when a question counted as the `current`-th of this window (`previous` in the
    last, `fraction` of this one gone) fits `limit`; otherwise the seconds until it would."""
    if previous * (1 - fraction) + current <= limit:
        return None
    before = current - 1
    if before < limit and previous:
        # Within this window, once enough of the previous one has slid out.
        needed = 1 - (limit - before - 1) / previous
        return max(0.0, needed - fraction) * span
    # In the next window, this one's count is the weighted part.
    needed_next = 1 - (limit - 1) / before if before else 0.0
    return (1 - fraction + max(0.0, needed_next)) * span

"""Data that crosses a boundary: platform -> core, core -> platform, core -> store."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, Literal
from urllib.parse import quote, unquote

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, computed_field, field_validator, model_validator

from core.ids import unique_hex
from core.question_types import QUESTION_TYPES, QuestionType  # noqa: F401 - re-exported

ReportKind = Literal["inline", "quick", "detailed"]
REPORT_KINDS: tuple[ReportKind, ...] = ("inline", "quick", "detailed")

Origin = Literal["mention", "dm", "thread", "slash", "button", "console"]
# extractive: no model configured; digest: a model is configured but the turn's
# time ran out (or no endpoint answered) before it wrote, so the sources are quoted.
AnswerMode = Literal["extractive", "model", "digest"]


def utcnow() -> datetime:
    return datetime.now(UTC)


class ThreadKey(BaseModel):
    """Where a conversation lives: one platform thread is one session."""

    model_config = ConfigDict(frozen=True)

    platform: str
    workspace: str = ""
    channel: str = ""
    thread: str

    @property
    def session_id(self) -> str:
        # Quoting keeps ids unambiguous even for user-chosen console thread
        # names containing ":"; platform ids pass through unchanged.
        return ":".join(quote(p, safe="") for p in (self.platform, self.workspace, self.channel, self.thread))

    @classmethod
    def from_session_id(cls, session_id: str) -> ThreadKey:
        """The key a `session_id` names (as logs and `research-bot` commands show it)."""
        parts = session_id.split(":")
        if len(parts) != 4 or not parts[0] or not parts[3]:
            raise ValueError(f"not a session id (platform:workspace:channel:thread): {session_id!r}")
        platform, workspace, channel, thread = (unquote(p) for p in parts)
        return cls(platform=platform, workspace=workspace, channel=channel, thread=thread)


class PlanEdit(BaseModel):
    """A change to a pending research plan, said in words ("drop step 3",
    "step 2: use arxiv instead", "add a step about pricing")."""

    op: Literal["drop", "tool", "question", "add"]
    steps: list[int] = Field(default_factory=list, description="1-based step numbers the edit applies to")
    tool: str | None = Field(default=None, description="a source name as the user said it")
    text: str | None = Field(default=None, description="the new or added sub-question")


# Invisible format characters no one means to type (zero-width space, word joiner, BOM, soft
# hyphen, invisible operators): pasted or added by a mobile keyboard, they kept "help" from
# being a command. The joiners (ZWJ, ZWNJ) shape emoji and scripts: only dropped at a word's edge.
_INVISIBLE = re.compile(r"[\u00ad\u180e\u200b\u2060-\u2064\ufeff]|(?<!\S)[\u200c\u200d]+|[\u200c\u200d]+(?!\S)")


def readable(text: str) -> str:
    """A message without what no one types and some readers cannot take: half of a surrogate
    pair (an emoji a client cut in two; the tokenizers refuse the text), control characters
    (a NUL inside a word kept it from matching anything), terminal escapes (a pasted log)
    and invisible format characters."""
    # Imported here: core.printable reads Citation from this module.
    from core.printable import printable

    return _INVISIBLE.sub("", printable(text))


class Action(BaseModel):
    """A structured command from a button, a slash command or a menu.

    `{"report": "detailed", "analysis": 0}` switches report length;
    `{"source": 2}` opens a source; `{"command": "reset"}` and so on. The
    command is inferred from the fields given when not named. `plan` shows the
    research plan for `question` without running it; `plan_run` runs the
    thread's pending plan; `plan_edit` changes it.
    """

    command: (
        Literal[
            "report", "sources", "source", "reset", "help", "regenerate", "ask", "feedback",
            "plan", "plan_run", "plan_edit", "config", "trace", "export", "stop", "coverage",
            "formats", "memory", "model", "join", "data", "recap", "languages", "self", "usage", "above",
        ]
        | None
    ) = None
    report: ReportKind | None = None
    analysis: int | None = Field(
        default=None,
        description="the thread's answer, 0 = its first ever (trimmed ones keep their numbers); negative counts back "
        "from the newest",
    )
    answer_id: str | None = Field(
        default=None,
        max_length=64,
        description="a button's: the id (`Analysis.id`) of the answer it was made for, so a button from before a "
        "reset never acts on the new thread's answer of the same number; absent on older buttons",
    )
    resize: Literal["shorter", "longer", "more"] | None = Field(
        default=None,
        description="typed 'make it shorter' / 'longer': the report one length from the one shown; "
        "'more' / 'continue': longer, and at the full report a line saying so",
    )
    # None, not False, when unset: buttons serialise without None fields and stay as short as before.
    answer_zero: bool | None = Field(
        default=None, description="typed 'answer 0': answers count from 1, so it names none and is answered so"
    )
    source: int | None = Field(default=None, description="citation number, 1-based")
    more: list[int] | None = Field(
        default=None, description="typed 'open 1 and 3', 'sources 1-3': the citation numbers shown after `source`"
    )
    question: str | None = None
    feedback: Literal["up", "down"] | None = None
    edit: PlanEdit | None = None
    setting: str | None = Field(default=None, description="config: the channel setting to change, e.g. sources")
    value: str | None = Field(default=None, description="config: its new value; empty clears it")
    format: str | None = Field(
        default=None, description="export: the file format (md, html, pdf, docx); an unknown one is answered with usage. "
        "formats: the one asked about, as said ('pdfs', 'word documents')"
    )

    @field_validator("question")
    @classmethod
    def _readable_question(cls, question: str | None) -> str | None:
        return None if question is None else readable(question)

    @model_validator(mode="after")
    def _infer_command(self) -> Action:
        if self.command is None:
            if self.edit is not None:
                self.command = "plan_edit"
            elif self.report is not None:
                self.command = "report"
            elif self.source is not None:
                self.command = "source"
            elif self.feedback is not None:
                self.command = "feedback"
            elif self.question is not None:
                self.command = "ask"
            else:
                raise ValueError("an action needs a command or one of report/source/feedback/question")
        return self


class Inbound(BaseModel):
    """One user message (or button press) in a thread."""

    thread: ThreadKey
    user: str
    text: str = ""
    origin: Origin = "console"
    action: Action | None = None
    message_id: str | None = None
    is_admin: bool = Field(default=False, description="the platform says this user may change channel settings")
    dm: bool = Field(default=False, description="said in a direct message with the bot, where every message is said to it")
    attachments: list[str] = Field(default_factory=list, description="names of files sent with it, which are not read")

    @field_validator("text")
    @classmethod
    def _trimmed(cls, text: str) -> str:
        # Zero-width characters (pasted, or added by a mobile keyboard) around a message
        # would make an empty one a question and `help` no command.
        return readable(text).strip()


class Citation(BaseModel):
    number: int
    title: str
    url: str | None = None
    path: str | None = None
    snippet: str = ""
    source: str = ""
    heading: str | None = None

    @property
    def location(self) -> str:
        return self.url or self.path or ""


class ReportSet(BaseModel):
    inline: str
    quick: str
    detailed: str

    def get(self, kind: ReportKind) -> str:
        return getattr(self, kind)


class Usage(BaseModel):
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    tool_calls: int = 0

    def add(self, other: Usage) -> None:
        self.llm_calls += other.llm_calls
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.cost_usd += other.cost_usd
        self.tool_calls += other.tool_calls


class JudgeScores(BaseModel):
    """A model judge's rubric scores for a drafted report, 1 (poor) to 5 (excellent)."""

    relevance: int = Field(ge=1, le=5, description="answers the question that was asked")
    coverage: int = Field(ge=1, le=5, description="covers every part of the plan / question")
    citation_support: int = Field(ge=1, le=5, description="cited sources support the sentences citing them")
    structure: int = Field(ge=1, le=5, description="the type's sections, readable, no padding")
    rationale: str = ""
    problems: list[str] = Field(default_factory=list)
    attempt: int = Field(default=1, description="which draft was judged (2 = the rewrite)")

    @computed_field  # type: ignore[prop-decorator]
    @property
    def overall(self) -> float:
        """The mean score on a 0-1 scale."""
        return round((self.relevance + self.coverage + self.citation_support + self.structure - 4) / 16, 3)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def approved(self) -> bool:
        """No criterion below 3 (acceptable) and a mean of at least 3.5."""
        scores = (self.relevance, self.coverage, self.citation_support, self.structure)
        return min(scores) >= 3 and sum(scores) >= 14


class Quality(BaseModel):
    score: float = 0.0
    passed: bool = False
    issues: list[str] = Field(default_factory=list)
    checks: dict[str, Any] = Field(default_factory=dict)
    attempts: int = 1
    judge: JudgeScores | None = None


TaskState = Literal["pending", "in_progress", "complete", "error"]


class PlanStep(BaseModel):
    """One step of a research plan: a sub-question, the tool that answers it and why."""

    id: int
    question: str
    tool: str
    query: str = Field(description="the words sent to the tool")
    why: str = ""
    after: list[int] = Field(default_factory=list, description="ids of steps this one builds on")
    state: TaskState = "pending"
    found: int = Field(default=0, description="new relevant sources the step returned")
    note: str = ""


class Route(BaseModel):
    """Whether a question is researched with an explicit plan, and why."""

    planned: bool
    reason: str
    parts: list[str] = Field(default_factory=list, description="the separate asks found in the question")


class Plan(BaseModel):
    question: str
    reason: str = ""
    steps: list[PlanStep] = Field(default_factory=list)
    tools: list[str] = Field(default_factory=list, description="tools a step may use")
    origin: Literal["model", "rules", "user"] = "model"
    replans: int = 0

    def tasks(self) -> list[TaskProgress]:
        return [
            TaskProgress(id=str(s.id), title=s.question, state=s.state, detail=s.note or f"{s.tool}: {s.query}")
            for s in self.steps
        ]


class PendingPlan(BaseModel):
    """A plan shown with "plan only", waiting in the session for "go" or an edit."""

    plan: Plan
    question: str
    standalone: str
    question_type: QuestionType = "general"
    secondary_types: list[QuestionType] = Field(default_factory=list)
    confidence: float = 0.0
    is_followup: bool = False
    entities: list[str] = Field(default_factory=list)
    created: datetime = Field(default_factory=utcnow)
    user: str | None = Field(
        default=None, description="who asked for the plan: only they run, edit or drop it (None: not known)"
    )

    def whose(self, user: str) -> bool:
        """Whether `user` may run, edit or drop the plan: they asked for it, or the plan does not say who did."""
        return self.user is None or self.user == user


class Feedback(BaseModel):
    user: str
    value: Literal["up", "down"]
    at: datetime = Field(default_factory=utcnow)


class Analysis(BaseModel):
    """One researched answer, kept in the session for switching and follow-ups."""

    question: str
    standalone_question: str
    question_type: QuestionType = "general"
    secondary_types: list[QuestionType] = Field(default_factory=list)
    reports: ReportSet
    citations: list[Citation] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    # What follow-ups may point back to (`core.extract.with_context` fills them; the topics `with_topics`).
    entities: list[str] = Field(default_factory=list)
    topics: list[str] = Field(default_factory=list)
    identifiers: dict[str, list[str]] = Field(default_factory=dict)
    summary: str = ""
    context_extracted: bool = Field(
        default=True,
        description="entities, identifiers and summary are filled; an answer leaves them to its first "
        "reader (a follow-up, a topic look-up, the model's memory), since most answers never get one",
    )
    topics_pending: bool = Field(
        default=False,
        description="the context was extracted but not the topics, left to their only reader (a topic look-up); "
        "an answer extracted before this field holds its topics",
    )
    quality: Quality = Field(default_factory=Quality)
    usage: Usage = Field(default_factory=Usage)
    mode: AnswerMode = "extractive"
    route: Route | None = None
    plan: Plan | None = None
    feedback: list[Feedback] = Field(default_factory=list)
    created: datetime = Field(default_factory=utcnow)
    id: str = Field(default_factory=lambda: unique_hex()[:16], description="stable across trims: names its trace")
    # The length last shown: `sources` and `open n` use that report's numbering.
    shown: ReportKind | None = None

    @property
    def researched(self) -> str:
        """The question as researched: for a follow-up its standalone form, which says what
        "it" was ("How do I migrate from AWS Lambda to Amazon ECS?", not "how do I migrate from
        it?"), so a file or a sources list read outside the thread still names its subject."""
        return self.standalone_question or self.question


class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str
    at: datetime = Field(default_factory=utcnow)
    analysis: int | None = None
    message_id: str | None = Field(
        default=None, description="the inbound message a user turn answered, so a redelivered event is not answered twice"
    )
    reply_kind: str | None = Field(default=None, description="an assistant turn's Reply kind, for replaying it")
    user: str | None = Field(
        default=None, description="who said a user turn, so small talk from others in the thread is theirs (None: not known)"
    )


class Session(BaseModel):
    key: ThreadKey
    turns: list[Turn] = Field(default_factory=list)
    analyses: list[Analysis] = Field(default_factory=list)
    pending_plan: PendingPlan | None = None
    # Answers trimmed from the front (`SESSION_MAX_ANALYSES`): `analyses[i]` is the thread's answer
    # `dropped + i`, so "the first answer" and an old message's buttons keep meaning the same answer.
    # A session stored before this field reads 0: numbered from its oldest kept answer, as it was then.
    dropped: int = Field(default=0, ge=0, description="answers trimmed away from the start of the thread")
    # After "answer 1", "make it shorter" and "sources" acted on the newest answer, not the one shown.
    viewing: str | None = Field(
        default=None,
        description="the id of an earlier answer a report command named and showed: commands naming no answer "
        "act on it until the next answer (None: the newest)",
    )
    updated: datetime = Field(default_factory=utcnow)
    # The stored revision this copy was loaded at (0: nothing stored). Stores
    # set it on load and save, and refuse a save whose revision is stale.
    _revision: int = PrivateAttr(default=0)

    @property
    def latest(self) -> Analysis | None:
        return self.analyses[-1] if self.analyses else None

    def position(self, index: int) -> int:
        """The thread-wide number (0 = its first answer) of `analyses[index]`."""
        return self.dropped + index

    @property
    def revision(self) -> int:
        return self._revision

    def mark_stored(self, revision: int) -> None:
        """For stores: this copy now matches the stored revision `revision`."""
        self._revision = revision

    def __eq__(self, other: object) -> bool:
        # The revision is store bookkeeping, not content: two copies of one
        # conversation are equal whatever revision each was loaded at.
        if not isinstance(other, Session):
            return NotImplemented
        return self.__dict__ == other.__dict__

    __hash__ = None  # type: ignore[assignment]


SurfaceKind = Literal["thread", "assistant", "dm", "channel", "interaction", "console"]


class DeliveryTarget(BaseModel):
    """Where one turn's reply goes: plain data, so the turn can be answered and
    delivered by another process (a `research-bot worker`), which builds the
    platform's surface from this alone."""

    platform: str
    workspace: str = ""
    channel: str
    thread: str | None = Field(default=None, description="Slack thread_ts; Discord thread or DM channel id")
    user: str = Field(description="who asked: private notes go to them")
    kind: SurfaceKind = "thread"
    reply_to: str | None = Field(default=None, description="the user's message: reacted to (Slack), replied to (Discord)")
    event_id: str | None = Field(default=None, description="the inbound event's id, for idempotent delivery")
    placeholder: str | None = Field(default=None, description="the message showing progress, edited into the reply")
    replace: str | None = Field(default=None, description="a message the reply rewrites in place (a report switch)")
    token: str | None = Field(default=None, description="Discord interaction token or Slack response_url")
    title: str | None = Field(default=None, description="a thread title to set from the question, if the surface has titles")


ReplyKind = Literal["answer", "report", "sources", "source", "help", "info", "error", "smalltalk", "plan", "export"]


class ReplyMeta(BaseModel):
    question_type: QuestionType | None = None
    secondary_types: list[QuestionType] = Field(default_factory=list)
    is_followup: bool = False
    followup_confidence: float | None = None
    followup_reasoning: str | None = None
    standalone_question: str | None = None
    quality: Quality | None = None
    usage: Usage = Field(default_factory=Usage)
    elapsed_ms: float = 0.0
    mode: AnswerMode | None = None
    route: Route | None = None
    citation_precision: float | None = Field(
        default=None, description="share of checked (sentence, source) pairs the cited passage supports"
    )
    answer_id: str | None = Field(default=None, description="the stored answer's id (its trace and history entry)")
    researched: bool = Field(
        default=False, description="this turn researched (or planned): it goes into history; a command does not"
    )


class ChannelSettings(BaseModel):
    """What one channel's admins chose: where it may search, how long answers
    start, which model answers. Empty or None means the deployment's default."""

    sources: list[str] = Field(default_factory=list)
    corpora: list[str] = Field(default_factory=list)
    default_report: ReportKind | None = None
    model: str | None = None
    updated_by: str | None = None
    updated: datetime | None = None

    @property
    def restricted(self) -> bool:
        return bool(self.sources or self.corpora or self.model)


class ReplyFallback(BaseModel):
    """The short form of a reply, for surfaces that deliver the full text as a file."""

    markdown: str
    citations: list[Citation] = Field(default_factory=list)
    report_kind: ReportKind | None = None


class Attachment(BaseModel):
    """A file delivered with a reply in the thread (an exported report)."""

    # Replies cross processes as JSON (the job queue's mailbox): bytes travel as base64.
    model_config = ConfigDict(ser_json_bytes="base64", val_json_bytes="base64")

    filename: str
    mime: str
    content: bytes
    title: str = ""


class Reply(BaseModel):
    """What the core hands back to an adapter to render in the thread: everything
    delivery needs, so no adapter asks core a second time."""

    kind: ReplyKind = "answer"
    markdown: str
    citations: list[Citation] = Field(default_factory=list)
    report_kind: ReportKind | None = None
    available_reports: list[ReportKind] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    analysis_index: int | None = Field(
        default=None, description="the answer's thread-wide number (`Session.position`), which buttons carry"
    )
    ephemeral: bool = False
    fallback: ReplyFallback | None = Field(
        default=None, description="the quick report, shown when this report is delivered as a file"
    )
    metadata: ReplyMeta = Field(default_factory=ReplyMeta)
    attachment: Attachment | None = Field(default=None, description="a file to upload in the thread with the reply")


ProgressStage = Literal["queued", "planning", "searching", "reading", "writing", "validating", "done"]


class TaskProgress(BaseModel):
    """One step of a research plan as the user sees it (Slack renders these as
    plan/task progress when streaming, other surfaces as a checklist)."""

    id: str
    title: str
    state: TaskState = "pending"
    detail: str = ""


class ProgressEvent(BaseModel):
    """What the research is doing now. `queued` carries how many turns are ahead
    in `position`; `tasks`, when present, is the whole plan with each step's state."""

    stage: ProgressStage
    detail: str = ""
    query: str | None = None
    position: int | None = None
    tasks: list[TaskProgress] = Field(default_factory=list)

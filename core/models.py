"""Data that crosses a boundary: platform -> core, core -> platform, core -> store."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal
from urllib.parse import quote

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

ReportKind = Literal["inline", "quick", "detailed"]
REPORT_KINDS: tuple[ReportKind, ...] = ("inline", "quick", "detailed")

QuestionType = Literal[
    "comparison",
    "how_to",
    "deep_dive",
    "troubleshooting",
    "architecture",
    "pricing",
    "integration",
    "general",
]
QUESTION_TYPES: tuple[QuestionType, ...] = (
    "comparison",
    "how_to",
    "deep_dive",
    "troubleshooting",
    "architecture",
    "pricing",
    "integration",
    "general",
)

Origin = Literal["mention", "dm", "thread", "slash", "button", "console"]


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


class Action(BaseModel):
    """A structured command from a button, a slash command or a menu.

    `{"report": "detailed", "analysis": 0}` switches report length;
    `{"source": 2}` opens a source; `{"command": "reset"}` and so on. The
    command is inferred from the fields given when not named.
    """

    command: (
        Literal["report", "sources", "source", "reset", "help", "regenerate", "ask", "feedback"]
        | None
    ) = None
    report: ReportKind | None = None
    analysis: int | None = Field(default=None, description="index into the session's analyses; negative counts from the end")
    source: int | None = Field(default=None, description="citation number, 1-based")
    question: str | None = None
    feedback: Literal["up", "down"] | None = None

    @model_validator(mode="after")
    def _infer_command(self) -> Action:
        if self.command is None:
            if self.report is not None:
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


class Quality(BaseModel):
    score: float = 0.0
    passed: bool = False
    issues: list[str] = Field(default_factory=list)
    checks: dict[str, Any] = Field(default_factory=dict)
    attempts: int = 1


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
    entities: list[str] = Field(default_factory=list)
    topics: list[str] = Field(default_factory=list)
    identifiers: dict[str, list[str]] = Field(default_factory=dict)
    summary: str = ""
    quality: Quality = Field(default_factory=Quality)
    usage: Usage = Field(default_factory=Usage)
    mode: Literal["extractive", "model"] = "extractive"
    feedback: list[Feedback] = Field(default_factory=list)
    created: datetime = Field(default_factory=utcnow)


class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str
    at: datetime = Field(default_factory=utcnow)
    analysis: int | None = None
    message_id: str | None = Field(
        default=None, description="the inbound message a user turn answered, so a redelivered event is not answered twice"
    )


class Session(BaseModel):
    key: ThreadKey
    turns: list[Turn] = Field(default_factory=list)
    analyses: list[Analysis] = Field(default_factory=list)
    updated: datetime = Field(default_factory=utcnow)
    # The stored revision this copy was loaded at (0: nothing stored). Stores
    # set it on load and save, and refuse a save whose revision is stale.
    _revision: int = PrivateAttr(default=0)

    @property
    def latest(self) -> Analysis | None:
        return self.analyses[-1] if self.analyses else None

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


ReplyKind = Literal["answer", "report", "sources", "source", "help", "info", "error", "smalltalk"]


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
    mode: Literal["extractive", "model"] | None = None


class Reply(BaseModel):
    """What the core hands back to an adapter to render in the thread."""

    kind: ReplyKind = "answer"
    markdown: str
    citations: list[Citation] = Field(default_factory=list)
    report_kind: ReportKind | None = None
    available_reports: list[ReportKind] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    analysis_index: int | None = None
    ephemeral: bool = False
    metadata: ReplyMeta = Field(default_factory=ReplyMeta)


ProgressStage = Literal["queued", "planning", "searching", "reading", "writing", "validating", "done"]

TaskState = Literal["pending", "in_progress", "complete", "error"]


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

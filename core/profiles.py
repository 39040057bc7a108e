"""What each question type needs: how to research it, what the answer must contain."""

from __future__ import annotations

from pydantic import BaseModel, Field

from core.question_types import QuestionType


class Section(BaseModel):
    """A part the detailed report must have, and how a validator recognises it."""

    title: str
    # Any of these (lower-case) markers in the report shows the section is present;
    # "|table|" and "|numbered|" stand for a markdown table and a numbered list.
    markers: list[str]


class TypeProfile(BaseModel):
    type: QuestionType
    label: str
    strategy: str
    sections: list[Section]
    min_sources: int


class Classification(BaseModel):
    type: QuestionType
    confidence: float
    secondary: list[QuestionType] = Field(default_factory=list)
    scores: dict[str, float] = Field(default_factory=dict)

    @property
    def profile(self) -> TypeProfile:
        return PROFILES[self.type]


def _s(title: str, *markers: str) -> Section:
    return Section(title=title, markers=[title.lower(), *markers])


PROFILES: dict[QuestionType, TypeProfile] = {
    "comparison": TypeProfile(
        type="comparison",
        label="Comparison",
        strategy=(
            "Identify every option being compared. Research each option on its own "
            "(what it is, strengths, limits, cost model), then look for sources that "
            "contrast them directly. Finish with when to choose which."
        ),
        sections=[
            _s("Overview"),
            _s("Comparison table", "|table|"),
            _s("When to choose which", "when to use", "choose"),
            _s("Trade-offs", "trade-off", "tradeoff"),
        ],
        min_sources=2,
    ),
    "how_to": TypeProfile(
        type="how_to",
        label="How-to",
        strategy=(
            "Find the prerequisites, then the concrete steps in order with commands or "
            "code, then the common pitfalls and how to verify the result."
        ),
        sections=[
            _s("Prerequisites", "before you start", "requirements"),
            _s("Steps", "|numbered|", "step 1"),
            _s("Pitfalls", "pitfall", "gotcha", "common mistakes", "troubleshooting"),
        ],
        min_sources=2,
    ),
    "deep_dive": TypeProfile(
        type="deep_dive",
        label="Deep dive",
        strategy=(
            "Explain the concept from the ground up: what it is, how it works inside, "
            "the key mechanisms, and the consequences for people using it. Cover several "
            "independent sources."
        ),
        sections=[
            _s("What it is", "overview", "what is"),
            _s("How it works", "under the hood", "mechanism", "internals"),
            _s("Key points", "key details", "key concepts"),
        ],
        min_sources=3,
    ),
    "troubleshooting": TypeProfile(
        type="troubleshooting",
        label="Troubleshooting",
        strategy=(
            "Pin down the symptom (exact error text), search for its known causes, and "
            "for each cause the fix and how to confirm it. Prefer official docs and "
            "issue threads with accepted fixes."
        ),
        sections=[
            _s("Symptoms", "symptom", "error"),
            _s("Likely causes and fixes", "cause", "fix"),
            _s("How to verify", "verify", "confirm"),
        ],
        min_sources=2,
    ),
    "architecture": TypeProfile(
        type="architecture",
        label="Architecture",
        strategy=(
            "Gather the requirements implied by the question, research the established "
            "patterns and reference architectures that fit, and weigh them on "
            "scalability, reliability, operations and cost."
        ),
        sections=[
            _s("Requirements", "constraints", "context"),
            _s("Recommended design", "recommended", "pattern", "architecture"),
            _s("Trade-offs", "trade-off", "tradeoff", "considerations"),
        ],
        min_sources=3,
    ),
    "pricing": TypeProfile(
        type="pricing",
        label="Pricing",
        strategy=(
            "Find the pricing model and its dimensions (per request, per GB, per hour, "
            "tiers, free allowances), work an example if the question gives sizes, and "
            "list ways to reduce cost. Say when prices may have changed."
        ),
        sections=[
            _s("Pricing model", "price", "pricing", "cost"),
            _s("Cost drivers", "drivers", "billed", "charged"),
            _s("Ways to save", "save", "reduce", "optimi"),
        ],
        min_sources=2,
    ),
    "integration": TypeProfile(
        type="integration",
        label="Integration",
        strategy=(
            "Identify the systems to connect, find the supported integration points "
            "(APIs, SDKs, webhooks, connectors), the authentication each needs, and a "
            "working end-to-end flow with its failure modes."
        ),
        sections=[
            _s("Integration points", "api", "sdk", "webhook", "connector"),
            _s("Setup", "|numbered|", "configure", "step"),
            _s("Authentication", "auth", "credential", "token", "permission"),
        ],
        min_sources=2,
    ),
    "general": TypeProfile(
        type="general",
        label="General",
        strategy=(
            "Answer the question directly from the most authoritative sources found, "
            "then add the context a colleague would want next."
        ),
        sections=[_s("Answer", "summary", "overview"), _s("Details", "key points", "context")],
        min_sources=1,
    ),
}

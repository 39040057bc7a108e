"""Sample threads and sessions for the store tests."""

from __future__ import annotations

from datetime import UTC, datetime

from core.models import Analysis, Citation, Feedback, Quality, ReportSet, Session, ThreadKey, Turn, Usage


def key(thread: str = "1700000000.000100") -> ThreadKey:
    return ThreadKey(platform="slack", workspace="T1", channel="C1", thread=thread)


def full_session(thread_key: ThreadKey) -> Session:
    at = datetime(2026, 11, 2, 9, 30, tzinfo=UTC)
    analysis = Analysis(
        question="how does it compare to Cloud Run?",
        standalone_question="How does AWS Lambda compare to Google Cloud Run?",
        question_type="comparison",
        secondary_types=["pricing"],
        reports=ReportSet(inline="Lambda vs Run [1]", quick="## Quick\nShort [1][2]", detailed="## Detailed\nLong [1][2]"),
        citations=[
            Citation(number=1, title="Lambda docs", url="https://example.com/lambda", snippet="cold starts", source="web"),
            Citation(number=2, title="Run notes", path="docs/run.md", source="local", heading="Scaling"),
        ],
        suggestions=["What about pricing?"],
        entities=["AWS Lambda", "Cloud Run"],
        topics=["serverless"],
        identifiers={"services": ["lambda", "run"]},
        summary="Compared two serverless platforms.",
        quality=Quality(score=0.82, passed=True, issues=["one thin section"], checks={"citations": 2}, attempts=2),
        usage=Usage(llm_calls=3, prompt_tokens=1200, completion_tokens=450, cost_usd=0.0123, tool_calls=4),
        mode="model",
        feedback=[Feedback(user="U1", value="up", at=at)],
        created=at,
        id="sample-answer-1",
    )
    return Session(
        key=thread_key,
        turns=[
            Turn(role="user", content="how does it compare to Cloud Run?", at=at),
            Turn(role="assistant", content="Lambda vs Run [1]", at=at, analysis=0),
        ],
        analyses=[analysis],
        updated=at,
    )

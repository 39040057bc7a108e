"""`export` in a thread: understood as a command, answered from the session with a file, never researched."""

from __future__ import annotations

import io

import docx
import pytest

from core import commands
from core.admission import is_research
from core.assistant import Assistant
from core.config import Settings
from core.exports.document import slug
from core.followup import FollowupDetector
from core.models import Inbound, Reply, ReportSet, ThreadKey
from core.research.base import ResearchRequest, ResearchResult
from core.store.memory import MemoryStore

KEY = ThreadKey(platform="console", workspace="w", channel="c", thread="exports")


@pytest.mark.parametrize(
    ("text", "fmt", "kind", "analysis"),
    [
        ("export", None, None, None),
        ("Export PDF", "pdf", None, None),
        ("export the detailed report as docx", "docx", "detailed", None),
        ("download it as HTML please", "html", None, None),
        ("save as word", "docx", None, None),
        ("export the first answer to markdown", "md", None, 0),
        ("export quick .md", "md", "quick", None),
        ("export xlsx", "xlsx", None, None),
    ],
)
def test_export_requests_are_commands(text: str, fmt: str | None, kind: str | None, analysis: int | None) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == "export"
    assert (action.format, action.report, action.analysis) == (fmt, kind, analysis)


@pytest.mark.parametrize(
    "text",
    ["export a postgres table to csv", "how do I export data from Redis?", "exporting files from S3", "save it", "download redis"],
)
def test_questions_about_exporting_are_not_commands(text: str) -> None:
    action = commands.parse(text)
    assert action is None or action.command != "export"


class Echo:
    """Answers each question with itself, citing one source."""

    def __init__(self) -> None:
        self.calls = 0

    async def research(self, request: ResearchRequest, progress=None) -> ResearchResult:  # type: ignore[no-untyped-def]
        from core.models import Citation

        self.calls += 1
        q = request.question
        return ResearchResult(
            reports=ReportSet(inline=f"{q} in a line [1].", quick=f"{q}: quick [1].", detailed=f"## {q}\n\n{q}: detailed [1]."),
            citations=[Citation(number=1, title="Guide", url="https://docs.test/guide")],
        )


@pytest.fixture
def echo() -> Echo:
    return Echo()


@pytest.fixture
def assistant(offline_settings: Settings, echo: Echo) -> Assistant:
    return Assistant(offline_settings, MemoryStore(), echo, FollowupDetector(offline_settings, None))  # type: ignore[arg-type]


async def say(assistant: Assistant, text: str) -> Reply:
    return await assistant.handle(Inbound(thread=KEY, user="u1", text=text))


async def test_export_sends_the_report_last_shown_without_researching(assistant: Assistant, echo: Echo) -> None:
    await say(assistant, "What is Redis?")
    await say(assistant, "detailed summary")
    before = (await assistant.store.load(KEY)).model_dump()
    assert not is_research(Inbound(thread=KEY, user="u1", text="export docx"))

    reply = await say(assistant, "export docx")

    assert reply.kind == "export" and reply.report_kind == "detailed" and echo.calls == 1
    assert reply.metadata.usage.llm_calls == 0
    file = reply.attachment
    assert file is not None and file.filename == "what-is-redis-detailed.docx"
    assert file.filename in reply.markdown and "export pdf" in reply.markdown
    texts = [p.text for p in docx.Document(io.BytesIO(file.content)).paragraphs]
    assert "What is Redis?: detailed [1]." in texts and "1. Guide" in texts
    assert (await assistant.store.load(KEY)).model_dump() == before, "an export changes nothing in the thread"


async def test_plain_export_is_a_pdf_and_an_earlier_answer_can_be_chosen(assistant: Assistant) -> None:
    await say(assistant, "What is Redis?")
    await say(assistant, "What is Kafka?")
    latest = await say(assistant, "export")
    first = await say(assistant, "export the first answer as md")

    assert latest.attachment is not None and latest.attachment.content.startswith(b"%PDF-")
    assert latest.attachment.filename == "what-is-kafka-quick.pdf"
    assert first.attachment is not None and first.attachment.content.decode().startswith("# What is Redis?")


async def test_a_follow_up_is_exported_and_listed_under_the_question_it_researched(assistant: Assistant) -> None:
    await say(assistant, "What is Redis?")
    await say(assistant, "how do I install it?")
    answered = (await assistant.store.load(KEY)).analyses[-1]
    assert answered.question == "how do I install it?" and "redis" in answered.standalone_question.lower()

    exported = await say(assistant, "export md")
    file = exported.attachment
    sources = await say(assistant, "sources")

    assert file is not None and file.filename == f"{slug(answered.standalone_question)}-quick.md"
    assert file.content.decode().startswith(f"# {answered.standalone_question}\n")
    assert sources.markdown.startswith(f"Sources for _{answered.standalone_question}_:")
    assert f"report on _{answered.standalone_question}_" in exported.markdown


async def test_unknown_format_and_empty_thread_get_friendly_answers(assistant: Assistant) -> None:
    empty = await say(assistant, "export pdf")
    assert empty.kind == "info" and empty.attachment is None
    assert "no report in this thread to export yet" in empty.markdown

    await say(assistant, "What is Redis?")
    odd = await say(assistant, "export xlsx")
    assert odd.kind == "error" and odd.ephemeral and odd.attachment is None
    assert "`xlsx`" in odd.markdown and "`docx`" in odd.markdown
    missing = await say(assistant, "export the third answer as pdf")
    assert missing.kind == "error" and "no answer number 3" in missing.markdown


async def test_a_reply_with_a_file_survives_the_job_queues_json(assistant: Assistant) -> None:
    await say(assistant, "What is Redis?")
    reply = await say(assistant, "export pdf")
    assert reply.attachment is not None
    wire = reply.model_dump_json()
    assert Reply.model_validate_json(wire).attachment == reply.attachment


async def test_a_pdf_export_of_a_report_in_japanese_says_its_font_cannot_show_those_characters(
    assistant: Assistant,
) -> None:
    # The PDF's fonts have no CJK or emoji glyphs: those characters were left out of the page
    # with only a log line, and the thread was told nothing of the gaps in its file.
    await say(assistant, "PgBouncer の接続プールはどう設定しますか？ 🚀")
    reply = await say(assistant, "export pdf")
    assert reply.attachment is not None and reply.attachment.content.startswith(b"%PDF-")
    assert "can't draw" in reply.markdown and "`export docx`" in reply.markdown and "`export html`" in reply.markdown

    latin = await say(assistant, "Wie groß ist der Pool — Größe, ελληνικά, Привет?")
    assert latin.kind == "answer"
    plain = await say(assistant, "export pdf")
    assert plain.attachment is not None and "can't draw" not in plain.markdown, "DejaVu covers these scripts"


async def test_a_pdf_export_of_a_question_in_arabic_or_hebrew_says_that_text_reads_backwards(assistant: Assistant) -> None:
    # Without HarfBuzz fpdf2 draws right-to-left letters in memory order, unjoined: the
    # PDF's Arabic title read backwards and the thread was told nothing.
    await say(assistant, "كيف أضبط PgBouncer؟ ואיך עם Redis?")
    reply = await say(assistant, "export pdf")
    assert reply.attachment is not None and reply.attachment.content.startswith(b"%PDF-")
    assert "reads backwards" in reply.markdown and "`export docx`" in reply.markdown and "`export html`" in reply.markdown
    word = await say(assistant, "export docx")
    assert word.attachment is not None and "reads backwards" not in word.markdown

"""Per-channel settings: who may change them, and that a restricted channel's
answers only ever come from what it allows."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from tests.fakes.search_apis import SearxngFake

from core.assistant import Assistant
from core.channels import ConfigError, apply_change, enforce
from core.config import Settings
from core.factory import build_assistant
from core.followup import FollowupDetector
from core.models import Action, ChannelSettings, Citation, Inbound, ReportSet, ThreadKey
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult
from core.store.memory import MemoryStore

QUESTION = "How do I reduce AWS Lambda cold starts?"


def key(thread: str = "1.1", channel: str = "C1") -> ThreadKey:
    return ThreadKey(platform="slack", workspace="T1", channel=channel, thread=thread)


def config(setting: str | None = None, value: str | None = None, admin: bool = True, channel: str = "C1") -> Inbound:
    return Inbound(
        thread=key("", channel), user="U-admin" if admin else "U1", origin="slash",
        action=Action(command="config", setting=setting, value=value), is_admin=admin,
    )


def ask(text: str = QUESTION, thread: str = "1.1", channel: str = "C1") -> Inbound:
    return Inbound(thread=key(thread, channel), user="U1", text=text, message_id=thread)


def test_changes_are_validated_with_the_reason_given() -> None:
    sources, models = ["corpus", "web"], ["gpt-4o-mini"]
    start = ChannelSettings()
    changed = apply_change(start, Action(command="config", setting="sources", value="Web, corpus"), "U1", sources, models)
    assert changed.sources == ["web", "corpus"] and changed.updated_by == "U1"
    assert apply_change(changed, Action(command="config", setting="sources", value="all"), "U1", sources, models).sources == []
    with pytest.raises(ConfigError, match="Unknown source.*github.*This deployment has: corpus, web"):
        apply_change(start, Action(command="config", setting="sources", value="github"), "U1", sources, models)
    with pytest.raises(ConfigError, match="must be one of inline, quick, detailed"):
        apply_change(start, Action(command="config", setting="length", value="huge"), "U1", sources, models)
    with pytest.raises(ConfigError, match="not one of the models configured here"):
        apply_change(start, Action(command="config", setting="model", value="gpt-9"), "U1", sources, models)
    with pytest.raises(ConfigError, match="no model to pick"):
        apply_change(start, Action(command="config", setting="model", value="gpt-4o-mini"), "U1", sources, [])
    with pytest.raises(ConfigError, match="no channel setting `colour`"):
        apply_change(start, Action(command="config", setting="colour", value="red"), "U1", sources, models)
    assert not apply_change(changed, Action(command="config", setting="reset"), "U1", sources, models).restricted


@pytest.fixture
async def assistant(offline_settings: Settings, web: SearxngFake, tmp_path: Path) -> AsyncIterator[Assistant]:
    handbook = tmp_path / "handbook"
    handbook.mkdir()
    (handbook / "lambda-notes.md").write_text(
        "# Lambda notes\n\nOur team reduces AWS Lambda cold starts with provisioned concurrency on the checkout "
        "functions, and keeps packages small so cold starts stay short.\n"
    )
    settings = offline_settings.model_copy(
        update={"searxng_url": web.url, "corpus_paths": [str(handbook)], "corpus_db": tmp_path / "corpus.db"}
    )
    built = await build_assistant(settings)
    yield built
    await built.aclose()


async def test_only_admins_change_settings_and_everyone_can_see_them(assistant: Assistant) -> None:
    refused = await assistant.handle(config("sources", "corpus", admin=False))
    assert refused.kind == "error" and "admins" in refused.markdown
    assert not (await assistant.channels.get(key())).restricted

    saved = await assistant.handle(config("sources", "corpus"))
    assert saved.kind == "info" and "sources: corpus" in saved.markdown
    shown = await assistant.handle(config(admin=False))
    assert shown.ephemeral and "sources: corpus" in shown.markdown
    help_ = await assistant.handle(Inbound(thread=key("9.9"), user="U1", text="help"))
    assert "This channel's settings" in help_.markdown and "sources: corpus" in help_.markdown
    other = await assistant.handle(Inbound(thread=key("9.9", channel="C2"), user="U1", text="help"))
    assert "This channel's settings" not in other.markdown, "settings belong to one channel"


async def test_a_channel_limited_to_the_corpus_never_cites_the_web(assistant: Assistant, web: SearxngFake) -> None:
    open_answer = await assistant.handle(ask(thread="1.1", channel="C-open"))
    assert {c.source for c in open_answer.citations} >= {"web"}, "unrestricted, the web answers too"

    await assistant.handle(config("sources", "corpus"))
    searched_before = len(web.hits("/search"))
    restricted = await assistant.handle(ask(thread="2.2"))
    assert restricted.citations and {c.source for c in restricted.citations} == {"corpus"}
    assert len(web.hits("/search")) == searched_before, "the web was not even searched"


async def test_a_channel_limited_to_some_folders_cites_only_those(assistant: Assistant) -> None:
    await assistant.handle(config("corpora", "handbook"))
    answer = await assistant.handle(ask(thread="3.3"))
    local = [c for c in answer.citations if c.source == "corpus"]
    assert local and all((c.path or "").startswith("handbook/") for c in local), [c.path for c in local]
    assert not any((c.path or "").startswith("corpus/") for c in answer.citations), "the sample corpus is out"


async def test_a_channel_default_length_is_the_first_report_shown(assistant: Assistant) -> None:
    await assistant.handle(config("length", "detailed"))
    answer = await assistant.handle(ask(thread="4.4"))
    assert answer.kind == "answer" and answer.report_kind == "detailed"
    assert answer.fallback is not None and answer.fallback.report_kind == "quick", "the quick form rides along"


async def test_an_extractive_deployment_has_no_model_to_pick(assistant: Assistant) -> None:
    reply = await assistant.handle(config("model", "gpt-4o"))
    assert reply.kind == "error" and "no model to pick" in reply.markdown


class LeakyResearcher:
    """A researcher that cites a source the channel does not allow (a misbehaving tool)."""

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        text = "Provisioned concurrency removes cold starts [1]. A blog says to ping functions [2].\n\n```\nping [2]\n```"
        return ResearchResult(
            reports=ReportSet(inline="Use provisioned concurrency [1].", quick=text, detailed=text),
            citations=[
                Citation(number=1, title="Lambda notes", path="handbook/lambda-notes.md", source="corpus"),
                Citation(number=2, title="Some blog", url="https://blog.test/ping", source="web"),
            ],
        )


async def test_the_last_guard_drops_what_a_restricted_channel_does_not_allow(offline_settings: Settings) -> None:
    store = MemoryStore()
    assistant = Assistant(offline_settings, store, LeakyResearcher(), FollowupDetector(offline_settings, None))  # type: ignore[arg-type]
    await assistant.channels.put(key(), ChannelSettings(sources=["corpus"]))
    answer = await assistant.handle(ask())
    assert [c.number for c in answer.citations] == [1]
    assert "blog" not in answer.markdown.lower() and "Provisioned concurrency removes cold starts [1]." in answer.markdown
    assert "```\nping [2]\n```" in answer.markdown, "code is never rewritten"


def test_the_guard_leaves_an_unrestricted_result_alone() -> None:
    result = ResearchResult(reports=ReportSet(inline="a [2]", quick="a [2]", detailed="a [2]"),
                            citations=[Citation(number=2, title="x", source="web")])
    assert enforce(ChannelSettings(), result) is result
    everything_banned = enforce(ChannelSettings(sources=["corpus"]), result)
    assert not everything_banned.found and everything_banned.citations == []


def _restricted(quick: str) -> str:
    """The quick report as a corpus-only channel gets it, [2] being a web page's."""
    result = ResearchResult(
        reports=ReportSet(inline="Use provisioned concurrency [1].", quick=quick, detailed=quick),
        citations=[
            Citation(number=1, title="docopt", path="docopt/README.rst", source="corpus"),
            Citation(number=2, title="Some blog", url="https://blog.test/ping", source="web"),
        ],
    )
    return enforce(ChannelSettings(sources=["corpus"]), result).reports.quick


def test_a_row_citing_a_banned_source_goes_whole_and_pipe_opened_prose_is_prose() -> None:
    # docopt's README writes "**|** (pipe) mutualy exclusive elements": a sentence quoted from it opens
    # on the pipe and is no table row (`line_shapes.table_row`); a row cut at its full stops is no row.
    prose = "| (pipe) mutualy exclusive elements [1]. A blog says to ping functions [2]."
    assert _restricted(prose) == "| (pipe) mutualy exclusive elements [1]."
    table = "| Option | Says |\n| --- | --- |\n| ping | keep warm [2]. cheap | pinged [1] |\n| docopt | exclusive [1] |"
    assert _restricted(table) == "| Option | Says |\n| --- | --- |\n| docopt | exclusive [1] |"


def test_the_guard_never_takes_code_for_a_citation() -> None:
    # Code is never altered (#10): an indented block's `arr[2]` is code, and so is a code span's,
    # which cites nothing (a sentence citing [1] only stays).
    quick = "Index the array [1]:\n\n    arr[2] = 1\n\nUse `arr[2]` for the third item [1]. A blog agrees [2]."
    assert _restricted(quick) == "Index the array [1]:\n\n    arr[2] = 1\n\nUse `arr[2]` for the third item [1]."


def test_a_list_item_keeps_its_mark_or_goes_whole() -> None:
    # Without its mark the item's kept sentence would join the list before it; a step's bare "1." is no item.
    items = "- Warm functions up [2]. Provisioned concurrency removes cold starts [1].\n- It costs more [1]."
    assert _restricted(items) == "- Provisioned concurrency removes cold starts [1].\n- It costs more [1]."
    assert _restricted("1. Ping the function [2].\n2. Set provisioned concurrency [1].") == "2. Set provisioned concurrency [1]."


async def test_a_value_without_a_setting_says_which_setting_is_missing(assistant: Assistant) -> None:
    # `/config value: detailed` with no setting: showing the settings would look like the change was taken.
    reply = await assistant.handle(config(None, "detailed"))
    assert reply.kind == "error" and reply.ephemeral
    assert "`detailed`" in reply.markdown and "sources, corpora, length, model" in reply.markdown
    assert (await assistant.channels.get(key())).default_report is None

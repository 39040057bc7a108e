"""Channel settings over Slack: `/research config` by a workspace admin, honoured by the next answer."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest
from tests.bot.slack.conftest import CHANNEL, USER, Harness, start_harness, text_of
from tests.fakes.search_apis import SearxngFake
from tests.fakes.slack_api import FakeSlack

from bot.slack.inbound import Where
from bot.slack.settings import SlackSettings
from core.assistant import Assistant
from core.channels import Scopes
from core.config import Settings
from core.factory import build_assistant
from core.followup import FollowupDetector
from core.models import Citation, ReportSet
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult
from core.sources.registry import build_sources
from core.store.memory import MemoryStore

QUESTION = "How do I reduce AWS Lambda cold starts?"


@pytest.fixture
async def with_web(fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings, web: SearxngFake) -> AsyncIterator[Harness]:
    assistant = await build_assistant(slack_settings.model_copy(update={"searxng_url": web.url}))
    async with start_harness(fake, slack_env, assistant) as h:
        yield h
    await assistant.aclose()


async def responses_with(fake: FakeSlack, words: str) -> list[dict]:
    return await fake.wait_for(lambda: [r for r in fake.responses if words in json.dumps(r)])


async def test_only_an_admin_restricts_the_channel_and_the_next_answer_cites_only_the_corpus(
    with_web: Harness, fake: FakeSlack, web: SearxngFake
) -> None:
    open_root = await with_web.mention(QUESTION, channel="C-open")
    [open_answer] = await with_web.answer_in(open_root, channel="C-open")
    assert "https://" in text_of(open_answer) or "http://127.0.0.1" in text_of(open_answer), "unrestricted, the web answers"

    await with_web.command("config sources corpus")
    await responses_with(fake, "Only workspace admins")
    assert fake.called("users.info")[0]["user"] == USER

    fake.admins.add(USER)
    await with_web.command("config sources corpus")
    await responses_with(fake, "Saved")
    searched = len(web.hits("/search"))

    root = await with_web.mention(QUESTION)
    [answer] = await with_web.answer_in(root)
    session = await with_web.assistant.store.load(Where("T1", None, CHANNEL, root).key)
    citations = session.analyses[0].citations
    assert citations and {c.source for c in citations} == {"corpus"}
    assert "corpus/" in text_of(answer) and "127.0.0.1" not in text_of(answer)
    assert len(web.hits("/search")) == searched, "the web was not searched for this channel"

    await with_web.command("help")
    [help_] = await responses_with(fake, "Report lengths")
    assert "This channel's settings" in json.dumps(help_) and "sources: corpus" in json.dumps(help_)


class WebCitingResearcher:
    """Cites only the web, as a misbehaving tool would under a corpus-only setting."""

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        return ResearchResult(
            reports=ReportSet(inline="Ping it [1].", quick="Ping it [1].", detailed="Ping it [1]."),
            citations=[Citation(number=1, title="Some blog", url="https://blog.test/ping", source="web")],
            mode="model",
        )


async def test_in_a_dm_restricted_to_the_corpus_an_answer_with_nothing_allowed_names_this_dms_sources(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    # In a DM whose settings allow only the corpus, an answer citing only the web said
    # "I couldn't find anything about that in the sources this channel allows (corpus)."
    leaky = WebCitingResearcher()
    # The deployment's own sources, so `config sources corpus` is taken; every scope researches with `leaky`.
    scopes = Scopes(await build_sources(slack_settings), lambda chosen, model: leaky)  # type: ignore[arg-type,return-value]
    assistant = Assistant(slack_settings, MemoryStore(), leaky, FollowupDetector(slack_settings, None), scopes=scopes)  # type: ignore[arg-type]
    fake.admins.add(USER)
    async with start_harness(fake, slack_env, assistant) as harness:
        await harness.command("config sources corpus", channel="D1")
        await responses_with(fake, "Saved")
        root = await harness.dm(QUESTION)
        [said] = await harness.answer_in(root, channel="D1")
        await harness.command("config sources corpus", channel="C-restricted")
        await fake.wait_for(lambda: [r for r in fake.responses if "Saved" in json.dumps(r)][1:])
        in_channel = await harness.mention(QUESTION, channel="C-restricted")
        [channel_said] = await harness.answer_in(in_channel, channel="C-restricted")
    assert "in the sources this DM allows (corpus)" in text_of(said), text_of(said)
    assert "blog.test" not in text_of(said)
    assert "in the sources this channel allows (corpus)" in text_of(channel_said), text_of(channel_said)


async def test_config_and_help_in_a_dm_name_this_dms_settings_not_this_channels(harness: Harness, fake: FakeSlack) -> None:
    # `/research config` in a DM said "This channel uses the deployment's defaults", and once an admin
    # set something there, "Saved. This channel's settings: …" (and so did `help`).
    await harness.command("config", channel="D1")
    [defaults] = await responses_with(fake, "deployment's defaults")
    await harness.command("config sources corpus", channel="D1")
    [refused] = await responses_with(fake, "Only workspace admins")
    fake.admins.add(USER)
    await harness.command("config sources corpus", channel="D1")
    [saved] = await responses_with(fake, "Saved")
    await harness.command("help", channel="D1")
    [help_] = await responses_with(fake, "Report lengths")
    assert "This DM uses the deployment's defaults" in defaults["text"], defaults
    assert "This DM's settings" in json.dumps(saved) and "sources: corpus" in json.dumps(saved), saved
    assert "This DM's settings" in json.dumps(help_), help_
    assert "can change this DM's settings" in refused["text"] and "Discord" not in refused["text"], refused
    for said in (defaults, refused, saved, help_):
        assert "channel" not in json.dumps(said).lower(), said

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
from core.config import Settings
from core.factory import build_assistant

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

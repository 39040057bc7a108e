"""Fixtures shared by the records tests: the scripted model behind a local OpenAI-compatible server."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_model import RecordingResearchModel


@pytest.fixture
async def fake() -> AsyncIterator[FakeOpenAI]:
    async with FakeOpenAI() as server:
        server.default = RecordingResearchModel()
        yield server

"""Fixtures for the research tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from core.config import Settings
from core.llm import LLM
from core.research.agent import AgentResearcher
from tests.fakes.research_kit import Build


@pytest.fixture
async def researcher() -> AsyncIterator[Build]:
    """AgentResearchers over real LLM clients, closed after the test."""
    llms: list[LLM] = []

    def build(settings: Settings, sources: list[Any]) -> AgentResearcher:
        llms.append(LLM.from_settings(settings))
        return AgentResearcher(settings, llms[-1], sources)

    yield build
    for llm in llms:
        await llm.close()

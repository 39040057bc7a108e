"""Wiring: settings in, a ready Assistant out."""

from __future__ import annotations

import asyncio

from core.assistant import Assistant
from core.config import Settings
from core.followup import FollowupDetector
from core.memory import count_tokens
from core.research.base import Researcher
from core.research.support import SupportChecker
from core.sources.base import Source
from core.sources.registry import build_sources
from core.store import SessionStore, open_store


async def build_assistant(settings: Settings, store: SessionStore | None = None) -> Assistant:
    """Open the store and sources the settings name; pick the researcher.

    Without a model the extractive researcher answers from the corpus; with one,
    the agent loop researches over every configured source.
    """
    store = store or open_store(settings)
    await store.ping()
    sources = await build_sources(settings)
    llm = None
    researcher: Researcher
    if settings.llm_configured:
        from core.llm import LLM
        from core.research.agent import AgentResearcher

        llm = LLM.from_settings(settings)
        researcher = AgentResearcher(settings, llm, sources)
    else:
        from core.research.extractive import ExtractiveResearcher

        researcher = ExtractiveResearcher([s for s in sources if isinstance(s, Source)])
    if settings.followup_detection_enabled:
        # Loading the tokenizer takes a few hundred ms; pay it at start-up, not
        # inside the first follow-up a user asks.
        await asyncio.to_thread(count_tokens, "warm-up")
    support = SupportChecker(llm, use_model=settings.research_support_model_check)
    return Assistant(settings, store, researcher, FollowupDetector(settings, llm), resources=sources, support=support)

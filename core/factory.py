"""Wiring: settings in, a ready Assistant out."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.assistant import Assistant
from core.channels import Scopes
from core.config import Settings
from core.followup.detector import FollowupDetector
from core.preload import warm_up
from core.research.base import ProgressCallback, Researcher, ResearchRequest, ResearchResult
from core.research.support import SupportChecker
from core.sources.base import Source
from core.sources.registry import build_sources
from core.sources.tools import ToolProvider
from core.store import SessionStore, open_store

if TYPE_CHECKING:
    from core.llm import LLM


class OnFirstUse:
    """A researcher built when a turn first researches: a command, a report switch or
    `help` answered by a one-shot process never pays for the researcher's imports."""

    def __init__(self, make: Callable[[], Researcher]) -> None:
        self._make = make
        self._built: Researcher | None = None
        self._building = asyncio.Lock()

    def _researcher(self) -> Researcher:
        if self._built is None:
            self._built = self._make()
        return self._built

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        if self._built is None:
            async with self._building:
                if self._built is None:
                    # Its imports take a moment: off the event loop, which keeps serving meanwhile.
                    self._built = await asyncio.to_thread(self._make)
        return await self._researcher().research(request, progress)

    def __getattr__(self, name: str) -> Any:
        # `plan` and whatever else the built researcher offers.
        return getattr(self._researcher(), name)


async def build_assistant(settings: Settings, store: SessionStore | None = None, *, warm: bool = True) -> Assistant:
    """Open the store and sources the settings name; pick the researcher.

    Without a model the extractive researcher answers from the corpus; with one,
    the agent loop researches over every configured source. A long-running bot
    (`warm`) loads the understanding models at start-up when PRELOAD_MODELS says
    so; a one-shot command pays only for what it uses.
    """
    store = store or open_store(settings)
    await store.ping()
    sources = await build_sources(settings)
    llm: LLM | None = None
    if settings.llm_configured:
        from core.llm import LLM

        llm = LLM.from_settings(settings)

    def build(chosen: list[Source | ToolProvider], model: str | None) -> Researcher:
        if llm is None:
            from core.research.extractive import ExtractiveResearcher

            return ExtractiveResearcher([s for s in chosen if isinstance(s, Source)])
        from core.research.agent import AgentResearcher

        return AgentResearcher(settings, llm.with_model(model) if model else llm, chosen)

    # With PRELOAD_MODELS a long-running bot builds it now; otherwise (and for a
    # one-shot command) the first turn that researches does.
    eager = warm and settings.preload_models
    researcher: Researcher = build(sources, None) if eager else OnFirstUse(lambda: build(sources, None))
    if eager and settings.followup_detection_enabled:
        # Pay the loads at start-up, not inside the first follow-up a user asks.
        await asyncio.to_thread(warm_up)
    support = SupportChecker(llm, use_model=settings.research_support_model_check)
    assistant = Assistant(
        settings, store, researcher, FollowupDetector(settings, llm), resources=sources, support=support,
        scopes=Scopes(sources, build),
    )
    if llm is not None:
        assistant.pools.append(llm.close)
    return assistant

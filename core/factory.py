"""Wiring: settings in, a ready Assistant out."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.assistant import Assistant
from core.channels import Scopes
from core.config import Settings
from core.followup.detector import FollowupDetector
from core.memory import count_tokens
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

    def _researcher(self) -> Researcher:
        if self._built is None:
            self._built = self._make()
        return self._built

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        return await self._researcher().research(request, progress)

    def __getattr__(self, name: str) -> Any:
        # `plan` and whatever else the built researcher offers.
        return getattr(self._researcher(), name)


def warm_up() -> None:
    """Load what the first research turn would otherwise pay for: the tokenizer,
    the embedding model and the fitted understanding models (a few hundred ms)."""
    from core.classify import load_model as load_classifier
    from core.embeddings import embed
    from core.followup.antecedent import load_model as load_antecedent
    from core.followup.model import load_model as load_followup

    count_tokens("warm-up")
    embed(["warm-up"])
    load_classifier()
    load_followup()
    load_antecedent()


async def build_assistant(settings: Settings, store: SessionStore | None = None, *, warm: bool = True) -> Assistant:
    """Open the store and sources the settings name; pick the researcher.

    Without a model the extractive researcher answers from the corpus; with one,
    the agent loop researches over every configured source. A long-running bot
    warms up at start-up (`warm`); a one-shot command pays only for what it uses.
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

    # A long-running bot builds it now; a one-shot command only if its turn researches.
    researcher: Researcher = build(sources, None) if warm else OnFirstUse(lambda: build(sources, None))
    if warm and settings.followup_detection_enabled:
        # Pay the loads at start-up, not inside the first follow-up a user asks.
        await asyncio.to_thread(warm_up)
    support = SupportChecker(llm, use_model=settings.research_support_model_check)
    return Assistant(
        settings, store, researcher, FollowupDetector(settings, llm), resources=sources, support=support,
        scopes=Scopes(sources, build),
    )

"""The contract every surface (Slack, Discord, the terminal) implements.

A turn is plain data: the `Inbound` core answers and the `DeliveryTarget` its
reply goes to. Both are pydantic models, so a turn can be queued and run in
another process (a `research-bot worker`), which builds the surface from the
target alone: platform, workspace, channel, thread, the placeholder or stream
message once posted, and the inbound event id for idempotent delivery. Nothing
refers to the request object the event arrived in.
"""

from __future__ import annotations

from typing import Protocol

from pydantic import BaseModel

# The target lives in core: a research job carries it to whichever worker runs it.
from core.models import DeliveryTarget, Inbound, ProgressEvent, Reply, SurfaceKind

__all__ = ["DeliveryTarget", "Surface", "SurfaceKind", "Surfaces", "Turn", "TurnHandler"]


class Turn(BaseModel):
    """One admitted message, ready to run here or in a worker."""

    inbound: Inbound
    target: DeliveryTarget
    research: bool = False


class Surface(Protocol):
    """Showing one turn on a platform: while it runs, then its reply.

    The pipeline calls `open`, then `progress` any number of times, then
    `render` and `deliver`, and always `close` (also after a failure or a
    cancellation, with `reply=None`, so nothing is left saying "Researching…").
    """

    async def open(self, research: bool) -> None: ...

    async def progress(self, event: ProgressEvent) -> None: ...

    def render(self, reply: Reply) -> object: ...

    async def deliver(self, rendered: object) -> None: ...

    async def close(self, reply: Reply | None) -> None: ...

    async def withdraw(self) -> None:
        """Instead of `close`, when the question was deleted before its answer was done:
        the answer in progress is taken down (an answer to nothing would be left)."""
        ...

    async def notice(self, text: str) -> None:
        """A private note to the user who asked (ephemeral where the platform has it)."""
        ...


class Surfaces(Protocol):
    """Builds a surface from a target alone: in the receiving process or a worker."""

    def surface(self, target: DeliveryTarget) -> Surface: ...


class TurnHandler(Protocol):
    """What the pipeline asks to answer a message: core's `Assistant.handle`."""

    async def handle(self, inbound: Inbound, progress: object = None) -> Reply: ...

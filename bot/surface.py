"""The contract every surface (Slack, Discord, the terminal) implements.

A turn is plain data: the `Inbound` core answers and the `DeliveryTarget` its
reply goes to. Both are pydantic models, so a turn can be queued and run in
another process (a `research-bot worker`), which builds the surface from the
target alone: platform, workspace, channel, thread, the placeholder or stream
message once posted, and the inbound event id for idempotent delivery. Nothing
refers to the request object the event arrived in.
"""

from __future__ import annotations

from typing import Literal, Protocol

from pydantic import BaseModel, Field

from core.models import Inbound, ProgressEvent, Reply

SurfaceKind = Literal["thread", "assistant", "dm", "channel", "interaction", "console"]


class DeliveryTarget(BaseModel):
    """Where one turn's reply goes."""

    platform: str
    workspace: str = ""
    channel: str
    thread: str | None = Field(default=None, description="Slack thread_ts; Discord thread or DM channel id")
    user: str = Field(description="who asked: private notes go to them")
    kind: SurfaceKind = "thread"
    reply_to: str | None = Field(default=None, description="the user's message: reacted to (Slack), replied to (Discord)")
    event_id: str | None = Field(default=None, description="the inbound event's id, for idempotent delivery")
    placeholder: str | None = Field(default=None, description="the message showing progress, edited into the reply")
    replace: str | None = Field(default=None, description="a message the reply rewrites in place (a report switch)")
    token: str | None = Field(default=None, description="Discord interaction token or Slack response_url")
    title: str | None = Field(default=None, description="a thread title to set from the question, if the surface has titles")


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

    async def notice(self, text: str) -> None:
        """A private note to the user who asked (ephemeral where the platform has it)."""
        ...


class Surfaces(Protocol):
    """Builds a surface from a target alone: in the receiving process or a worker."""

    def surface(self, target: DeliveryTarget) -> Surface: ...


class TurnHandler(Protocol):
    """What the pipeline asks to answer a message: core's `Assistant.handle`."""

    async def handle(self, inbound: Inbound, progress: object = None) -> Reply: ...

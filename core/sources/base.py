"""The research source contract: anything that can be searched and read."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field


class SourceError(RuntimeError):
    """A source failed in a way worth telling the researcher (and the user) about."""


class Hit(BaseModel):
    """One search result: enough to cite it and to reason over its text."""

    id: str
    source: str
    title: str
    snippet: str = ""
    text: str = ""
    url: str | None = None
    path: str | None = None
    heading: str | None = None
    score: float = 0.0
    meta: dict[str, Any] = Field(default_factory=dict)

    @property
    def section(self) -> str:
        """The passage's own section: the last part of its heading path ("Flags › `glob.L`" -> "`glob.L`")."""
        return (self.heading or "").rsplit("›", 1)[-1].strip()


class Document(BaseModel):
    id: str
    source: str
    title: str
    text: str
    url: str | None = None
    path: str | None = None
    meta: dict[str, Any] = Field(default_factory=dict)


@runtime_checkable
class Source(Protocol):
    name: str
    description: str

    async def search(self, query: str, limit: int = 5) -> list[Hit]: ...

    async def fetch(self, id: str) -> Document | None: ...

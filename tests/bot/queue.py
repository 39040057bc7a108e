"""A dispatcher that only records turns as JSON: the frontend's half of a job queue."""

from __future__ import annotations

from bot.surface import Turn


class Queue:
    """A dispatcher that only records: the frontend's half of a job queue."""

    def __init__(self) -> None:
        self.turns: list[str] = []

    async def submit(self, turn: Turn) -> None:
        self.turns.append(turn.model_dump_json())

    async def drain(self, timeout: float) -> int:
        return 0

    def __len__(self) -> int:
        return 0

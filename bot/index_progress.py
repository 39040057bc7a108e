"""`research-bot index`'s progress line on a terminal: files looked at, parsed, chunks, rate.

Indexing thousands of files takes minutes; without it an operator saw nothing until the
summary. The line is redrawn in place at most twice a second and cleared before the summary.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

from core.sources.corpus import IndexProgress
from core.text import counted

REDRAW_SECONDS = 0.5
CLEAR_LINE = "\r\x1b[K"


class ProgressLine:
    """Draws an `IndexProgress` on `stream` (a terminal), in place."""

    def __init__(self, stream: TextIO, clock: Callable[[], float] = time.monotonic) -> None:
        self.stream = stream
        self.clock = clock
        self.started = clock()
        self.drawn_at: float | None = None
        self.parsing = False

    def __call__(self, progress: IndexProgress) -> None:
        now = self.clock()
        parsing = progress.parsed > 0
        # The first call, and the first file parsed, draw at once: a folder that takes a
        # second still shows it is working, and when it moved from looking to parsing.
        if self.drawn_at is not None and parsing == self.parsing and now - self.drawn_at < REDRAW_SECONDS:
            return
        self.drawn_at, self.parsing = now, parsing
        self.stream.write(CLEAR_LINE + describe(progress, now - self.started))
        self.stream.flush()

    def close(self) -> None:
        if self.drawn_at is not None:
            self.stream.write(CLEAR_LINE)
            self.stream.flush()


def describe(progress: IndexProgress, seconds: float) -> str:
    """'Indexing: 1,200 files looked at; 300/800 parsed, 4,500 chunks (150 files/s)'."""
    text = f"Indexing: {counted(progress.looked_at, 'file')} looked at"
    if progress.to_parse or progress.parsed:
        done = progress.parsed
        text += f"; {done:,}/{max(progress.to_parse, done):,} parsed, {counted(progress.chunks, 'chunk')}"
    else:
        done = progress.looked_at
    if seconds > 0:
        text += f" ({done / seconds:,.0f} files/s)"
    return text

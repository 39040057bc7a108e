"""Parsing without the cyclic garbage collector's automatic passes, collecting once per file instead.

docutils builds every document as a tree whose nodes point at their parents,
and markdown-it a token tree of the same kind: a file's parse allocates tens
of thousands of linked objects that live until the file is done. CPython's
collector starts a pass every 700 new container objects, so while a large
file is being parsed its young tree is traversed over and over and promoted
into older generations, which are then traversed again: a fifth of indexing's
CPU on the bundled documentation went to collection passes. Pausing the
automatic passes while one file is parsed and running one young-generation
collection after it frees the same garbage (the file's tree) at a fraction of
the cost, and memory stays bounded by one file's parse.

The collector is process-wide: the pause is counted, so overlapping parses
in several threads resume it only when the last one ends, and a collector
someone else turned off stays off.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_resume = False
# Young generations only: what one file's parse left behind is in generation 0 or 1;
# generation 2 keeps its automatic schedule once the pause ends.
GENERATION = 1


@contextmanager
def one_collection() -> Iterator[None]:
    """Run the body with automatic collection paused, then collect the young generations once."""
    global _depth, _resume
    with _lock:
        if _depth == 0:
            _resume = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            last = _depth == 0
            if last and _resume:
                gc.enable()
        if last:
            gc.collect(GENERATION)

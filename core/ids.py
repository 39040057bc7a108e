"""Ids that only have to be unique, drawn without a system call.

`uuid4` and `secrets` read `os.urandom` on every call: a system call, after which
the calling thread has to take the GIL back. On the event loop that means waiting
behind the pool and store threads once per id (a burst's sampler found ~20% of
the loop's busy samples there: docs/scaling.md, twentieth pass). A turn's record
id, its answer's id, its thread lease's token and a queued job's event id must be
unique across processes and restarts, but none of them grants anything to whoever
knows it, so they come from a generator of the process's own, seeded from
`os.urandom` once (and again in a forked child, which would otherwise repeat its
parent's ids). Its own instance, not the `random` module's: code that seeds the
shared one for repeatable jitter must not make ids repeat. Anything that acts as a
secret keeps `secrets`.
"""

from __future__ import annotations

import os
import random

_draws = random.Random()  # no seed given: seeded from os.urandom
os.register_at_fork(after_in_child=_draws.seed)

# The bits `uuid.UUID(int=..., version=4)` fixes: the version nibble and the RFC 4122 variant
# (set here with two masks, without building a UUID object per id).
_FIXED = (0xF000 << 64) | (0xC000 << 48)
_VERSION_4 = (0x4000 << 64) | (0x8000 << 48)


def unique_hex() -> str:
    """A random (version 4) UUID's 32 lower-case hex digits, the shape `uuid4().hex` gives."""
    return f"{_draws.getrandbits(128) & ~_FIXED | _VERSION_4:032x}"

"""Re-using docutils' nested state machines for lists, as docutils already does for nested blocks.

docutils parses every list (bullet, enumerated, definition, field and option
lists) with a new nested state machine, and building one instantiates its
fifteen-odd states with all their transitions: for Sphinx documentation that
is a third of parsing time, mostly spent building machines that are used
once. `RSTState.nested_parse` keeps finished machines for re-use
(`nested_sm_cache`); this gives `nested_list_parse` the same, per thread and
per (machine class, initial state, state classes). A machine is taken out of
the pool while it runs, so nested lists get machines of their own, and every
run resets what a run uses (input, memo, document, node, parent). Calls with
a custom machine class or arguments keep docutils' own behaviour.

docutils' own pool is made per thread too, and once a document is parsed
`release` drops what idle machines still hold of it, so the document is
freed with the file rather than when the next file re-uses the machines.
"""

from __future__ import annotations

import threading
from typing import Any

from docutils.parsers.rst import states

_original = states.RSTState.nested_list_parse
_pools = threading.local()
# Machines kept per kind: lists nest a few levels deep at most.
MAX_POOLED = 8
# What a run sets on a machine and on its states (`run`, `runtime_init`) and a finished run leaves behind.
_MACHINE_RUN = ("memo", "document", "node", "input_lines", "reporter")
_STATE_RUN = ("memo", "document", "inliner", "reporter")


def _nested_sm_cache(self: states.RSTState) -> list[Any]:
    """docutils' pool of nested machines (a class attribute, shared by every thread), one per thread:
    a thread then releases only machines no other thread can be running."""
    cache: list[Any] | None = getattr(_pools, "nested", None)
    if cache is None:
        cache = _pools.nested = []
    return cache


def _nested_list_parse(  # type: ignore[no-untyped-def]
    self: states.RSTState,
    block,
    input_offset: int,
    node,
    initial_state: str,
    blank_finish: bool,
    blank_finish_state: str | None = None,
    extra_settings: dict[str, Any] = {},  # noqa: B006 - docutils' own signature
    match_titles: bool = False,
    state_machine_class=None,
    state_machine_kwargs=None,
):
    if match_titles or state_machine_class is not None or state_machine_kwargs is not None:
        return _original(
            self, block, input_offset, node, initial_state, blank_finish, blank_finish_state, extra_settings,
            match_titles, state_machine_class, state_machine_kwargs,
        )  # fmt: skip
    kwargs = self.nested_sm_kwargs
    key = (self.nested_sm, initial_state, id(kwargs.get("state_classes")))
    pools: dict[tuple[Any, ...], list[Any]] = _pools.__dict__.setdefault("machines", {})
    pool = pools.setdefault(key, [])
    if pool:
        machine = pool.pop()
        machine.parent_state_machine = self.state_machine
        machine.debug = self.debug
    else:
        machine = self.nested_sm(
            debug=self.debug, parent_state_machine=self.state_machine, **{**kwargs, "initial_state": initial_state}
        )
    finish_state = blank_finish_state or initial_state
    machine.states[finish_state].blank_finish = blank_finish
    for name, value in extra_settings.items():
        setattr(machine.states[initial_state], name, value)
    machine.run(block, input_offset, memo=self.memo, node=node, match_titles=match_titles)
    blank_finish = machine.states[finish_state].blank_finish
    offset = machine.abs_line_offset()
    if len(pool) < MAX_POOLED:
        pool.append(machine)
    else:
        machine.unlink()
    return offset, blank_finish


def release() -> None:
    """Drop what this thread's idle machines still hold of the document they parsed last.

    A pooled machine keeps its last run's memo, document, node and input until it is
    run again, and so does every machine up its `parent_state_machine` chain (docutils
    never resets that link on re-use): each finished document stayed alive until the
    next one re-used its machines, by then too old for a young-generation collection.
    Every cleared attribute is set again by the next run before it is read. Call it
    only when no reST parse is running in this thread.
    """
    idle: list[Any] = [*getattr(_pools, "nested", ())]
    for pool in getattr(_pools, "machines", {}).values():
        idle.extend(pool)
    seen: set[int] = set()
    while idle:
        machine = idle.pop()
        if machine is None or id(machine) in seen:
            continue
        seen.add(id(machine))
        for name in _MACHINE_RUN:
            setattr(machine, name, None)
        for state in (machine.states or {}).values():
            for name in _STATE_RUN:
                setattr(state, name, None)
        idle.append(getattr(machine, "parent_state_machine", None))


def install() -> None:
    """Route docutils' list parsing through the pool, and its nested machines' pool per thread (idempotent)."""
    states.RSTState.nested_list_parse = _nested_list_parse  # type: ignore[method-assign]
    states.RSTState.nested_sm_cache = property(_nested_sm_cache)  # type: ignore[assignment]

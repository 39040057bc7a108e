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
"""

from __future__ import annotations

import threading
from typing import Any

from docutils.parsers.rst import states

_original = states.RSTState.nested_list_parse
_pools = threading.local()
# Machines kept per kind: lists nest a few levels deep at most.
MAX_POOLED = 8


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


def install() -> None:
    """Route docutils' list parsing through the pool (idempotent)."""
    states.RSTState.nested_list_parse = _nested_list_parse  # type: ignore[method-assign]

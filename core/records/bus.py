"""One place where events are announced and observers listen.

Observers are synchronous and must be cheap (append to a list, bump a
counter); anything slow belongs after the turn. An observer that raises is
logged and skipped, never allowed to break the turn that announced the event.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from core.records.events import Event

log = logging.getLogger(__name__)

Observer = Callable[[Event], None]

_observers: list[Observer] = []


def subscribe(observer: Observer) -> Callable[[], None]:
    """Start sending every event to `observer`; returns the call that stops it."""
    _observers.append(observer)

    def unsubscribe() -> None:
        if observer in _observers:
            _observers.remove(observer)

    return unsubscribe


def emit(event: Event) -> None:
    for observer in tuple(_observers):
        try:
            observer(event)
        except Exception:
            log.warning("event observer %r failed on %s", observer, type(event).__name__, exc_info=True)

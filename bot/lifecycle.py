"""Running a surface until it is told to stop, then stopping cleanly."""

from __future__ import annotations

import asyncio
import signal
import sys
import threading


def stop_signal() -> asyncio.Event:
    """An event set on SIGINT or SIGTERM (a deploy, Ctrl-C, `kill`)."""
    event = asyncio.Event()
    loop = asyncio.get_running_loop()
    if sys.platform == "win32" or threading.current_thread() is not threading.main_thread():
        # Loop signal handlers exist only on POSIX, in the main thread; elsewhere
        # Ctrl-C still ends the process the ordinary way.
        return event
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, event.set)
    return event

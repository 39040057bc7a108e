import logging
from collections.abc import Iterator

import pytest

from core.config import Settings
from core.logging import configure_logging

SLACK_CLIENT_LOGGERS = ("slack_sdk.web.async_base_client", "slack_sdk.web.base_client")


@pytest.fixture
def restored_logging() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    names = ("slack_sdk", *SLACK_CLIENT_LOGGERS)
    levels = {name: logging.getLogger(name).level for name in names}
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    for name, old in levels.items():
        logging.getLogger(name).setLevel(old)


@pytest.mark.parametrize("level", ["INFO", "DEBUG"])
def test_slack_client_loggers_skip_formatting_debug_lines_that_are_never_logged(restored_logging: None, level: str) -> None:
    for name in SLACK_CLIENT_LOGGERS:
        logging.getLogger(name).setLevel(logging.NOTSET)

    configure_logging(Settings(_env_file=None, log_level=level))  # type: ignore[call-arg]

    for name in SLACK_CLIENT_LOGGERS:
        logger = logging.getLogger(name)
        # The SDK formats a request and response for a debug line when `logger.level <= DEBUG`.
        assert logger.level > logging.DEBUG
        # ... and what is logged is what the "slack_sdk" logger allows, as before.
        assert logger.level == logging.getLogger("slack_sdk").getEffectiveLevel() == logging.WARNING
        assert not logger.isEnabledFor(logging.DEBUG)

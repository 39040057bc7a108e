"""Log set-up: plain text for people, JSON lines for log pipelines."""

from __future__ import annotations

import json
import logging
import sys

from core.config import Settings


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "ts": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        if record.exc_info:
            payload["exc"] = self.formatException(record.exc_info)
        return json.dumps(payload)


def configure_logging(settings: Settings) -> None:
    handler = logging.StreamHandler(sys.stderr)
    if settings.log_format == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(settings.log_level.upper())
    # Third-party clients log request URLs and payload details at INFO/DEBUG.
    for noisy in ("httpx", "httpx2", "openai", "slack_bolt", "slack_sdk", "discord", "elastic_transport"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
    # The Slack SDK decides whether to format a Web API call's request and response for a
    # debug line by its module logger's own level (`logger.level <= DEBUG`), and a logger
    # left NOTSET has level 0: every call formatted both (the headers and the whole body)
    # only for the line to be dropped, ~1% of the CPU per answer under a burst. Giving the
    # logger the level it already has in effect stops that and changes nothing logged.
    for client in ("slack_sdk.web.async_base_client", "slack_sdk.web.base_client"):
        logger = logging.getLogger(client)
        logger.setLevel(logger.getEffectiveLevel())

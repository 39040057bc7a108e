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

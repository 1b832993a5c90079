"""Structured log lines: `level logger message key=value ...` on stderr."""

from __future__ import annotations

import logging
import os

_STANDARD = set(logging.LogRecord("", 0, "", 0, "", None, None).__dict__) | {"message", "asctime"}


class KeyValueFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        extras = " ".join(f"{k}={v}" for k, v in record.__dict__.items() if k not in _STANDARD)
        line = f"{self.formatTime(record)} {record.levelname} {record.name} {record.getMessage()}"
        if extras:
            line += " " + extras
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return line


def configure_logging(default_level: str = "WARNING") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(KeyValueFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(os.environ.get("LTM_LOG_LEVEL", default_level).upper())
    for noisy in ("httpx", "chromadb", "sentence_transformers", "discord", "transformers"):
        logging.getLogger(noisy).setLevel(logging.WARNING)

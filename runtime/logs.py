"""Structured log lines: `level logger message key=value ...` on stderr."""

from __future__ import annotations

import logging
import os

from ..memory.errors import ConfigError

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
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


def log_failure(log: logging.Logger, what: str, exc: BaseException, level: int = logging.WARNING) -> None:
    """A failure as one log line; its traceback only at DEBUG (`LTM_LOG_LEVEL=DEBUG`), so a terminal user never gets one."""
    log.log(level, "%s failed: %s", what, describe(exc))
    log.debug("%s failed", what, exc_info=exc)


def describe(exc: BaseException) -> str:
    """An exception in one short line: its type, and its message when it has one."""
    message = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {message[:200]}" if message else type(exc).__name__


def configure_logging(default_level: str = "WARNING") -> None:
    """Log lines on stderr at `LTM_LOG_LEVEL`; a level logging does not know stops start-up with one line."""
    level = os.environ.get("LTM_LOG_LEVEL", default_level).strip().upper()
    if level not in LEVELS:
        raise ConfigError(f"config error: LTM_LOG_LEVEL must be one of {', '.join(LEVELS)}")
    handler = logging.StreamHandler()
    handler.setFormatter(KeyValueFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for noisy in ("httpx", "chromadb", "sentence_transformers", "discord", "transformers"):
        logging.getLogger(noisy).setLevel(logging.WARNING)

"""The errors a user can meet, under one base so an entry point can catch them all.

Each keeps the built-in base it had, so `except ValueError` callers still work.
"""

from __future__ import annotations

from pydantic import ValidationError


class LTMError(Exception):
    """Base of every failure the plugin reports to a user; the message is short and safe to show."""

    def reply(self) -> str:
        """What the user (or the model, for a tool) is told."""
        return str(self)


class ConfigError(LTMError, ValueError):
    """A configuration value is invalid; the message is one line naming the field."""


class DataDirInUse(LTMError, RuntimeError):
    """Another process holds the data dir; the message names it (pid, what it is, since when)."""

    def reply(self) -> str:
        return f"error: memory is unavailable: {self}"


class SchemaTooNew(LTMError, RuntimeError):
    """The data file was written by a newer version of the plugin."""


class ProfileEditError(LTMError, ValueError):
    """A profile change cannot be applied; the message says why."""

    def reply(self) -> str:
        return f"Profile not changed: {self}."


class NotAllowed(LTMError, PermissionError):
    """The caller may not do this in this chat."""


class EpisodeNotFound(LTMError, LookupError):
    """No such episode in the caller's scope (an id of another scope looks exactly the same)."""


class AlreadyInStatus(LTMError, ValueError):
    """The episode is already archived, or already active."""


class RateLimited(LTMError):
    """The sender is writing memories faster than the configured limit."""


class SecretRefused(LTMError, ValueError):
    """The value looks like a secret; the message names its kind, never the value."""


class NoSpeaker(LTMError, ValueError):
    """A speaker profile was asked for in a chat where the speaker has no id."""


class NothingToConsolidate(LTMError, LookupError):
    """No old, low-value episodes to fold into a summary."""


class UsageError(LTMError, ValueError):
    """A command's arguments do not fit it."""


class LLMError(LTMError):
    """The LLM could not answer: HTTP error, timeout or an unreadable response."""


class ImportFileError(LTMError, ValueError):
    """An import file as a whole cannot be used; the message says why."""


class ModelLoadError(LTMError, RuntimeError):
    """The embedding model could not be loaded (a wrong path, or a broken model directory)."""


class DatabaseUnavailable(LTMError, RuntimeError):
    """The records' database server cannot be used any more by this process; nothing half-written is kept."""

    def reply(self) -> str:
        return f"error: memory is unavailable right now ({self}); nothing was changed"


class VectorStoreError(LTMError, RuntimeError):
    """The vector store failed (unreachable, or refused a call); nothing half-written is kept."""

    def reply(self) -> str:
        return f"error: memory is unavailable right now ({self}); nothing was changed"


def first_problem(exc: ValidationError) -> tuple[str, str]:
    """(where, what) of the first problem pydantic found: the field path ('' for the whole) and its message."""
    first = exc.errors()[0]
    return ".".join(str(p) for p in first["loc"]), first["msg"]

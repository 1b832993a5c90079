"""Apply one `update_profile` change to a profile: set, add or remove, bounded in size."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .errors import ProfileEditError
from .facts import same_preference_object
from .models import Profile, ProfileField
from .preferences import replaces
from .text import fold, normalise

ProfileAction = Literal["set", "add", "remove"]
ProfileTarget = Literal["session", "speaker"]
LIST_FIELDS: tuple[ProfileField, ...] = ("traits", "preferences")


@dataclass(frozen=True)
class ProfileLimits:
    max_items: int
    max_chars: int


@dataclass(frozen=True)
class ProfileChange:
    """One change to a profile, as `update_profile` and explicit requests ask for it."""

    field: ProfileField
    action: ProfileAction
    value: str | list[str]
    target: ProfileTarget | None = None  # None: notes go to the chat, the rest to the speaker
    fact_key: str | None = None
    previous_value: str | None = None

    def resolved_target(self) -> ProfileTarget:
        return self.target or ("session" if self.field == "notes" else "speaker")

    def texts(self) -> list[str]:
        """Every text the change would store, for the secret filter."""
        values = self.value if isinstance(self.value, list) else [self.value]
        return [*values, self.fact_key or "", self.previous_value or ""]


def _item(value: str, fact_key: str | None) -> str:
    return f"{fact_key}: {value}" if fact_key else value


def _same(a: str, b: str) -> bool:
    return fold(a) == fold(b)


def _keyed(item: str, fact_key: str) -> bool:
    return fold(item).startswith(fold(fact_key) + ":")


def replaced_by(item: str, value: str) -> bool:
    """Whether adding `value` retires the profile item `item` (the profile's history keeps it)."""
    return not _same(item, value) and (same_preference_object(item, value) or replaces(item, value))


def _edit_list(
    items: list[str], action: ProfileAction, values: list[str], fact_key: str | None, previous: str | None, limits: ProfileLimits
) -> list[str]:
    if action == "set" and previous is None and fact_key is None:
        result: list[str] = []
        for value in values:
            if not any(_same(value, existing) for existing in result):
                result.append(value)
    elif action == "remove":
        targets = values or ([previous] if previous else [])
        result = [i for i in items if not any(_same(i, t) or (fact_key and _keyed(i, fact_key)) for t in targets)]
        if fact_key and not targets:
            result = [i for i in items if not _keyed(i, fact_key)]
        if len(result) == len(items):
            raise ProfileEditError("nothing to remove: no such item in the profile")
        return result
    else:
        result = list(items)
        if previous is not None:
            if not any(_same(i, previous) for i in result):
                raise ProfileEditError("previous_value is not in the profile; nothing was changed")
            result = [i for i in result if not _same(i, previous)]
        if fact_key is not None:
            result = [i for i in result if not _keyed(i, fact_key)]
        # "I don't like sushi anymore" replaces "I love sushi": a profile never holds both sides
        result = [i for i in result if not any(replaced_by(i, v) for v in values)]
        for value in values:
            if not any(_same(value, existing) for existing in result):
                result.append(value)
    if len(result) > limits.max_items:
        raise ProfileEditError(f"too many items: a profile list holds at most {limits.max_items}")
    return result


def apply_update(profile: Profile, change: ProfileChange, limits: ProfileLimits) -> Profile:
    """The profile after the change; ProfileEditError when it is invalid or changes nothing."""
    field, action, value = change.field, change.action, change.value
    fact_key = None if change.fact_key is None else normalise(change.fact_key)
    previous_value = None if change.previous_value is None else normalise(change.previous_value)
    raw_values = value if isinstance(value, list) else [value]
    values = [_item(normalise(v), fact_key) for v in raw_values if normalise(v)]
    for v in values:
        if len(v) > limits.max_chars:
            raise ProfileEditError(f"value too long: at most {limits.max_chars} characters")
    if action != "remove" and not values:
        raise ProfileEditError("value is empty")
    if field in LIST_FIELDS:
        current: list[str] = getattr(profile, field)
        updated: object = _edit_list(current, action, values, fact_key, previous_value, limits)
    elif field == "notes":
        if action == "remove":
            updated = ""
        elif action == "add" and profile.notes:
            updated = f"{profile.notes} {' '.join(values)}"
        else:
            updated = " ".join(values)
        if len(str(updated)) > limits.max_chars:
            raise ProfileEditError(f"notes too long: at most {limits.max_chars} characters")
    else:
        if len(values) > 1:
            raise ProfileEditError("name takes one value")
        updated = "" if action == "remove" else values[0]
    if updated == getattr(profile, field):
        raise ProfileEditError("no change: the profile already says that")
    return profile.model_copy(update={field: updated})

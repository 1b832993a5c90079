"""Who speaks where: session names, session keys, and the scope of episodes a chat reaches."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator

from .secrets import find_secret

LauncherType = Literal["group", "person"]


def id_text(value: object) -> object:
    """Platform ids are text; many platforms and files write them as numbers (42, not "42")."""
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else value


IdText = Annotated[str, BeforeValidator(id_text)]  # an id field that also takes a whole number

_WITHHELD_ID = re.compile(r"withheld-[a-p]{16}")
_LETTERS = str.maketrans("0123456789", "ghijklmnop")  # no digits: a run of them could read as a card number


def safe_id(sender_id: str) -> str:
    """A sender id as memory keeps and shows it: one that holds a secret becomes `withheld-` and a fingerprint of it.

    An id is a key (whose memories these are, whose profile, who is forgotten), so it is never
    refused and never withheld as one shared text: the same id always gets the same fingerprint,
    and its owner keeps every power over their memory. The fingerprint (64 bits of SHA-256) cannot
    be turned back into the id.
    """
    if not sender_id or _WITHHELD_ID.fullmatch(sender_id) or not find_secret(sender_id):
        return sender_id
    return "withheld-" + hashlib.sha256(sender_id.encode()).hexdigest()[:16].translate(_LETTERS)


SenderId = Annotated[str, BeforeValidator(id_text), AfterValidator(safe_id)]  # a person's id from a file or an argument
Isolation = Literal["session", "bot"]


@dataclass(frozen=True)
class Identity:
    """The resolved identity of one turn: chat, bot and speaker.

    Two powers, never implied by the chat kind: `is_admin` manages this chat's memory (a group's
    admins); `is_owner` is the bot's owner, who alone may have another person forgotten in every chat.
    """

    launcher_type: LauncherType
    launcher_id: str
    bot_id: str = ""
    sender_id: str = ""
    sender_name: str = ""
    is_admin: bool = False
    is_owner: bool = False

    def __post_init__(self) -> None:
        # Every host builds an Identity: here no host can let a sender id that holds a secret reach memory.
        object.__setattr__(self, "sender_id", safe_id(self.sender_id))

    @property
    def session_name(self) -> str:
        return f"{self.launcher_type}_{self.launcher_id}"

    @property
    def session_key(self) -> str:
        """The key of this chat's memory: injective in (bot, chat type, chat id), whatever characters they hold."""
        return session_key(self.bot_id, self.launcher_type, self.launcher_id)

    @property
    def is_group(self) -> bool:
        return self.launcher_type == "group"

    def speaker_line(self, text: str) -> str:
        """What the speaker said as the model reads it: in a group, prefixed with who said it."""
        name = self.sender_name or self.sender_id
        return f"{name}: {text}" if self.is_group and name else text

    def scope(self, isolation: Isolation) -> str:
        """The L2 scope: the chat; in `bot` isolation, group chats of a known bot share one (private chats never do)."""
        if isolation == "bot" and self.bot_id and self.is_group:
            return bot_pool(self.bot_id)
        return self.session_key


def key_part(text: str) -> str:
    """One part of a key, with the separator ":" and the escape "%" escaped, so keys never collide."""
    return text.replace("%", "%25").replace(":", "%3A")


def session_key(bot_id: str, launcher_type: str, launcher_id: str) -> str:
    """`<bot>:<type>_<id>`, or `<type>_<id>` without a bot; the only unescaped ":" separates the bot."""
    chat = f"{launcher_type}_{key_part(launcher_id)}"
    return f"{key_part(bot_id)}:{chat}" if bot_id else chat


def bot_pool(bot_id: str) -> str:
    """The scope the group chats of a bot share in `bot` isolation: `<bot>:*`, never a chat's key."""
    return f"{key_part(bot_id)}:*"


def parse_session_name(name: str) -> tuple[LauncherType, str]:
    """Split `group_42` / `person_7` into launcher type and id; ValueError when malformed."""
    kind, sep, launcher_id = name.partition("_")
    if not sep or not launcher_id or kind not in ("group", "person"):
        raise ValueError("session must look like group_<id> or person_<id>")
    return ("group" if kind == "group" else "person"), launcher_id


# ---- keys written before version 3 of the schema ---------------------------------------------
# They were `<bot>:<type>_<id>` with nothing escaped (so two chats could share one), and bot pools
# were `bot:<bot>` holding private chats too. A migration moves every row to its key of today.


def rekeyed_scope(old_scope: str, session_name: str, bot_id: str) -> str:
    """Today's scope of an episode stored under `old_scope`, from the chat and bot it was written in."""
    try:
        launcher_type, launcher_id = parse_session_name(session_name)
    except ValueError:
        return old_scope
    if bot_id and old_scope == f"bot:{bot_id}" and launcher_type == "group":
        return bot_pool(bot_id)  # pooled group memory stays pooled; a private chat's leaves the pool for its chat
    return session_key(bot_id, launcher_type, launcher_id)


def rekeyed_session(old_key: str) -> str:
    """Today's key of a chat stored under `old_key` (profiles, audit): the bot is what precedes the first ":"."""
    bot_id, separator, chat = old_key.partition(":")
    if separator and bot_id == "bot" and not chat.startswith(("group_", "person_")):
        return bot_pool(chat)
    if not (separator and chat.startswith(("group_", "person_"))):
        bot_id, chat = "", old_key
    try:
        launcher_type, launcher_id = parse_session_name(chat)
    except ValueError:
        return old_key
    return session_key(bot_id, launcher_type, launcher_id)

"""L1 profiles (SQLite or PostgreSQL): one per session and one per speaker in it, with a short history per fact."""

from __future__ import annotations

import json

from ..memory.models import SESSION_OWNER, Profile, ProfileField
from ..memory.times import iso
from .sql import Sql

HISTORY_PER_FIELD = 5


class ProfileStore:
    """Profiles keyed by (session_key, owner); owner '' is the session itself. Writes join the caller's transaction."""

    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    async def get(self, session_key: str, owner: str) -> Profile:
        row = await self.sql.fetchone("SELECT data FROM profiles WHERE session_key = ? AND owner = ?", (session_key, owner))
        return Profile.model_validate_json(row[0]) if row else Profile()

    async def get_pair(self, session_key: str, speaker_id: str) -> tuple[Profile, Profile | None]:
        """The session profile and, when a speaker is known, theirs, in one query."""
        found = await self.sql.fetchall(
            "SELECT owner, data FROM profiles WHERE session_key = ? AND owner IN (?, ?)", (session_key, SESSION_OWNER, speaker_id)
        )
        rows = {row[0]: row[1] for row in found}
        session = Profile.model_validate_json(rows[SESSION_OWNER]) if SESSION_OWNER in rows else Profile()
        if not speaker_id:
            return session, None
        speaker = Profile.model_validate_json(rows[speaker_id]) if speaker_id in rows else Profile()
        return session, speaker

    async def all_in_session(self, session_key: str) -> dict[str, Profile]:
        rows = await self.sql.fetchall("SELECT owner, data FROM profiles WHERE session_key = ?", (session_key,))
        return {row[0]: Profile.model_validate_json(row[1]) for row in rows}

    async def member_names(self, session_key: str) -> dict[str, str]:
        """Each member's display name as of their latest profile change (a speaker profile is changed by its owner only)."""
        rows = await self.sql.fetchall(
            "SELECT owner, changed_by FROM profile_history WHERE session_key = ? AND owner != ? ORDER BY id",
            (session_key, SESSION_OWNER),
        )
        return {str(row[0]): str(row[1]) for row in rows}

    async def retired_items(self, session_key: str, owner: str) -> list[tuple[ProfileField, str, str]]:
        """(field, item, when) of list items a change took out of the profile, newest first, as far as the history reaches."""
        rows = await self.sql.fetchall(
            "SELECT field, previous, current, changed_at FROM profile_history "
            "WHERE session_key = ? AND owner = ? AND field IN ('traits', 'preferences') ORDER BY id DESC",
            (session_key, owner),
        )
        retired: list[tuple[ProfileField, str, str]] = []
        for field, previous, current, changed_at in rows:
            before, after = json.loads(previous), json.loads(current)
            if isinstance(before, list) and isinstance(after, list):
                retired += [(field, str(item), str(changed_at)) for item in before if item not in after]
        return retired

    async def save(
        self, session_key: str, owner: str, profile: Profile, field: ProfileField, previous: object, changed_by: str, now: float
    ) -> None:
        """Write the profile and record the field's previous value, keeping a short history."""
        stamped = profile.model_copy(update={"updated_at": iso(now)})
        await self.sql.execute(
            "INSERT INTO profiles (session_key, owner, data, updated_at) VALUES (?,?,?,?) "
            "ON CONFLICT (session_key, owner) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
            (session_key, owner, stamped.model_dump_json(), stamped.updated_at),
        )
        await self.sql.execute(
            "INSERT INTO profile_history (session_key, owner, field, previous, current, changed_at, changed_by) "
            "VALUES (?,?,?,?,?,?,?)",
            (
                session_key,
                owner,
                field,
                json.dumps(previous, ensure_ascii=False),
                json.dumps(getattr(stamped, field), ensure_ascii=False),
                stamped.updated_at,
                changed_by,
            ),
        )
        await self.sql.execute(
            "DELETE FROM profile_history WHERE session_key = ? AND owner = ? AND field = ? AND id NOT IN ("
            "SELECT id FROM profile_history WHERE session_key = ? AND owner = ? AND field = ? ORDER BY id DESC LIMIT ?)",
            (session_key, owner, field, session_key, owner, field, HISTORY_PER_FIELD),
        )

    async def replace(self, session_key: str, owner: str, profile: Profile, now: float) -> None:
        """Write the profile without a history record (a purge: the old values must not be kept)."""
        stamped = profile.model_copy(update={"updated_at": iso(now)})
        await self.sql.execute(
            "UPDATE profiles SET data = ?, updated_at = ? WHERE session_key = ? AND owner = ?",
            (stamped.model_dump_json(), stamped.updated_at, session_key, owner),
        )

    async def history_values(self, session_key: str) -> list[tuple[int, str, str]]:
        """(row id, previous, current) of every history record of a session, values as stored (JSON)."""
        rows = await self.sql.fetchall("SELECT id, previous, current FROM profile_history WHERE session_key = ?", (session_key,))
        return [(int(row[0]), str(row[1]), str(row[2])) for row in rows]

    async def history(self, session_key: str) -> list[tuple[str, str, str, str, str, str]]:
        """(owner, field, previous, current, changed at, changed by) of a chat's profile changes, newest first, as JSON."""
        rows = await self.sql.fetchall(
            "SELECT owner, field, previous, current, changed_at, changed_by FROM profile_history "
            "WHERE session_key = ? ORDER BY id DESC",
            (session_key,),
        )
        return [(str(r[0]), str(r[1]), str(r[2]), str(r[3]), str(r[4]), str(r[5])) for r in rows]

    async def session_keys(self) -> list[str]:
        """Every chat that has a profile."""
        rows = await self.sql.fetchall("SELECT DISTINCT session_key FROM profiles ORDER BY session_key")
        return [str(row[0]) for row in rows]

    async def delete_history(self, row_ids: list[int]) -> None:
        await self.sql.executemany("DELETE FROM profile_history WHERE id = ?", [(row_id,) for row_id in row_ids])

    async def delete_person(self, key_prefix: str, owner: str) -> list[str]:
        """Delete a person's profiles (and their history) in every chat whose key starts with `key_prefix`
        ('' selects the chats of no bot, whose keys hold no ":"); returns the session keys they were in."""
        where = "substr(session_key, 1, ?) = ?" if key_prefix else "session_key NOT LIKE '%:%'"
        params = (len(key_prefix), key_prefix, owner) if key_prefix else (owner,)
        rows = await self.sql.fetchall(f"SELECT session_key FROM profiles WHERE {where} AND owner = ?", params)
        keys = [row[0] for row in rows]
        await self.sql.execute(f"DELETE FROM profiles WHERE {where} AND owner = ?", params)
        await self.sql.execute(f"DELETE FROM profile_history WHERE {where} AND owner = ?", params)
        return keys

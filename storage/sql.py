"""The seam between the record stores and their database: SQLite (embedded) or PostgreSQL (a server).

Stores write one portable SQL text with `?` placeholders; what the two databases spell differently
(valid times, tag matching, `max` of two values, no limit, the revision clock) comes from here, so
each store exists once and runs the same on both.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol

import aiosqlite

from ..memory.times import EARLIEST, LATEST

Params = Sequence[Any]


class Row(Protocol):
    """A result row, read by position or by column name (sqlite3.Row and asyncpg.Record both are)."""

    def __getitem__(self, key: int | str, /) -> Any: ...
    def __iter__(self) -> Iterator[Any]: ...
    def __len__(self) -> int: ...
    def keys(self) -> Iterable[str]: ...


class Sql(Protocol):
    """Statements on the current transaction's connection (or, outside one, on any connection)."""

    @property
    def dialect(self) -> str: ...

    async def execute(self, query: str, params: Params = ()) -> None: ...
    async def executemany(self, query: str, rows: Iterable[Params]) -> None: ...
    async def fetchall(self, query: str, params: Params = ()) -> list[Row]: ...
    async def fetchone(self, query: str, params: Params = ()) -> Row | None: ...

    def valid_time(self, column: str) -> str:
        """SQL true when a stored time is one memory can hold (`times.is_valid_time`)."""
        ...

    def tag_matches(self) -> str:
        """SQL true when the JSON list `tags` holds the one `?` parameter, ignoring case."""
        ...

    @property
    def greatest(self) -> str:
        """The name of the function that gives the larger of two values."""
        ...

    @property
    def no_limit(self) -> int | None:
        """The LIMIT parameter that means every row."""
        ...

    async def next_revision(self, scope: str) -> int:
        """A number larger than every revision given before (the caller is inside a transaction).

        Within a scope, revisions also follow commit order: a reader that has seen revision R has
        seen every change of that scope numbered up to R (see `EpisodeRecords.changed_since`).
        """
        ...


class SqliteSql:
    """The one aiosqlite connection of an embedded store (one process: its transactions take turns)."""

    dialect = "sqlite"
    greatest = "max"
    no_limit = -1

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self.connection = connection

    async def execute(self, query: str, params: Params = ()) -> None:
        await self.connection.execute(query, params)

    async def executemany(self, query: str, rows: Iterable[Params]) -> None:
        await self.connection.executemany(query, rows)

    async def fetchall(self, query: str, params: Params = ()) -> list[Row]:
        return list(await self.connection.execute_fetchall(query, params))

    async def fetchone(self, query: str, params: Params = ()) -> Row | None:
        async with self.connection.execute(query, params) as cursor:
            row: Row | None = await cursor.fetchone()
            return row

    def valid_time(self, column: str) -> str:
        # a column of any type: an older version or a hand-edited file may hold text or infinity
        return f"(typeof({column}) IN ('integer', 'real') AND {column} >= {EARLIEST!r} AND {column} < {LATEST!r})"

    def tag_matches(self) -> str:
        return "EXISTS (SELECT 1 FROM json_each(tags) WHERE lower(json_each.value) = lower(?))"

    async def next_revision(self, scope: str) -> int:
        row = await self.fetchone("UPDATE revision_clock SET value = value + 1 RETURNING value")
        assert row is not None, "revision_clock is created with its one row"
        return int(row[0])

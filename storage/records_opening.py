"""Open the records' database the configuration names: the embedded SQLite file, or a PostgreSQL server."""

from __future__ import annotations

import sqlite3

from ..memory.config import LTMConfig
from ..memory.errors import ConfigError
from .database import Database
from .records_database import RecordsDatabase


async def open_records_database(config: LTMConfig) -> RecordsDatabase:
    if config.database_url:
        from .postgres import PostgresDatabase  # the driver is imported only by a deployment that uses it

        return await PostgresDatabase.open(config.database_url)
    try:
        return await Database.open(config.data_dir / "ltm.sqlite3")
    except (OSError, sqlite3.Error) as exc:  # no permission, a corrupt database
        raise ConfigError(f"data_dir {config.data_dir} cannot be used ({exc})") from exc

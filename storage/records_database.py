"""What the services need of the records' database, whichever it is: transactions, the store's facts,
and whose unfinished writes may be rolled back."""

from __future__ import annotations

from abc import ABC, abstractmethod
from contextlib import AbstractAsyncContextManager

from ..memory.errors import ConfigError
from .embedder import AUTO_MODEL, BUNDLED_MODEL, MULTILINGUAL_MODEL
from .sql import Sql


class RecordsDatabase(ABC):
    """Stores never commit: each logical write is one `async with database.transaction()`, committed
    as a whole or rolled back as a whole; statements inside it run on its connection."""

    sql: Sql
    writer_token: str  # written on every write-ahead row of this process (see `owner_gone`)
    store_name: str  # what a message calls this store: "data_dir" or "database"

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[None]: ...

    @abstractmethod
    async def owner_gone(self, writer: str) -> bool:
        """Whether the process that wrote rows under `writer` has ended (its unfinished rows may be rolled back)."""

    @abstractmethod
    async def close(self) -> None: ...

    async def bind_embedding_model(self, model: str) -> str:
        """The model this store's vectors come from, recorded on first use; `auto` resolves to it.

        Vectors of two models must never meet in one store. `auto` means multilingual-e5-small for
        a new or empty store, and the model that filled an existing one (a store from before the
        model was recorded was filled by all-MiniLM-L6-v2); a model named explicitly must match.
        """
        row = await self.sql.fetchone("SELECT value FROM store_facts WHERE name = 'embedding_model'")
        recorded = None if row is None else str(row[0])
        holds_episodes = await self.sql.fetchone("SELECT 1 FROM episodes LIMIT 1") is not None
        if holds_episodes and recorded is None:
            recorded = BUNDLED_MODEL
        if model == AUTO_MODEL:
            model = recorded if holds_episodes and recorded else MULTILINGUAL_MODEL
        elif holds_episodes and recorded != model:
            raise ConfigError(
                f"embedding_model: the memories in this {self.store_name} were embedded with {recorded}, not {model}; "
                f"set {recorded} (or auto) or use a new {self.store_name}"
            )
        if recorded != model:
            async with self.transaction():
                await self.set_fact("embedding_model", model)
        return model

    async def set_fact(self, name: str, value: str) -> None:
        """Record a fact about the store (inside the caller's transaction)."""
        await self.sql.execute(
            "INSERT INTO store_facts (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
            (name, value),
        )

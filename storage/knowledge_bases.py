"""LangBot knowledge bases over this memory, and which episodes each uploaded document imported.

A knowledge base of the plugin's engine is a view of the memory, not a store of its own: the
registry only says which bases exist (attaching one to a pipeline turns memory on there) and
which episodes a document brought in (deleting the document deletes them). Writes join the
caller's transaction.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from .sql import Sql


class KnowledgeRegistry:
    """The `knowledge_bases` and `knowledge_documents` tables."""

    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    async def bases(self) -> set[str]:
        return {str(row[0]) for row in await self.sql.fetchall("SELECT kb_id FROM knowledge_bases")}

    async def add_base(self, kb_id: str, at: float) -> None:
        await self.sql.execute(
            "INSERT INTO knowledge_bases (kb_id, created_at) VALUES (?, ?) ON CONFLICT (kb_id) DO NOTHING", (kb_id, at)
        )

    async def remove_base(self, kb_id: str) -> None:
        await self.sql.execute("DELETE FROM knowledge_bases WHERE kb_id = ?", (kb_id,))

    async def add_document(self, document_id: str, kb_id: str, scope: str, episode_ids: Sequence[str], at: float) -> None:
        """Record what a document imported (a document ingested again replaces its record)."""
        await self.sql.execute(
            "INSERT INTO knowledge_documents (document_id, kb_id, user_key, episode_ids, imported_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (document_id) DO UPDATE SET kb_id = excluded.kb_id, user_key = excluded.user_key, "
            "episode_ids = excluded.episode_ids, imported_at = excluded.imported_at",
            (document_id, kb_id, scope, json.dumps(list(episode_ids)), at),
        )

    async def document(self, document_id: str) -> tuple[str, list[str]] | None:
        """(scope, episode ids) a document imported, or None for a document this memory never imported."""
        row = await self.sql.fetchone(
            "SELECT user_key, episode_ids FROM knowledge_documents WHERE document_id = ?", (document_id,)
        )
        return None if row is None else (str(row[0]), list(json.loads(row[1])))

    async def documents_of(self, kb_id: str) -> list[str]:
        rows = await self.sql.fetchall("SELECT document_id FROM knowledge_documents WHERE kb_id = ?", (kb_id,))
        return [str(row[0]) for row in rows]

    async def remove_document(self, document_id: str) -> None:
        await self.sql.execute("DELETE FROM knowledge_documents WHERE document_id = ?", (document_id,))

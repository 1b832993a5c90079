"""`!memory health`: whether the stores answer, the model is loaded and the two stores agree for a scope."""

from __future__ import annotations

from ..memory.config import LTMConfig
from ..storage.embedder import Embedder
from ..storage.episodes import EpisodeRecords
from ..storage.vector_store import VectorStore

SHOWN_IDS = 5  # ids named in a WARN line


async def health_report(
    scope: str, records: EpisodeRecords, vector_store: VectorStore, embedder: Embedder, config: LTMConfig
) -> list[str]:
    """OK/WARN/ERROR lines, stopping at the first store that does not answer."""
    lines: list[str] = []
    try:
        counts = await records.counts_by_status(scope)
        lines.append(f"OK    SQLite reachable ({sum(counts.values())} episodes in this scope)")
    except Exception as exc:
        return [f"ERROR SQLite unreachable: {type(exc).__name__}"]
    try:
        await vector_store.heartbeat()
        vector_count = await vector_store.count(scope)
        lines.append("OK    Chroma reachable")
    except Exception as exc:
        return [*lines, f"ERROR Chroma unreachable: {type(exc.__cause__ or exc).__name__}"]
    lines.append(
        f"OK    embedding model {config.embedding_model} loaded" if embedder.loaded else "ERROR embedding model not loaded"
    )
    stored = sum(counts.values())
    if vector_count == stored:
        lines.append(f"OK    indexes consistent ({stored} records, {vector_count} vectors)")
    else:
        lines.append(f"WARN  indexes differ: {stored} records, {vector_count} vectors (restart reconciles)")
    lines.append(bad_times_line(await records.with_bad_times(scope)))
    unfinished = [i for s, i, _ in await records.unfinished() if s == scope]
    if unfinished:
        lines.append(f"WARN  {len(unfinished)} unfinished writes (rolled back at the next start)")
    return lines


def bad_times_line(ids: list[str]) -> str:
    """Episodes stored with a time out of range (an older version, a hand-edited file): named, so they can be forgotten."""
    if not ids:
        return "OK    every stored time is valid"
    named = ", ".join(ids[:SHOWN_IDS]) + (", ..." if len(ids) > SHOWN_IDS else "")
    return (
        f"WARN  {len(ids)} episode(s) stored with a time out of range, shown as unknown time "
        f"(!memory forget <id> deletes one): {named}"
    )

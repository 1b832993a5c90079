"""An incremental in-memory Okapi BM25 index over one scope's episodes."""

from __future__ import annotations

import math
from collections import Counter, defaultdict

from .text import tokenize


class BM25Index:
    """Documents can be added and removed one at a time; scores are plain Okapi BM25."""

    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b
        self._postings: defaultdict[str, dict[str, int]] = defaultdict(dict)
        self._lengths: dict[str, int] = {}
        self._terms: dict[str, tuple[str, ...]] = {}
        self._total_length = 0

    def __len__(self) -> int:
        return len(self._lengths)

    def add(self, doc_id: str, text: str) -> None:
        if doc_id in self._lengths:
            self.remove(doc_id)
        counts = Counter(tokenize(text))
        for term, count in counts.items():
            self._postings[term][doc_id] = count
        length = sum(counts.values())
        self._lengths[doc_id] = length
        self._terms[doc_id] = tuple(counts)
        self._total_length += length

    def remove(self, doc_id: str) -> None:
        length = self._lengths.pop(doc_id, None)
        if length is None:
            return
        self._total_length -= length
        for term in self._terms.pop(doc_id):
            posting = self._postings[term]
            posting.pop(doc_id, None)
            if not posting:
                del self._postings[term]

    def scores(self, query: str) -> dict[str, float]:
        """BM25 score of every document sharing a term with the query."""
        n_docs = len(self._lengths)
        if not n_docs:
            return {}
        avg_length = self._total_length / n_docs or 1.0
        result: defaultdict[str, float] = defaultdict(float)
        for term in set(tokenize(query)):
            posting = self._postings.get(term)
            if not posting:
                continue
            df = len(posting)
            idf = math.log(1 + (n_docs - df + 0.5) / (df + 0.5))
            for doc_id, tf in posting.items():
                norm = self.k1 * (1 - self.b + self.b * self._lengths[doc_id] / avg_length)
                result[doc_id] += idf * tf * (self.k1 + 1) / (tf + norm)
        return dict(result)

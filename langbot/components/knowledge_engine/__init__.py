"""LangBot knowledge_engine component files (one kind per directory: the loader reads every manifest in a listed directory)."""

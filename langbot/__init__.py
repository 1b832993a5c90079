"""The LangBot entry point: SDK components (langbot-plugin) over the same application core.

Only this package imports the SDK; everything else of LongTermMemory runs without it.
"""

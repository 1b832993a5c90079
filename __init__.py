"""LongTermMemory: long-term memory for group-chat bots, as one package, `longtermmemory`.

Every module inside imports its siblings relatively, so the package works under that one name
wherever a host puts it, next to the host's own `commands` or `storage` packages.
"""

__version__ = "0.2.0"  # the one version number: pyproject.toml reads it, manifest.yaml must say the same (a test checks)

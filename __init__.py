"""LongTermMemory: long-term memory for group-chat bots, as one package, `longtermmemory`.

Every module inside imports its siblings relatively, so the package works under that one name
wherever a host puts it, next to the host's own `commands` or `storage` packages.
"""

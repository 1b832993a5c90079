"""The component files LangBot's loader imports by path: thin re-exports of `longtermmemory.langbot`.

The loader imports them as top-level modules (`langbot.components.event_listener.listener`), after `main.py`
registered the plugin directory as the package `longtermmemory`; so they import by that name only.
"""

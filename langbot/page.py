"""The Memory Console as a LangBot Page component: LangBot's page API calls handed to the one console API.

LangBot lets only a workspace's owners, admins and developers call a page's API and does not say
who calls, so the console acts as the operator of the chat each call names (`commands/console.py`).
"""

from __future__ import annotations

from typing import cast

from langbot_plugin.api.definition.components.page import Page, PageRequest, PageResponse

from ..commands.console import MemoryConsole
from ..memory.errors import LTMError
from .plugin import LongTermMemory


class MemoryConsolePage(Page):
    """A refusal is answered as data, `{"error": "<one line>"}`: LangBot 4.11.2's web UI hands a failed page
    call to the page as an object its page bridge turns into "[object Object]", so the line would be lost."""

    async def handle_api(self, request: PageRequest) -> PageResponse:
        try:
            memory = await cast(LongTermMemory, self.plugin).memory()
        except LTMError as exc:
            return PageResponse.ok({"error": exc.reply()})
        reply = await MemoryConsole(memory).handle(request.endpoint, request.body)
        return PageResponse.ok({"error": reply.error} if reply.error is not None else reply.data)

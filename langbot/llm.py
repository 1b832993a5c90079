"""The model the LangBot user chose, reached through the runtime's `invoke_llm`, as the core's `ChatModel`.

Extraction and the duplicate / update / new judge then run on LangBot's own model configuration:
the plugin needs no base URL or key of its own inside LangBot.
"""

from __future__ import annotations

from typing import Any

from langbot_plugin.api.entities.builtin.provider import message as provider_message
from langbot_plugin.api.proxies.langbot_api import LangBotAPIProxy
from langbot_plugin.entities.io.errors import ActionCallError, ConnectionClosedError

from ..memory.errors import LLMError


class Answer:
    """The text of the model's reply: what the core reads of an answer."""

    def __init__(self, content: str) -> None:
        self.content = content


def text_of(message: provider_message.Message) -> str:
    """A reply's text, whether LangBot sent one string or a list of content parts."""
    if isinstance(message.content, str):
        return message.content
    return "".join(part.text or "" for part in message.content or [] if part.type == "text")


class LangBotModel:
    """One LangBot model (by uuid) behind the `ChatModel` protocol; runtime failures become `LLMError`."""

    def __init__(self, api: LangBotAPIProxy, model_uuid: str) -> None:
        self._api = api
        self.model_uuid = model_uuid

    async def chat(self, messages: list[dict[str, Any]], tools: None = None, timeout: float | None = None) -> Answer:
        """The caller bounds the wait (`asyncio.wait_for`): LangBot 4.11's runtime takes no timeout of its own."""
        prompt = [provider_message.Message(role=m["role"], content=m["content"]) for m in messages]
        try:
            reply = await self._api.invoke_llm(self.model_uuid, prompt)
        except ActionCallError as exc:
            raise LLMError(f"LangBot could not run the model: {exc}") from exc
        except ConnectionClosedError as exc:
            raise LLMError("the connection to LangBot's runtime is closed") from exc
        return Answer(text_of(reply))

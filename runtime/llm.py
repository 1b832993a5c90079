"""A small client for OpenAI-compatible chat completions (OpenAI, Ollama, vLLM, llama.cpp)."""

from __future__ import annotations

import os
from typing import Any

import httpx
from pydantic import BaseModel, ValidationError

from ..memory.errors import LLMError
from .api import Message


class ToolCallFunction(BaseModel):
    name: str
    arguments: str = "{}"


class ToolCall(BaseModel):
    id: str = ""
    type: str = "function"
    function: ToolCallFunction


class AssistantMessage(BaseModel):
    role: str = "assistant"
    content: str | None = None
    tool_calls: list[ToolCall] | None = None


class Choice(BaseModel):
    message: AssistantMessage


class ChatCompletion(BaseModel):
    choices: list[Choice]


class LLMClient:
    """POSTs to `{base_url}/chat/completions`; the API key comes from an environment variable."""

    def __init__(self, base_url: str, model: str, api_key_env: str, timeout: float) -> None:
        self.model = model
        headers = {}
        api_key = os.environ.get(api_key_env, "")
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        self._client = httpx.AsyncClient(base_url=base_url.rstrip("/"), headers=headers, timeout=timeout)

    async def chat(
        self, messages: list[Message], tools: list[dict[str, Any]] | None = None, timeout: float | None = None
    ) -> AssistantMessage:
        body: dict[str, Any] = {"model": self.model, "messages": messages}
        if tools:
            body["tools"] = tools
        try:
            response = await self._client.post(
                "/chat/completions", json=body, timeout=timeout if timeout is not None else httpx.USE_CLIENT_DEFAULT
            )
            response.raise_for_status()
            completion = ChatCompletion.model_validate(response.json())
        except httpx.TimeoutException as exc:
            raise LLMError("the model did not answer in time") from exc
        except httpx.HTTPStatusError as exc:
            raise LLMError(f"the model server answered HTTP {exc.response.status_code}") from exc
        except httpx.HTTPError as exc:
            raise LLMError(f"the model server could not be reached ({type(exc).__name__})") from exc
        except (ValidationError, ValueError) as exc:
            raise LLMError("the model server sent an unreadable response") from exc
        if not completion.choices:
            raise LLMError("the model server sent no choices")
        return completion.choices[0].message

    async def aclose(self) -> None:
        await self._client.aclose()

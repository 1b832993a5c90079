"""A scripted OpenAI-compatible chat-completions server on 127.0.0.1, for tests."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


def text(content: str) -> dict[str, Any]:
    return {"json": {"choices": [{"message": {"role": "assistant", "content": content}}]}}


def tool_call(name: str, arguments: dict[str, Any] | str, call_id: str = "call_1") -> dict[str, Any]:
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
    message = {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": call_id, "type": "function", "function": {"name": name, "arguments": raw}}],
    }
    return {"json": {"choices": [{"message": message}]}}


@dataclass
class ScriptedLLM:
    """Answers each POST /v1/chat/completions with the next scripted step; records the requests."""

    steps: list[dict[str, Any]] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    url: str = ""
    _runner: web.AppRunner | None = None

    async def _handle(self, request: web.Request) -> web.Response:
        self.requests.append(await request.json())
        step = self.steps.pop(0) if self.steps else text("(script ended)")
        if "respond" in step:  # a step that reads the request, e.g. to answer with an id it names
            step = step["respond"](self.requests[-1])
        if step.get("delay"):
            await asyncio.sleep(step["delay"])
        if "raw" in step:
            return web.Response(text=step["raw"], status=step.get("status", 200), content_type="application/json")
        return web.json_response(step.get("json", {}), status=step.get("status", 200))

    async def start(self) -> ScriptedLLM:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._handle)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}/v1"
        return self

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

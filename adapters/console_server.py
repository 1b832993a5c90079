"""`main.py console`: the Memory Console page and its API over HTTP on 127.0.0.1, for the standalone hosts.

It serves the same page LangBot shows (`components/pages/memory-console.html`) with a small page SDK
of its own (`console_sdk.js`), and hands every API call to the same console backend as LangBot's
page component. Every API call needs the console token (`Authorization: Bearer <token>`); the page
itself holds no memory and is served to anyone who can reach the port.

    POST /api/console/<endpoint>   JSON body in; 200 {"data": ...}, or 4xx {"error": "<one line>"}
"""

from __future__ import annotations

import base64
import hmac
import json
import os
from pathlib import Path
from typing import Any

from aiohttp import web

from ..memory.errors import ConfigError
from ..runtime.api import Page

PAGE_FILE = Path(__file__).resolve().parent.parent / "components" / "pages" / "memory-console.html"
SDK_FILE = Path(__file__).resolve().parent / "console_sdk.js"
SDK_PATH = "/api/v1/plugins/_sdk/page-sdk.js"  # where the page loads LangBot's page SDK from
HOST = "127.0.0.1"
MAX_BODY_BYTES = 1_000_000
MIN_TOKEN_CHARS = 16


def new_token() -> str:
    return base64.urlsafe_b64encode(os.urandom(24)).decode().rstrip("=")


def checked_token(token: str) -> str:
    """A token given in the environment, or ConfigError: a short one could be guessed."""
    if len(token.strip()) < MIN_TOKEN_CHARS:
        raise ConfigError(f"config error: LTM_CONSOLE_TOKEN must be at least {MIN_TOKEN_CHARS} characters")
    return token.strip()


def _error(status: int, text: str) -> web.Response:
    return web.json_response({"error": text}, status=status)


def console_app(page: Page, token: str) -> web.Application:
    """The page, its SDK and the token-guarded API."""
    html = PAGE_FILE.read_bytes()
    sdk = SDK_FILE.read_bytes()
    expected = token.encode()

    async def index(request: web.Request) -> web.Response:
        return web.Response(body=html, content_type="text/html", charset="utf-8", headers={"Cache-Control": "no-store"})

    async def page_sdk(request: web.Request) -> web.Response:
        return web.Response(body=sdk, content_type="application/javascript", charset="utf-8")

    async def api(request: web.Request) -> web.Response:
        scheme, _, given = request.headers.get("Authorization", "").partition(" ")
        if scheme != "Bearer" or not hmac.compare_digest(given.strip().encode(), expected):
            return _error(401, "a valid console token is required (Authorization: Bearer <token>)")
        try:
            body: Any = json.loads(await request.read() or b"{}")
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            return _error(400, "the request body is not valid JSON")
        reply = await page.handle("/" + request.match_info["endpoint"], body)
        if reply.error is not None:
            return _error(400, reply.error)
        return web.json_response({"data": reply.data})

    app = web.Application(client_max_size=MAX_BODY_BYTES)
    app.router.add_get("/", index)
    app.router.add_get(SDK_PATH, page_sdk)
    app.router.add_post("/api/console/{endpoint:.+}", api)
    return app


class ConsoleServer:
    """The console app on 127.0.0.1:`port` (0: a free port), from `start` until `stop`."""

    def __init__(self, page: Page, port: int, token: str) -> None:
        self.port = port
        self._runner = web.AppRunner(console_app(page, token), access_log=None)

    async def start(self) -> str:
        """Listen; returns the address. A port in use (or refused) is a ConfigError naming it."""
        await self._runner.setup()
        try:
            await web.TCPSite(self._runner, HOST, self.port).start()
        except OSError as exc:
            await self._runner.cleanup()
            raise ConfigError(f"cannot serve the console on {HOST}:{self.port} ({exc.strerror or exc})") from None
        bound = self._runner.addresses[0][1] if self._runner.addresses else self.port
        return f"http://{HOST}:{bound}/"

    async def stop(self) -> None:
        await self._runner.cleanup()

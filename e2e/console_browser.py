"""The Memory Console in a real browser: Debian's headless Chromium, driven over the DevTools protocol.

`console_checks` is the LangBot scenario (`e2e/langbot_offline.py` runs it after the chats): LangBot's
web UI opens the page from its sidebar, the page lists a chat's memories, one is archived with its
button, and LangBot's page API confirms it. `python -m e2e.console_browser URL` opens a standalone
console (`main.py console`'s printed address) the same way, as a quick look at the page.

No browser is downloaded: Chromium comes from Debian (`apt-get install chromium`); the protocol is
spoken over a WebSocket with aiohttp.
"""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
SCREENSHOT = ARTIFACTS / "memory-console.png"
FAILED = ARTIFACTS / "memory-console-failed.png"
DEVTOOLS_PORT = 9333
PAGE_LABEL = "Memory Console"


class Browser:
    """One headless Chromium and one tab, with the tab's frames (a sandboxed page may get a process of its own)."""

    def __init__(self, profile: Path) -> None:
        self.profile = profile
        self.process: subprocess.Popen[bytes] | None = None
        self.http = aiohttp.ClientSession()
        self.socket: aiohttp.ClientWebSocketResponse | None = None
        self.ids = itertools.count(1)
        self.waiting: dict[int, asyncio.Future[Any]] = {}
        self.frames: dict[str, str] = {}  # url -> session id of an out-of-process frame
        self.page_session = ""
        self.reader: asyncio.Task[None] | None = None

    async def start(self) -> None:
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if binary is None:
            raise RuntimeError("no Chromium: apt-get install chromium")
        self.process = subprocess.Popen(
            [
                binary,
                "--headless=new",
                "--no-sandbox",  # root in a network namespace
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                f"--user-data-dir={self.profile}",
                f"--remote-debugging-port={DEVTOOLS_PORT}",
                "--window-size=1440,1000",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        endpoint = ""
        deadline = time.monotonic() + 30
        while not endpoint:
            try:
                async with self.http.get(f"http://127.0.0.1:{DEVTOOLS_PORT}/json/version") as response:
                    endpoint = (await response.json())["webSocketDebuggerUrl"]
            except aiohttp.ClientError:
                if time.monotonic() > deadline:
                    raise RuntimeError("Chromium's DevTools did not answer in 30 s") from None
                await asyncio.sleep(0.3)
        self.socket = await self.http.ws_connect(endpoint, max_msg_size=0)
        self.reader = asyncio.ensure_future(self._read())
        targets = (await self.send("Target.getTargets"))["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.page_session = (await self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}))[
            "sessionId"
        ]
        await self.send("Page.enable", session=self.page_session)
        await self.send(
            "Target.setAutoAttach",
            {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": True},
            session=self.page_session,
        )

    async def _read(self) -> None:
        assert self.socket is not None
        async for frame in self.socket:
            message = json.loads(frame.data)
            if "id" in message and message["id"] in self.waiting:
                future = self.waiting.pop(message["id"])
                if "error" in message:
                    future.set_exception(RuntimeError(str(message["error"])))
                else:
                    future.set_result(message.get("result", {}))
            elif message.get("method") == "Target.attachedToTarget":
                info = message["params"]["targetInfo"]
                if info["type"] == "iframe":
                    self.frames[info["url"]] = message["params"]["sessionId"]

    async def send(self, method: str, params: dict[str, Any] | None = None, session: str = "") -> Any:
        assert self.socket is not None
        call_id = next(self.ids)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.waiting[call_id] = future
        message: dict[str, Any] = {"id": call_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        await self.socket.send_str(json.dumps(message))
        return await asyncio.wait_for(future, 60)

    async def evaluate(self, expression: str, session: str = "", context: int | None = None) -> Any:
        params: dict[str, Any] = {"expression": expression, "awaitPromise": True, "returnByValue": True}
        if context is not None:
            params["contextId"] = context
        result = await self.send("Runtime.evaluate", params, session=session or self.page_session)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    async def goto(self, url: str) -> None:
        await self.send("Page.navigate", {"url": url}, session=self.page_session)

    async def screenshot(self, path: Path) -> None:
        shot = await self.send("Page.captureScreenshot", {"format": "png"}, session=self.page_session)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(shot["data"]))

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()
        if self.reader is not None:
            self.reader.cancel()
        await self.http.close()
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()


class ConsoleFrame:
    """The console page inside LangBot's sandboxed iframe (or a whole tab, standalone): scripts run in its document."""

    def __init__(self, browser: Browser, session: str, context: int | None) -> None:
        self.browser, self.session, self.context = browser, session, context

    @classmethod
    async def find(cls, browser: Browser, standalone: bool) -> ConsoleFrame:
        if standalone:
            return cls(browser, browser.page_session, None)

        async def found() -> bool:
            return bool(browser.frames) or await _same_process_frame(browser) is not None

        await until(found, 60, "the console's iframe")
        if browser.frames:
            [session] = browser.frames.values()
            await browser.send("Runtime.enable", session=session)
            return cls(browser, session, None)
        frame_id = await _same_process_frame(browser)
        assert frame_id is not None
        world = await browser.send(
            "Page.createIsolatedWorld", {"frameId": frame_id, "worldName": "e2e"}, session=browser.page_session
        )
        return cls(browser, browser.page_session, world["executionContextId"])

    async def run(self, script: str) -> Any:
        return await self.browser.evaluate(script, self.session, self.context)


async def _same_process_frame(browser: Browser) -> str | None:
    tree = await browser.send("Page.getFrameTree", session=browser.page_session)
    for child in tree["frameTree"].get("childFrames", []):
        if child["frame"]["url"].startswith("blob:"):
            return str(child["frame"]["id"])
    return None


async def until(check: Callable[[], Awaitable[bool]], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} not ready after {seconds:.0f} s")
        await asyncio.sleep(0.5)


async def archive_one(frame: ConsoleFrame, chat_label: str) -> str:
    """Pick the chat in the page's list, wait for its episodes, archive the first one; returns its id."""

    async def chats_listed() -> bool:
        options = "Array.from(document.querySelectorAll('#chat-list option'))"
        return bool(await frame.run(f"{options}.some(o => o.textContent.includes({json.dumps(chat_label)}))"))

    await until(chats_listed, 60, f"the chat {chat_label} in the console's list")
    await frame.run(
        "(() => { const list = document.getElementById('chat-list');"
        f" const option = Array.from(list.options).find(o => o.textContent.includes({json.dumps(chat_label)}));"
        " list.value = option.value; list.dispatchEvent(new Event('change')); })()"
    )

    async def listed() -> bool:
        return bool(await frame.run("document.querySelectorAll('#episodes tr[data-episode]').length"))

    await until(listed, 60, "the chat's episodes in the console")
    episode_id = str(await frame.run("document.querySelector('#episodes tr[data-episode]').getAttribute('data-episode')"))
    await frame.run(
        f"document.querySelector('#episodes tr[data-episode={json.dumps(episode_id)}] button[data-action=archive]').click()"
    )

    async def archived() -> bool:
        return bool(await frame.run(f"document.getElementById('message').textContent === 'Archived {episode_id}.'"))

    await until(archived, 60, f"the console's confirmation that {episode_id} was archived")
    await frame.run("document.getElementById('status').value = 'archived'; document.getElementById('search').click()")

    async def shown_archived() -> bool:
        return bool(await frame.run(f"!!document.querySelector('#episodes tr[data-episode={json.dumps(episode_id)}]')"))

    await until(shown_archived, 60, f"{episode_id} among the archived episodes")
    return episode_id


async def open_from_sidebar(browser: Browser, web: str, token: str) -> None:
    """Signed in as LangBot's web UI signs in (its token in local storage), past the first-run wizard
    (Skip, then OK), then the sidebar's Memory Console entry."""
    await browser.goto(f"{web}/login")
    await until(lambda: _loaded(browser, web), 60, "LangBot's web UI")
    await browser.evaluate(f"localStorage.setItem('token', {json.dumps(token)})")
    await browser.evaluate("localStorage.setItem('langbot-assistant-panel-open', 'false')")  # a clear screenshot
    await browser.goto(f"{web}/home")

    async def entry() -> bool:
        for label in ("Skip", "OK"):  # the wizard's Skip asks to confirm with OK; the user guide's Skip closes it
            await browser.evaluate(f"{_BUTTON}.filter(b => b.textContent.trim() === {json.dumps(label)}).forEach(b => b.click())")
            await asyncio.sleep(1)
        return bool(await browser.evaluate(_SIDEBAR_ENTRY + ".length"))

    await until(entry, 90, "the Memory Console entry in LangBot's sidebar")
    await browser.evaluate(_SIDEBAR_ENTRY + "[0].click()")


_BUTTON = "Array.from(document.querySelectorAll('button'))"
_SIDEBAR_ENTRY = f"Array.from(document.querySelectorAll('span')).filter(e => e.textContent.trim() === {json.dumps(PAGE_LABEL)})"


async def _loaded(browser: Browser, origin: str) -> bool:
    """The tab shows a document of `origin`, loaded (a navigation answers before the new document is there)."""
    return bool(await browser.evaluate(f"location.origin === {json.dumps(origin)} && document.readyState === 'complete'"))


async def console_checks(web: str, token: str, chat_label: str, work: Path) -> str:
    """LangBot's web UI, the sidebar, the console: archive one episode of `chat_label`; returns its id."""
    browser = Browser(work / "chromium-profile")
    try:
        await browser.start()
        await open_from_sidebar(browser, web, token)
        frame = await ConsoleFrame.find(browser, standalone=False)
        episode_id = await archive_one(frame, chat_label)
        await browser.evaluate(f"{_BUTTON}.filter(b => b.textContent.trim() === 'Skip').forEach(b => b.click())")
        await asyncio.sleep(1)
        await browser.screenshot(SCREENSHOT)
        return episode_id
    except (TimeoutError, RuntimeError):
        if browser.socket is not None:  # what the browser showed when the scenario stopped, if it ever started
            await browser.screenshot(FAILED)
        raise
    finally:
        await browser.close()


async def page_api(http: Any, endpoint: str, body: dict[str, Any]) -> Any:
    """The console's API through LangBot's own route, as the page's iframe reaches it (`http`: signed in to LangBot's API)."""
    response = await http.post(
        "/plugins/longtermmemory/LongTermMemory/page-api",
        json={"page_id": "memory-console", "endpoint": endpoint, "method": "POST", "body": body},
    )
    answer = response.json()
    if answer.get("code") != 0 or (answer.get("data") or {}).get("error"):
        raise RuntimeError(f"page-api {endpoint}: {answer}")
    return answer["data"]


async def langbot_console_checks(http: Any, web: str, work: Path) -> str:
    """After the chats: the console lists a chat that holds memories, archives one in the browser, and
    LangBot's page API then lists it as archived. Returns a line for the run's log."""
    chats = [c for c in (await page_api(http, "/overview", {}))["chats"] if c["episodes"]["active"]]
    if not chats:
        raise RuntimeError("the console lists no chat with active memories")
    chat = sorted(chats, key=lambda c: (not c["chat"].startswith("group_"), c["chat"]))[0]
    token = http.headers["Authorization"].removeprefix("Bearer ")
    episode_id = await console_checks(web, token, chat["chat"], work)
    archived = await page_api(http, "/episodes", {"bot_id": chat["bot_id"], "chat": chat["chat"], "status": "archived"})
    if episode_id not in [e["id"] for e in archived["episodes"]]:
        raise RuntimeError(f"{episode_id} was archived in the browser but is not archived in memory")
    audit = await page_api(http, "/audit", {"bot_id": chat["bot_id"], "chat": chat["chat"]})
    if ("Memory Console", "archived", episode_id) not in [(e["actor_name"], e["action"], e["target"]) for e in audit["entries"]]:
        raise RuntimeError(f"the audit does not say the console archived {episode_id}")
    return f"the Memory Console archived {episode_id} of {chat['chat']} in Chromium; screenshot: {SCREENSHOT}"


async def standalone(url: str) -> None:
    profile = Path(tempfile.mkdtemp(prefix="ltm-console-browser-"))
    browser = Browser(profile)
    try:
        await browser.start()
        await browser.goto(url)
        await until(lambda: _loaded(browser, url.split("/#")[0].rstrip("/")), 60, "the console")
        frame = await ConsoleFrame.find(browser, standalone=True)
        chat = sys.argv[2] if len(sys.argv) > 2 else "group_"
        print("archived", await archive_one(frame, chat))
        await browser.screenshot(ARTIFACTS / "memory-console-standalone.png")
        print("screenshot:", ARTIFACTS / "memory-console-standalone.png")
    finally:
        await browser.close()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    asyncio.run(standalone(sys.argv[1]))

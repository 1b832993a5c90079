"""LongTermMemory inside a real LangBot 4.11, offline on loopback: install, configure, chat, see memory used.

Run as root (it needs a network namespace): `.venv/bin/python -m e2e.langbot_offline`. Minutes the
first time (LangBot's virtual environment and the plugin's wheels are fetched from the registry and
cached in `--cache`), then about a minute: the plugin's dependencies are installed on every install.

Outside the namespace it prepares the cache; then it runs itself again under `unshare -n` with only
loopback up, so nothing can leave the machine: a scripted OpenAI-compatible model, LangBot's plugin
runtime (`lbp rt`, pointed at a file index of the cached wheels), LangBot itself, and this script
driving LangBot's HTTP API as its web UI would: one person in LangBot's web chat, then two members of
one group chat through LangBot's HTTP bot adapter, whose agent (a tool-calling test runner) uses the
plugin's tools. It exits 0 when every check passed.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import httpx
from aiohttp import web

from e2e.console_browser import langbot_console_checks

ROOT = Path(__file__).resolve().parent.parent
RUNNER = Path(__file__).resolve().parent / "agent_runner"
RUNNER_ID = "plugin:ltme2e/AgentRunner/agent"
LANGBOT = "langbot==4.11.2"
WEB = "http://127.0.0.1:5300"
API = f"{WEB}/api/v1"
USER = {"user": "e2e@example.com", "password": "e2e-password-1"}
SISTER = "my sister's name is Mika"
INITIALISED = "Plugin longtermmemory/LongTermMemory initialized"
SECRET = "e2e-inbound-secret"  # signs what the HTTP bot adapter receives
EPISODE = re.compile(r"ep_[0-9a-f]{12}")


def say(text: str) -> None:
    print(f"[e2e {time.strftime('%H:%M:%S')}] {text}", flush=True)


# ---- outside the namespace: the cache -------------------------------------------------------------


def prepare(cache: Path) -> None:
    """LangBot's virtual environment and the plugin's wheels with a PEP 503 index over them."""
    venv = cache / "langbot-venv"
    if not (venv / "bin" / "langbot").exists():
        say(f"installing {LANGBOT} into {venv}")
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "uv"], check=True)
        subprocess.run(
            [str(venv / "bin" / "uv"), "pip", "install", "-q", "--python", str(venv / "bin" / "python"), LANGBOT], check=True
        )
    wheels = cache / "wheels"
    stamp = wheels / ".requirements"
    requirements = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    if not stamp.exists() or stamp.read_text(encoding="utf-8") != requirements:
        say("downloading the plugin's wheels")
        wheels.mkdir(parents=True, exist_ok=True)
        pip = [str(venv / "bin" / "python"), "-m", "pip", "download", "-q", "-d", str(wheels)]
        done = subprocess.run([*pip, "-r", str(ROOT / "requirements.txt")], capture_output=True, text=True)
        if done.returncode:
            raise RuntimeError(f"pip download failed: {done.stderr[-2000:]}")
        stamp.write_text(requirements, encoding="utf-8")
    index = cache / "simple"
    shutil.rmtree(index, ignore_errors=True)
    projects: dict[str, list[Path]] = {}
    for wheel in wheels.iterdir():
        if wheel.suffix in (".whl", ".gz", ".zip"):
            name = re.split(r"-\d", wheel.name, maxsplit=1)[0]
            projects.setdefault(re.sub(r"[-_.]+", "-", name).lower(), []).append(wheel)
    for project, files in projects.items():
        (index / project).mkdir(parents=True)
        links = "".join(f'<a href="{f.as_uri()}">{f.name}</a>\n' for f in files)
        (index / project / "index.html").write_text(f"<html><body>\n{links}</body></html>\n", encoding="utf-8")


# ---- inside the namespace: one cycle ------------------------------------------------------------------


def text_of(content: Any) -> str:
    """A message's text, whether LangBot sent one string or a list of content parts."""
    if isinstance(content, list):
        return "".join(str(part.get("text") or "") for part in content if isinstance(part, dict))
    return str(content or "")


# What the scripted agent does with a message, when LangBot offers it the tool: (pattern, tool, argument).
TOOL_USES = (
    # (no request to remember in words: the plugin itself would answer that one before the agent runs)
    (re.compile(r"put this in your tool, please -> (.+)"), "remember", "content"),
    (re.compile(r"what do you recall about (.+?)\??$"), "recall_memory", "query"),
)


class Model:
    """The scripted model: extraction prompts get entries with evidence; a chat turn calls a tool the message
    asks for, answers a tool's result with that result, and otherwise echoes the memory it was shown."""

    def __init__(self) -> None:
        self.chats: list[list[dict[str, Any]]] = []
        self.extractions: list[str] = []
        self.tool_results: list[str] = []

    async def answer(self, request: web.Request) -> web.Response:
        body = await request.json()
        messages = body["messages"]
        last = text_of(messages[-1].get("content"))
        if last.startswith("You extract durable long-term memories"):
            self.extractions.append(last)
            entries = []
            if "moving to Kyoto in April" in last:
                entries.append(
                    {
                        "content": "Moving to Kyoto in April",
                        "kind": "plan",
                        "importance": 4,
                        "source": "user_stated",
                        "evidence": "moving to Kyoto in April",
                    }
                )
            message: dict[str, Any] = {"role": "assistant", "content": json.dumps({"memories": entries})}
        else:
            self.chats.append(messages)
            offered = {tool["function"]["name"] for tool in body.get("tools") or []}
            message = self.turn(messages, offered)
        completion = {
            "id": f"chatcmpl-{len(self.chats)}-{len(self.extractions)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "scripted"),
            "choices": [{"index": 0, "finish_reason": "tool_calls" if message.get("tool_calls") else "stop", "message": message}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
        return web.json_response(completion)

    def turn(self, messages: list[dict[str, Any]], offered: set[str]) -> dict[str, Any]:
        last = messages[-1]
        if last.get("role") == "tool":
            self.tool_results.append(text_of(last.get("content")))
            return {"role": "assistant", "content": f"Tool result: {self.tool_results[-1]}"}
        said = text_of(last.get("content"))
        for pattern, tool, argument in TOOL_USES:
            found = pattern.search(said)
            if found and tool in offered:
                arguments = json.dumps({argument: found.group(1)})
                call = {"id": f"call_{len(self.chats)}", "type": "function", "function": {"name": tool, "arguments": arguments}}
                return {"role": "assistant", "content": None, "tool_calls": [call]}
        seen = any("Mika" in text_of(m.get("content")) for m in messages if m.get("role") == "system")
        return {"role": "assistant", "content": "Your sister is Mika." if seen else "I don't know."}

    async def start(self) -> tuple[web.AppRunner, str]:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self.answer)
        app.router.add_post("/callback", self.callback)
        runner = web.AppRunner(app)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return runner, f"http://127.0.0.1:{port}"

    async def callback(self, request: web.Request) -> web.Response:
        """The HTTP bot's replies outside a synchronous turn (none are expected): accepted and dropped."""
        return web.json_response({"code": 0})


class LangBot:
    """LangBot's HTTP API as its web UI uses it."""

    def __init__(self) -> None:
        self.http = httpx.AsyncClient(base_url=API, timeout=120)

    async def call(self, method: str, path: str, **kwargs: Any) -> Any:
        response = await self.http.request(method, path, **kwargs)
        body = response.json()
        if body.get("code") != 0:
            raise RuntimeError(f"{method} {path}: {body}")
        return body.get("data")

    async def login(self) -> None:
        await wait_for(lambda: self._up(), 300, "LangBot's API")  # minutes on a loaded machine
        await self.call("POST", "/user/init", json=USER)  # a fresh LangBot: the first account
        token = (await self.call("POST", "/user/auth", json=USER))["token"]
        self.http.headers["Authorization"] = f"Bearer {token}"

    async def _up(self) -> bool:
        try:
            await self.http.get("/system/info")
        except httpx.HTTPError:
            return False
        return True

    async def install(self, package: Path) -> None:
        with package.open("rb") as file:
            task = (await self.call("POST", "/plugins/install/local", files={"file": (package.name, file)}))["task_id"]

        async def done() -> bool:
            info = await self.call("GET", f"/system/tasks/{task}")
            runtime = info.get("runtime", {})
            if runtime.get("exception"):
                raise RuntimeError(f"installing {package.name}: {runtime['exception']}")
            return bool(runtime.get("done"))

        await wait_for(done, 900, f"install of {package.name}")

    async def run(self, pipeline: str, message: str) -> str:
        result = await self.call("POST", f"/pipelines/{pipeline}/run", json={"message": message})
        return str(result.get("reply", ""))


class Chat:
    """One conversation in LangBot's web chat (a WebSocket, as its debug dialog uses): the memory follows a conversation."""

    def __init__(self, api: LangBot, pipeline: str) -> None:
        self.api, self.pipeline = api, pipeline
        self.session = aiohttp.ClientSession()
        self.socket: aiohttp.ClientWebSocketResponse | None = None

    async def open(self) -> None:
        workspace = await self.api.call("GET", "/workspaces/current")
        url = f"{API.replace('http', 'ws')}/pipelines/{self.pipeline}/ws/connect?session_type=person"
        self.socket = await self.session.ws_connect(url, headers={"Origin": "http://127.0.0.1:5300"})
        token = self.api.http.headers["Authorization"].removeprefix("Bearer ")
        await self.socket.send_json({"type": "authenticate", "token": token, "workspace_uuid": workspace["workspace"]["uuid"]})
        frame = await self.socket.receive_json(timeout=30)
        if frame.get("type") != "connected":
            raise RuntimeError(f"web chat: {frame}")

    async def say(self, text: str, replies: int = 1) -> str:
        """Send one message and wait for `replies` final answers from the bot."""
        assert self.socket is not None
        await self.socket.send_json({"type": "message", "message": [{"type": "Plain", "text": text}], "stream": False})
        answers: list[str] = []
        deadline = time.monotonic() + 90
        while len(answers) < replies:
            frame = await self.socket.receive_json(timeout=max(1.0, deadline - time.monotonic()))
            data = frame.get("data") or {}
            if frame.get("type") == "response" and data.get("role") == "assistant" and data.get("is_final", True):
                answers.append(str(data.get("content", "")))
        return "\n".join(answers)

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()
        await self.session.close()


class GroupChat:
    """One group chat through LangBot's HTTP bot adapter: every message signed and sent by a named member.

    LangBot's web chat has one sender per conversation; the HTTP bot takes the sender from each message,
    as a real group platform does. `/sync` answers with every reply of the turn.
    """

    def __init__(self, api: LangBot, bot: str, group: str) -> None:
        self.http, self.bot, self.group = api.http, bot, group

    async def say(self, member: str, name: str, text: str) -> str:
        message = {
            "session_id": self.group,
            "session_type": "group",
            "sender": {"id": member, "name": name, "group_name": "Book club"},
            "message": [{"type": "Plain", "text": text}],
        }
        body = json.dumps(message).encode()
        stamp = str(int(time.time()))
        signature = hmac.new(SECRET.encode(), f"{stamp}.".encode() + body, hashlib.sha256).hexdigest()
        headers = {"Content-Type": "application/json", "X-LB-Timestamp": stamp, "X-LB-Signature": f"sha256={signature}"}
        response = await self.http.post(f"{WEB}/bots/{self.bot}/sync", content=body, headers=headers)
        parts = response.json()["data"]["message"]
        return "\n".join(str(part.get("text", "")) for part in parts if part.get("type") == "Plain")


async def wait_for(check: Callable[[], Awaitable[bool]], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} not ready after {seconds:.0f} s")
        await asyncio.sleep(1)


def build(plugin_dir: Path, out: Path, lbp: Path) -> Path:
    """`lbp build`, as a plugin's author runs it (this plugin's through ./build-plugin), into a directory of its own."""
    out = out / plugin_dir.name
    if (plugin_dir / "build-plugin").exists():
        command, env = [str(plugin_dir / "build-plugin"), str(out)], {**os.environ, "LBP": str(lbp)}
    else:
        command, env = [str(lbp), "build", "-o", str(out)], dict(os.environ)
    subprocess.run(command, cwd=plugin_dir, env=env, check=True, capture_output=True)
    [package] = out.glob("*.lbpkg")
    return package


def check(condition: bool, what: str) -> None:
    if not condition:
        raise AssertionError(what)
    say(f"ok: {what}")


async def web_chat_checks(api: LangBot, model: Model, pipeline: str) -> None:
    """One person in LangBot's web chat: explicit requests, injection, extraction, and another conversation."""
    chat = Chat(api, pipeline)
    await chat.open()
    try:
        reply = await chat.say(f"remember that {SISTER}", replies=2)
        check(reply.startswith("Noted: "), f"an explicit request is confirmed in the chat: {reply!r}")
        reply = await chat.say("what is my sister's name?")
        system = "\n".join(str(m.get("content")) for m in model.chats[-1] if m.get("role") == "system")
        check("<long_term_memory" in system and "Mika" in system, "the model received the memory block, with the fact")
        check(reply == "Your sister is Mika.", f"the reply used it: {reply!r}")

        reply = await chat.say("记住：我的猫叫味噌", replies=2)
        check(reply.startswith("Noted: "), f"a request in Chinese is confirmed: {reply!r}")
        await chat.say("what is my cat called?")
        system = "\n".join(str(m.get("content")) for m in model.chats[-1] if m.get("role") == "system")
        check("味噌" in system, "a question in English brings back the fact said in Chinese")

        await chat.say("I'm moving to Kyoto in April")

        async def extracted() -> bool:
            return bool(model.extractions)

        await wait_for(extracted, 60, "extraction")
        await asyncio.sleep(3)  # the write follows the model's answer
        listing = await chat.say("!memory list")
        check("Moving to Kyoto in April" in listing, f"the turn was extracted through LangBot's model: {listing!r}")
    finally:
        await chat.close()
    other = await api.run(pipeline, "what is my sister's name?")
    check(other == "I don't know.", f"another conversation does not see this one's memory: {other!r}")


def listed_as(listing: str, episode_id: str) -> str:
    """The line `!memory list` gives an episode: its id, date, speaker and importance."""
    return next((line for line in listing.splitlines() if line.startswith(episode_id)), "")


async def group_checks(api: LangBot, model: Model, pipeline: str, callback: str) -> GroupChat:
    """Alice and Bob in one group chat: LangBot's one session for the group keeps Alice as its sender, yet
    the tools and `!memory` act as whoever speaks, and a tool's result reaches the agent."""
    binding = {"event_pattern": "message.received", "target_type": "pipeline", "target_uuid": pipeline, "filters": []}
    adapter = {"inbound_secret": SECRET, "callback_url": callback, "default_session_type": "group"}
    bot = await api.call(
        "POST",
        "/platform/bots",
        json={"name": "book club", "adapter": "http_bot", "adapter_config": adapter, "enable": True, "event_bindings": [binding]},
    )
    group = GroupChat(api, bot["uuid"], "book-club")

    reply = await group.say("alice", "Alice", "put this in your tool, please -> my cat is called Miso")
    alices = EPISODE.search(reply)
    check(alices is not None and "Stored as" in reply, f"Alice's agent stored her memory with the remember tool: {reply!r}")
    reply = await group.say("bob", "Bob", "put this in your tool, please -> my bike is red")
    bobs = EPISODE.search(reply)
    check(bobs is not None and "Stored as" in reply, f"Bob's agent stored his with the remember tool: {reply!r}")
    assert alices is not None and bobs is not None
    listing = await group.say("alice", "Alice", "!memory list")
    lines = listed_as(listing, alices.group()), listed_as(listing, bobs.group())
    check("Alice (alice)" in lines[0] and "Bob (bob)" in lines[1], f"each member's tool memory is theirs: {lines}")

    status = await group.say("bob", "Bob", "!memory")
    check("speaker: Bob (bob)" in status, "Bob's !memory shows Bob, though the group's session began with Alice")
    for verb in ("forget", "archive"):
        answer = await group.say("bob", "Bob", f"!memory {verb} {alices.group()}")
        check("Not allowed" in answer, f"Bob cannot {verb} Alice's memory: {answer!r}")

    reply = await group.say("bob", "Bob", "what do you recall about Alice's cat?")
    result = model.tool_results[-1] if model.tool_results else ""
    check("my cat is called Miso" in result and '"alice"' in result, f"recall_memory's result reached the model: {result!r}")
    check("Miso" in reply, f"and the agent's answer: {reply!r}")

    forgot = await group.say("bob", "Bob", "!memory forget-me")
    check("Forgot you: 1 episode(s)" in forgot, f"Bob's forget-me forgets Bob: {forgot!r}")
    listing = await group.say("alice", "Alice", "!memory list")
    kept = alices.group() in listing and bobs.group() not in listing
    check(kept, f"and keeps Alice's memory: {listing!r}")
    return group


async def cycle(cache: Path, keep: bool) -> None:
    venv = cache / "langbot-venv" / "bin"
    work = Path(tempfile.mkdtemp(prefix="ltm-langbot-"))
    say(f"working in {work}")
    model = Model()
    model_runner, model_root = await model.start()
    logs = (work / "runtime.log").open("wb"), (work / "langbot.log").open("wb")
    (work / "runtime").mkdir()
    env = {**os.environ, "LANGBOT_PLUGIN_PYPI_INDEX_URL": (cache / "simple").as_uri()}
    runtime = subprocess.Popen([str(venv / "lbp"), "rt"], cwd=work / "runtime", env=env, stdout=logs[0], stderr=subprocess.STDOUT)
    langbot_env = {
        **os.environ,
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        "API__HOST": "127.0.0.1",
        "SPACE__DISABLE_TELEMETRY": "true",
        "SPACE__DISABLE_MODELS_SERVICE": "true",
        "PLUGIN__ENABLE_MARKETPLACE": "false",
        "BOX__ENABLED": "false",
        "PLUGIN__RUNTIME_WS_URL": "ws://127.0.0.1:5400/control/ws",
        "LANGBOT_DATA_ROOT": str(work / "langbot"),
    }
    langbot_process = subprocess.Popen(
        [str(venv / "langbot")], cwd=work, env=langbot_env, stdout=logs[1], stderr=subprocess.STDOUT
    )
    api = LangBot()
    try:
        await api.login()

        async def runtime_connected() -> bool:
            body: dict[str, Any] = (await api.http.get("/plugins")).json()
            return body.get("code") == 0

        await wait_for(runtime_connected, 300, "the plugin runtime")
        say("LangBot is up and its plugin runtime connected")
        pipeline = (await api.call("POST", "/pipelines", json={"name": "e2e", "description": "e2e", "is_default": True}))["uuid"]
        provider = await api.call(
            "POST",
            "/provider/providers",
            json={
                "name": "scripted",
                "requester": "openai-chat-completions",
                "base_url": f"{model_root}/v1",
                "api_keys": ["sk-test"],
            },
        )
        model_uuid = (
            await api.call(
                "POST",
                "/provider/models/llm",
                json={"name": "scripted", "provider_uuid": provider["uuid"], "abilities": ["func_call"], "extra_args": {}},
            )
        )["uuid"]

        out = work / "packages"
        say("building and installing the runner and LongTermMemory")
        await api.install(build(RUNNER, out, venv / "lbp"))
        started = time.monotonic()
        await api.install(build(ROOT, out, venv / "lbp"))
        environments = work / "runtime" / "data" / "plugin-runtime" / "environments"
        size = sum(path.stat().st_size for path in environments.rglob("*") if path.is_file() and not path.is_symlink())
        say(
            f"LongTermMemory installed in {time.monotonic() - started:.0f} s (its dependencies included); "
            f"the plugins' environments hold {size / 1e6:.0f} MB"
        )
        runtime_log = work / "runtime.log"
        starts = runtime_log.read_text(errors="replace").count(INITIALISED)
        await api.call("PUT", "/plugins/longtermmemory/LongTermMemory/config", json={"langbot_model": model_uuid})

        async def restarted() -> bool:  # a new configuration restarts the plugin's process
            return runtime_log.read_text(errors="replace").count(INITIALISED) > starts

        await wait_for(restarted, 300, "LongTermMemory's restart with its configuration")

        config = (await api.call("GET", f"/pipelines/{pipeline}"))["pipeline"]
        config["config"]["ai"]["runner"] = {"id": RUNNER_ID}
        config["config"]["ai"]["runner_config"] = {RUNNER_ID: {"model": model_uuid}}
        config["config"]["trigger"]["group-respond-rules"]["random"] = 1.0  # a group's every message is for the bot
        update = {key: config[key] for key in ("name", "description", "config") if key in config}
        await api.call("PUT", f"/pipelines/{pipeline}", json=update)

        await web_chat_checks(api, model, pipeline)
        group = await group_checks(api, model, pipeline, f"{model_root}/callback")
        say(await langbot_console_checks(api.http, WEB, work))
        from .knowledge_base import knowledge_base_checks  # its own module; it uses this one's helpers

        await knowledge_base_checks(api, model, pipeline, f"{model_root}/callback", group)
        say("all checks passed")
    finally:
        await api.http.aclose()
        for process in (langbot_process, runtime):
            process.terminate()
        for process in (langbot_process, runtime):
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                process.kill()
        await model_runner.cleanup()
        for log in logs:
            log.close()
        if keep:
            say(f"logs kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "ltm-langbot-e2e")
    parser.add_argument("--keep", action="store_true", help="keep the working directory and its logs")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.inside:
        if os.geteuid() != 0:
            print("e2e: run as root (it needs a network namespace for an offline LangBot)", file=sys.stderr)
            return 2
        prepare(args.cache)
        command = [sys.executable, "-m", "e2e.langbot_offline", "--inside", "--cache", str(args.cache)]
        command += ["--keep"] if args.keep else []
        return subprocess.run(["unshare", "-n", "--", *command], cwd=ROOT).returncode
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    asyncio.run(cycle(args.cache, args.keep))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""MCP servers as research tools, against a real MCP server (tests/fakes/mcp_server.py).

Over stdio the server runs as a subprocess of the test; over streamable HTTP
it is served in-process by uvicorn on a port the OS picks.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
import uvicorn

from core.config import McpServer, Settings
from core.sources.tools import build_tools
from core.sources.base import SourceError
from core.sources.mcp import McpServerTools, build_mcp_tools
from tests.fakes.mcp_server import build_server

SERVER_SCRIPT = str(Path(__file__).resolve().parents[2] / "fakes" / "mcp_server.py")
STDIO = McpServer(name="incidents", command=sys.executable, args=[SERVER_SCRIPT], env={"TEAM": "sre"})
TOOL_NAMES = [
    "incidents_lookup_runbook",
    "incidents_get_incident",
    "incidents_slow",
    "incidents_crash",
    "incidents_pid",
    "incidents_whoami",
]

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def incidents() -> AsyncIterator[McpServerTools]:
    """One stdio server shared by the tests that only read from it (starting one takes ~1 s)."""
    provider = McpServerTools(STDIO, timeout_seconds=5.0)
    await provider.load()
    yield provider
    await provider.aclose()


async def test_server_tools_become_research_tools_with_their_schemas(incidents: McpServerTools) -> None:
    tools = {t.name: t for t in build_tools([incidents])}

    assert list(tools) == TOOL_NAMES
    lookup = tools["incidents_lookup_runbook"]
    assert lookup.description == "[incidents] Find runbooks whose title or text mentions the query words."
    assert lookup.parameters["properties"]["query"]["type"] == "string"
    assert lookup.parameters["required"] == ["query"]
    assert lookup.spec()["function"]["name"] == "incidents_lookup_runbook"


async def test_json_results_become_citable_hits(incidents: McpServerTools) -> None:
    lookup = next(t for t in incidents.tools() if t.name == "incidents_lookup_runbook")

    observation = await lookup.call({"query": "kafka"})

    assert observation.error is None
    assert [(h.id, h.title) for h in observation.hits] == [
        ("rb-7", "Restarting a stuck Kafka consumer"),
        ("rb-9", "Kafka broker disk full"),
    ]
    assert observation.hits[0].url == "https://runbooks.example/rb-7"
    assert observation.hits[0].text.startswith("Pause the consumer group")
    assert observation.hits[0].source == "incidents"


async def test_empty_json_result_is_no_hits(incidents: McpServerTools) -> None:
    observation = await incidents.call("lookup_runbook", {"query": "zookeeper"})

    assert observation.hits == [] and observation.text == "incidents.lookup_runbook found nothing"


async def test_plain_text_result_is_one_hit_with_a_stable_id(incidents: McpServerTools) -> None:
    first = await incidents.call("get_incident", {"id": "INC-42"})
    again = await incidents.call("get_incident", {"id": "INC-42"})

    [hit] = first.hits
    assert hit.title == "incidents: get_incident(id=INC-42)"
    assert hit.text.startswith("INC-42 (sev2, resolved): checkout latency rose")
    assert hit.id == again.hits[0].id


async def test_tool_errors_are_observations_for_the_model(incidents: McpServerTools) -> None:
    observation = await incidents.call("get_incident", {"id": "INC-1"})

    assert observation.hits == []
    assert observation.error == "incidents.get_incident: Error executing tool get_incident: no incident INC-1"


async def test_configured_env_reaches_the_server(incidents: McpServerTools) -> None:
    observation = await incidents.call("whoami", {})

    assert observation.hits[0].text == "sre"


async def test_slow_tool_times_out_with_a_clear_error() -> None:
    provider = McpServerTools(STDIO, timeout_seconds=0.3)
    try:
        await provider.load()
        with pytest.raises(SourceError, match=r"^incidents.slow did not answer within 0.3 s$"):
            await provider.call("slow", {"seconds": 1})
    finally:
        await provider.aclose()


async def test_crashed_server_is_restarted_on_the_next_call() -> None:
    provider = McpServerTools(STDIO, timeout_seconds=5.0)
    try:
        await provider.load()
        first_pid = (await provider.call("pid", {})).hits[0].text
        with pytest.raises(SourceError, match="Connection closed"):
            await provider.call("crash", {})
        second_pid = (await provider.call("pid", {})).hits[0].text
    finally:
        await provider.aclose()

    assert second_pid != first_pid


async def test_closing_stops_the_server_process() -> None:
    provider = McpServerTools(STDIO, timeout_seconds=5.0)
    await provider.load()
    pid = int((await provider.call("pid", {})).hits[0].text)

    await provider.aclose()

    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


async def test_broken_servers_are_skipped_and_the_reason_logged(caplog: pytest.LogCaptureFixture) -> None:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        mcp_servers=[
            McpServer(name="missing", command="/nonexistent/mcp-server"),
            McpServer(name="nothing"),
        ],
    )

    with caplog.at_level(logging.WARNING, logger="core.sources.mcp"):
        providers = await build_mcp_tools(settings)

    assert providers == []
    assert any("server=missing" in m and "could not be started: FileNotFoundError" in m for m in caplog.messages)
    assert any("server=nothing" in m and "needs a command or a url" in m for m in caplog.messages)


@pytest_asyncio.fixture(loop_scope="module")
async def http_server_url() -> AsyncIterator[str]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(build_server().streamable_http_app(), log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:
        await asyncio.sleep(0.01)
    yield f"http://127.0.0.1:{port}/mcp"
    server.should_exit = True
    await task
    sock.close()


async def test_streamable_http_server_tools_work_the_same(http_server_url: str) -> None:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, mcp_servers=[McpServer(name="remote", url=http_server_url)]
    )

    [provider] = await build_mcp_tools(settings)
    try:
        names = [t.name for t in provider.tools()]
        observation = await provider.call("lookup_runbook", {"query": "replica"})
    finally:
        await provider.aclose()

    assert names == [n.replace("incidents_", "remote_") for n in TOOL_NAMES]
    assert [h.id for h in observation.hits] == ["rb-12"]

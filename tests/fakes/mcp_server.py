"""A tiny real MCP server (the SDK's MCPServer, formerly FastMCP) for tests.

Run over stdio: `python tests/fakes/mcp_server.py`. The streamable-HTTP tests
mount `build_server().streamable_http_app()` in-process instead.
Tools: `lookup_runbook(query)` returns matching runbooks as JSON objects,
`get_incident(id)` returns plain text or a tool error, `slow(seconds)` sleeps,
`crash()` kills the process, `pid()` and `whoami()` (the TEAM env var) describe it.
"""

from __future__ import annotations

import asyncio
import json
import os

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

RUNBOOKS = [
    {
        "id": "rb-7",
        "title": "Restarting a stuck Kafka consumer",
        "url": "https://runbooks.example/rb-7",
        "text": "Pause the consumer group, reset offsets to the last commit, then resume.",
    },
    {
        "id": "rb-9",
        "title": "Kafka broker disk full",
        "url": "https://runbooks.example/rb-9",
        "text": "Lower retention.ms on the largest topics, then add a volume.",
    },
    {
        "id": "rb-12",
        "title": "Postgres replica lag",
        "url": "https://runbooks.example/rb-12",
        "text": "Check long-running queries on the replica and the WAL sender state.",
    },
]
INCIDENTS = {"INC-42": "INC-42 (sev2, resolved): checkout latency rose to 4 s after a Kafka broker ran out of disk."}


def build_server() -> MCPServer:
    server = MCPServer("incidents")

    @server.tool()
    def lookup_runbook(query: str) -> str:
        """Find runbooks whose title or text mentions the query words."""
        words = [w for w in query.lower().split() if len(w) > 2]
        found = [r for r in RUNBOOKS if any(w in f"{r['title']} {r['text']}".lower() for w in words)]
        return json.dumps(found)

    @server.tool()
    def get_incident(id: str) -> str:
        """Read one incident report by its id, e.g. INC-42."""
        if id not in INCIDENTS:
            raise ToolError(f"no incident {id}")
        return INCIDENTS[id]

    @server.tool()
    async def slow(seconds: float) -> str:
        """Answer after a pause."""
        await asyncio.sleep(seconds)
        return "done"

    @server.tool()
    def crash() -> str:
        """Exit the server process at once, as a crashing server would."""
        os._exit(1)

    @server.tool()
    def pid() -> int:
        """The server's process id."""
        return os.getpid()

    @server.tool()
    def whoami() -> str:
        """The team this server was configured for (from the TEAM env var)."""
        return os.environ.get("TEAM", "unknown")

    return server


if __name__ == "__main__":
    build_server().run("stdio")

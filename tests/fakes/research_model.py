"""A fake model that plays any number of research turns, for FakeOpenAI's default handler.

Real-process tests and benches run many turns against one fake server; scripting
each call is impossible there. This answers like a terse model would: search
once with the question, then stop; write a cited three-length draft when asked
for JSON. Every call waits `delay` seconds first (a fixed model latency).

    fake = FakeOpenAI(); fake.default = ResearchModel(delay=0.1)
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from tests.fakes.openai_server import Scripted


class ResearchModel:
    def __init__(self, delay: float = 0.0) -> None:
        self.delay = delay
        self.calls = 0
        self._ids = itertools.count(1)

    def __call__(self, body: dict[str, Any]) -> Scripted:
        self.calls += 1
        messages = body.get("messages", [])
        if body.get("response_format", {}).get("type") == "json_object":
            if "is_followup" in json.dumps(messages[:1]):
                return Scripted(content=json.dumps(_standalone(messages)), delay=self.delay)
            return Scripted(content=json.dumps(_draft(_question(messages))), delay=self.delay)
        tools = [t["function"]["name"] for t in body.get("tools", []) if t.get("type") == "function"]
        searched = any(m.get("role") == "tool" for m in messages)
        if tools and not searched:
            name = next((t for t in tools if t.startswith("search")), tools[0])
            call = {
                "id": f"call_{next(self._ids)}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps({"query": _question(messages)[:200]})},
            }
            return Scripted(tool_calls=[call], delay=self.delay)
        return Scripted(content="I have what I need.", delay=self.delay)


def _question(messages: list[dict[str, Any]]) -> str:
    for message in messages:
        if message.get("role") == "user" and isinstance(message.get("content"), str):
            return message["content"].strip().splitlines()[0]
    return "the question"


def _standalone(messages: list[dict[str, Any]]) -> dict[str, Any]:
    """A follow-up judgement: every message here names its own subject."""
    text = str(messages[-1].get("content", ""))
    new = text.rpartition("New message:")[2].strip() or text.strip()
    return {"is_followup": False, "confidence": 0.9, "standalone": new[:600], "referents": [], "reasoning": "self-contained"}


def _draft(question: str) -> dict[str, Any]:
    return {
        "inline": "The sources answer this directly [1].",
        "quick": "The first source covers the main point [1]. A second one adds detail [2].",
        "detailed": "## Answer\nThe first source covers the main point [1].\n\n## Details\nA second one adds detail [2].",
        "suggestions": ["What are the trade-offs?", "How do I get started?"],
    }

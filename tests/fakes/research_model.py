"""A scripted model that plays every research role, for tests, benches and `eval research`.

Plug it into `FakeOpenAI.default`: each request is answered by what it asks
for, recognised from its system prompt (planner, re-planner, research step,
writer, judge, citation check). Answers are built from what the request
shows, so they are plausible without being hard-coded per question: the
writer quotes the first sentence of each numbered source it was given and
cites it, the planner turns the question's clauses into steps, the research
step searches the question's words once and then says it has enough.

    fake.default = ResearchModel(delay=0.3)

With `exact_usage`, token usage is counted with the real tokenizer (as a provider
would report it) instead of the fake server's rough estimate.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from tests.fakes.openai_server import Scripted

_STOP = frozenset(
    "a an and are as at be between by can could do does for from how i in is it its of on or should so that the "
    "their them there these this to use using vs was we what when where which who why will with would you your "
    "our my me not versus best".split()
)
_SOURCE_RE = re.compile(r"^\[(\d+)\] (.+?) — (.*?)\n(.*?)(?=\n\n\[\d+\] |\Z)", re.S | re.M)
_SECTION_RE = re.compile(r"^## (.+?)(?: — (a markdown table|a numbered list).*)?$", re.M)
_CLAUSES = re.compile(r"\?\s+|;\s+|,?\s+and\s+(?=(?:how|what|why|when|which|where|should|do|does|is|are|can)\b)", re.I)


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9][a-z0-9.+#-]*", text.lower()) if w not in _STOP and len(w) > 1]


def _question(messages: list[dict[str, Any]]) -> str:
    for message in messages:
        content = message.get("content") or ""
        if message.get("role") == "user" and "Question: " in content:
            return content.split("Question: ", 1)[1].split("\n", 1)[0].strip()
    return ""


def _first_sentence(text: str) -> str:
    flat = " ".join(text.split()).rstrip("…")
    sentence = re.split(r"(?<=[.!?])\s+", flat, maxsplit=1)[0]
    return sentence.rstrip(".!?")


@dataclass
class ResearchModel:
    delay: float = 0.0
    exact_usage: bool = False
    # Tool names listed in a prompt, in the order they appear ("- search_corpus: ...").
    judge_scores: dict[str, int] = field(default_factory=lambda: {"relevance": 4, "coverage": 4,
                                                                  "citation_support": 4, "structure": 4})
    calls: dict[str, int] = field(default_factory=dict)

    def __call__(self, body: dict[str, Any]) -> Scripted:
        messages = body.get("messages", [])
        system = (messages[0].get("content") or "") if messages else ""
        if body.get("tools"):
            kind, answer = "research", self._research(body)
        elif "You plan research" in system:
            kind, answer = "plan", self._json(self._plan(messages, system))
        elif "A research plan is running" in system:
            kind, answer = "replan", self._json(self._replan(messages, system))
        elif "You write the answer" in system:
            kind, answer = "write", self._json(self._write(messages, system))
        elif "You review a drafted research answer" in system:
            kind, answer = "judge", self._json({**self.judge_scores, "rationale": "Answers with cited sources.",
                                                "problems": []})
        elif "You check citations" in system:
            items = [int(n) for n in re.findall(r"^Item (\d+)\.", messages[-1]["content"], re.M)]
            kind, answer = "support", self._json({"verdicts": [{"item": i, "supported": True} for i in items]})
        else:
            kind, answer = "other", Scripted(content="{}")
        self.calls[kind] = self.calls.get(kind, 0) + 1
        answer.delay = self.delay
        if self.exact_usage:
            from core.llm import count_tokens, messages_tokens

            prompt = messages_tokens(messages) + count_tokens(json.dumps(body.get("tools", [])))
            completion = count_tokens((answer.content or "") + json.dumps(answer.tool_calls))
            answer.usage = {"prompt_tokens": prompt, "completion_tokens": completion}
        return answer

    @staticmethod
    def _json(payload: dict[str, Any]) -> Scripted:
        return Scripted(content=json.dumps(payload))

    def _research(self, body: dict[str, Any]) -> Scripted:
        messages = body["messages"]
        if any(m.get("role") == "tool" for m in messages):
            return Scripted(content="I have enough.")
        tools = [t["function"]["name"] for t in body["tools"] if t["function"]["name"].startswith("search_")]
        query = " ".join(_words(_question(messages))[:6])
        calls = [{"id": f"call_{i}", "type": "function",
                  "function": {"name": name, "arguments": json.dumps({"query": query})}}
                 for i, name in enumerate(tools[:2])]
        return Scripted(tool_calls=calls)

    @staticmethod
    def _tools(system: str) -> list[str]:
        return re.findall(r"^- (search_[\w-]+):", system, re.M) or ["search_corpus"]

    def _plan(self, messages: list[dict[str, Any]], system: str) -> dict[str, Any]:
        question = _question(messages)
        tools = self._tools(system)
        clauses = [c for c in _CLAUSES.split(question) if _words(c)]
        subject = " ".join(_words(question)[:3])
        if len(clauses) < 2:
            clauses = [f"What is {subject}?", f"How does {subject} work?", f"What are the limits of {subject}?"]
        steps = []
        for i, clause in enumerate(clauses[:6]):
            words = _words(clause)
            query = " ".join(words if len(words) >= 2 else [*subject.split(), *words])
            steps.append({"question": clause.strip(" ?") + "?", "tool": tools[i % len(tools)], "query": query,
                          "why": "one part of the question", "after": []})
        return {"steps": steps}

    def _replan(self, messages: list[dict[str, Any]], system: str) -> dict[str, Any]:
        text = messages[-1]["content"]
        tools = self._tools(system)
        question = text.split("Question: ", 1)[1].split("\n", 1)[0]
        failed = [int(n) for n in re.findall(r"step (\d+)", text.split("Empty or failed:", 1)[1].split("\n", 1)[0])]
        steps = []
        for number in failed:
            line = re.search(rf"^{number}\. \[([\w-]+)\] (.+?) \(query: (.+?)\)", text, re.M)
            if line is None:
                continue
            used, sub_question = line.group(1), line.group(2)
            other = [t for t in tools if t != used]
            words = _words(sub_question) or _words(question)
            steps.append({"question": sub_question, "tool": other[0] if other else used,
                          "query": " ".join(words[:2]), "why": f"retry of step {number}", "after": []})
        return {"steps": steps}

    def _write(self, messages: list[dict[str, Any]], system: str) -> dict[str, Any]:
        user = messages[-1]["content"] if messages[-1].get("role") == "user" else messages[1]["content"]
        block = user.split("Sources:\n", 1)[1] if "Sources:\n" in user else ""
        sources = [(int(n), title, _first_sentence(text)) for n, title, _, text in _SOURCE_RE.findall(block)]
        sources = [s for s in sources if s[2]] or [(1, "source", "The sources say little")]
        cited = [f"{sentence} [{n}]." for n, _, sentence in sources]
        sections = []
        for title, shape in _SECTION_RE.findall(system):
            if shape == "a markdown table":
                rows = "\n".join(f"| {t} | {s} [{n}] |" for n, t, s in sources[:4])
                body = f"| Source | What it says |\n| --- | --- |\n{rows}"
            elif shape == "a numbered list":
                body = "\n".join(f"{i}. {c}" for i, c in enumerate(cited[:5], start=1))
            else:
                body = "\n".join(f"- {c}" for c in cited[:3])
            sections.append(f"## {title}\n\n{body}")
        question = _question(messages)
        return {
            "inline": cited[0],
            "quick": " ".join(cited[:4]),
            "detailed": "\n\n".join(sections) or " ".join(cited),
            "suggestions": [f"What are the limits of {' '.join(_words(question)[:2])}?",
                            "How do I get started?"],
        }


class RecordingResearchModel:
    """`ResearchModel` that also remembers every tool call it answered with, as
    (name, arguments), so a test can compare them with what the bot recorded."""

    def __init__(self) -> None:
        self.model = ResearchModel()
        self.tool_calls: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, body: dict[str, Any]) -> Scripted:
        scripted = self.model(body)
        for call in scripted.tool_calls or []:
            self.tool_calls.append((call["function"]["name"], json.loads(call["function"]["arguments"])))
        return scripted

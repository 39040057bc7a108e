"""Traces and history in words: a compact thread reply, and full lines for the CLI."""

from __future__ import annotations

from core.records.models import Trace, TraceStep, TurnRecord

# The thread reply stays short: the CLI (`research-bot trace`) shows everything.
MAX_THREAD_LINES = 14

_DECISION_LABELS = {
    "strategy": "Strategy",
    "plan": "Plan",
    "finish_gate": "Finish gate",
    "quality": "Quality",
    "fallback": "Fallback",
    "citations": "Citations",
    "judge": "Judge",
}


def _seconds(ms: float) -> str:
    return f"{ms / 1000:.1f} s" if ms >= 1000 else f"{ms:.0f} ms"


def _query(step: TraceStep) -> str:
    arguments = step.details.get("arguments")
    if isinstance(arguments, dict):
        for name in ("query", "id", "url"):
            if arguments.get(name):
                return f" “{arguments[name]}”" if name == "query" else f" {arguments[name]}"
    return ""


def step_line(step: TraceStep) -> str:
    """One step, readable on its own."""
    failed = f" — failed: {step.error}" if step.error else ""
    if step.kind == "tool":
        source = step.details.get("source") or step.name
        hits = "" if step.error else f" → {step.summary}"
        return f"Searched {source}{_query(step)}{hits} ({_seconds(step.ms)}){failed}"
    if step.kind == "model":
        tokens = int(step.details.get("prompt_tokens", 0)) + int(step.details.get("completion_tokens", 0))
        used = f", {tokens:,} tokens" if tokens else ""
        return f"Model call ({step.name}): {step.summary}{used}, {_seconds(step.ms)}{failed}"
    if step.kind == "decision":
        return f"{_DECISION_LABELS.get(step.name, step.name)}: {step.summary}"
    return f"Stage {step.name}: {_seconds(step.ms)}"


def headline(record: TurnRecord) -> str:
    cost = f", ${record.cost_usd:.4f}" if record.cost_usd else ""
    quality = f", quality {record.quality:.2f}" if record.quality is not None else ""
    return (
        f"{record.mode} answer, {record.model_calls} model call{'s' if record.model_calls != 1 else ''}, "
        f"{record.tool_calls} search{'es' if record.tool_calls != 1 else ''}{cost}{quality}, "
        f"{_seconds(record.latency_ms)}"
    )


def trace_markdown(record: TurnRecord, trace: Trace) -> str:
    """The compact version posted in a thread: what was searched, asked and decided, in order.

    Stage timings are left out (they repeat the calls); long traces are cut
    with a pointer to the full one.
    """
    steps = [s for s in trace.steps if s.kind != "stage"]
    lines = [f"- {step_line(s)}" for s in steps[:MAX_THREAD_LINES]]
    hidden = len(steps) - len(lines) + trace.dropped
    if hidden > 0:
        lines.append(f"- … and {hidden} more step{'s' if hidden != 1 else ''} (`research-bot trace` shows them all)")
    if not lines:
        lines.append("- No searches or model calls were needed.")
    return f"**How I researched this** ({headline(record)})\n\n" + "\n".join(lines)


def trace_text(record: TurnRecord, trace: Trace | None, number: int) -> str:
    """Every step with its time offset, for `research-bot trace`."""
    when = record.at.strftime("%Y-%m-%d %H:%M:%S UTC")
    out = [
        f"Answer {number} in {record.thread.session_id} at {when}",
        f"Question: {record.question or '(forgotten: the thread was reset)'}",
        f"Type {record.question_type}; {headline(record)}; outcome {record.outcome}",
    ]
    if trace is None:
        out.append("No trace is stored for this answer (reset, or past TRACE_RETENTION_DAYS).")
        return "\n".join(out)
    out.append("")
    for step in trace.steps:
        out.append(f"{step.at_ms:>9.1f} ms  {step_line(step)}")
    if trace.dropped:
        out.append(f"… {trace.dropped} more steps were not kept (TRACE_MAX_STEPS)")
    return "\n".join(out)

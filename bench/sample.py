"""What several benches share: questions the bundled sample corpus answers, and percentiles."""

from __future__ import annotations

SAMPLE_QUESTIONS = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "How do I fix too many connections errors in PostgreSQL?",
    "How does Redis persistence work?",
    "How should I structure retries for a Slack bot that must ack in 3 seconds?",
    "How much does AWS Lambda cost for a million requests?",
    "How do I connect a Discord bot to slash commands?",
    "What is Kubernetes and why would I use it?",
    "How do I set up a Python virtual environment?",
]


def pct(values: list[float], q: float) -> float:
    """The `q` quantile (0-1) of `values` by nearest rank, rounded to 3 decimals."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

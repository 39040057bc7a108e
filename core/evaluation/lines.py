"""The line commands `research-bot classify` and `research-bot followup`: JSON lines in,
one JSON line out per input line; a bad line gets an error line and later lines
are still answered.

Kept apart from the evaluation, and `classify` apart from pydantic: classifying
one question from the shell is a whole process, and building the bot's models
would be most of its time.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any


class BadLine(ValueError):
    """A line that is not a request of the command's shape."""


def _error_line(n: int, exc: Exception) -> str:
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        message = f"{where}: {err['msg']}" if where else err["msg"]
    else:
        message = str(exc)
    return json.dumps({"line": n, "error": f"bad input line: {message}"})


def _per_line(lines: Iterable[str], handle: Callable[[str], dict[str, Any]], invalid: tuple[type[Exception], ...]) -> Iterator[str]:
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            out = handle(line)
        except invalid as exc:
            yield _error_line(n, exc)
            continue
        yield json.dumps(out, ensure_ascii=False)


def _question(line: str) -> str:
    try:
        request = json.loads(line)
    except json.JSONDecodeError as exc:
        raise BadLine(f"not JSON ({exc.msg})") from None
    if not isinstance(request, dict) or not isinstance(request.get("question"), str):
        raise BadLine('question: a string is required, as in {"question": "..."}')
    return request["question"]


def classify_lines(lines: Iterable[str]) -> Iterator[str]:
    """JSON lines `{"question": ...}` in, one classification JSON line out per input line."""
    from core.classify import predict

    def handle(line: str) -> dict[str, Any]:
        question = _question(line)
        p = predict(question)
        return {"question": question, "type": p.type, "confidence": p.confidence, "secondary": p.secondary, "scores": p.scores}

    return _per_line(lines, handle, (BadLine,))


def followup_lines(lines: Iterable[str]) -> Iterator[str]:
    """JSON lines `{"history": [...], "question": ..., "context": ...}` in, one follow-up
    decision JSON line out per input line (`context`: a channel or thread title, a repository)."""
    from pydantic import ValidationError

    from core.evaluation.understanding import FollowupRequest
    from core.followup.pipeline import decide_history

    def handle(line: str) -> dict[str, Any]:
        request = FollowupRequest.model_validate_json(line)
        d = decide_history(request.question, [m.model_dump() for m in request.history], context=request.context)
        return {
            "question": request.question, "is_followup": d.is_followup, "confidence": d.confidence,
            "standalone": d.standalone, "referents": d.referents, "reasoning": d.reasoning,
        }

    return _per_line(lines, handle, (ValidationError,))

"""The eight question types, in one dependency-free module.

`core.models` re-exports them; the classifier and its command-line path import
them from here so that classifying one question does not build every pydantic
model of the bot first.
"""

from __future__ import annotations

from typing import Literal, get_args

QuestionType = Literal[
    "comparison",
    "how_to",
    "deep_dive",
    "troubleshooting",
    "architecture",
    "pricing",
    "integration",
    "general",
]
QUESTION_TYPES: tuple[QuestionType, ...] = get_args(QuestionType)

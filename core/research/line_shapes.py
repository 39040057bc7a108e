"""The shapes of a report's markdown lines that both the citation check and the channel guard read.

Kept apart from `core.research.claims` so that `core.channels`, which every turn imports, does not
pull the whole citation check into a process that researches nothing (`research-bot ask help`)."""

from __future__ import annotations

import re

# What opens a list item: a bullet or a number of at most three digits, then blanks.
LIST_MARK = re.compile(r"^(\s*(?:[-*+]|\d{1,3}[.)])\s+)")


def table_row(line: str) -> bool:
    """Whether a line is a markdown table's row: it opens and closes on "|", as every row we write
    does. A quoted sentence may open on one (docopt's "**|** (pipe) mutualy exclusive elements"),
    and read as a row it would be cut into "cells" at every "|", its code spans' too."""
    stripped = line.strip()
    return stripped.startswith("|") and stripped.endswith("|")

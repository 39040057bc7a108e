"""Repairing an answer's unsupported citations before it is posted.

A claim whose cited sources do not support it is re-pointed to the gathered
source that does; a marker a co-cited source already covers is removed; a
claim nothing supports is dropped (its sentence, list item or table row).
Code blocks and headings are never changed. Sources no longer cited are then
dropped and the rest renumbered by first use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.models import Citation, ReportSet
from core.research.citations import MARKER_RE
from core.research.claims import HEADING, Claim, Passage, best_source, markers_in, text_lines
from core.research.code_regions import mask_spans, outside_code, trim
from core.research.line_shapes import LIST_MARK, table_row
from core.text import split_sentences

_DELETED = "\0"


@dataclass
class Repairs:
    repointed: int = 0
    unmarked: int = 0
    dropped: int = 0
    # (claim, source) pairs judged supported that are still in the reports
    kept_supported: int = 0


def _marker_text(numbers: list[int]) -> str:
    return "".join(f"[{n}]" for n in numbers)


def _rewrite_markers(sentence: str, claim_index: int, keep: list[int]) -> str:
    """`sentence` with its `claim_index`-th marker group replaced by `keep` (removed when empty)."""
    groups = markers_in(sentence)
    group = groups[claim_index]
    replacement = f" {_marker_text(keep)}" if keep else ""
    return sentence[: group.start()] + replacement + sentence[group.end() :]


def repair(reports: ReportSet, claims: list[Claim], passages: dict[int, Passage], report: Repairs) -> ReportSet:
    """The reports with every claim judged unsupported re-pointed, unmarked or dropped (counted in `report`)."""
    lines = {kind: reports.get(kind).splitlines() for kind in ("inline", "quick", "detailed")}  # type: ignore[arg-type]
    # Claims of one sentence are repaired together, right to left so marker positions stay valid.
    by_sentence: dict[tuple[str, int, str], list[Claim]] = {}
    for claim in claims:
        by_sentence.setdefault((claim.report, claim.line, claim.sentence), []).append(claim)
    for (kind, index, sentence), group in by_sentence.items():
        repaired: str | None = sentence
        for position in range(len(group) - 1, -1, -1):
            repaired = _repair_claim(repaired, position, group[position], passages, report)
            if repaired is None:
                break
        line = lines[kind][index]
        if repaired is not None:
            report.kept_supported += sum(v == "supported" for c in group for v in c.verdicts.values())
        if repaired is None:
            report.dropped += 1
            body = LIST_MARK.sub("", line).strip()
            if group[0].unit == "row" or body == sentence.strip():
                lines[kind][index] = _DELETED
                continue
            repaired = ""
        if repaired != sentence:
            tidy = outside_code(line.replace(sentence, repaired, 1), lambda t: re.sub(r"(?<=\S)[ \t]{2,}", " ", t))
            # The line keeps its own indentation, not the space its dropped first sentence left.
            indent = line[: len(line) - len(line.lstrip())]
            lines[kind][index] = indent + tidy.strip()
    # trim, not strip: an indented code block may now open the report.
    out = {kind: trim("\n".join(line for line in kept if line != _DELETED)) for kind, kept in lines.items()}
    if not MARKER_RE.search(out["inline"]):
        out["inline"] = _first_cited(out["quick"]) or _first_cited(out["detailed"]) or out["inline"]
    if not MARKER_RE.search(out["quick"]):
        out["quick"] = _first_cited(out["detailed"], 3) or out["quick"]
    if report.dropped:
        out["detailed"] += (
            f"\n\n_{report.dropped} statement{'s' if report.dropped != 1 else ''} removed: "
            "the cited sources did not support them._"
        )
    return ReportSet(**out)



def _repair_claim(
    sentence: str, position: int, claim: Claim, passages: dict[int, Passage], report: Repairs
) -> str | None:
    """The sentence with this claim's markers repaired, or None when the claim must go."""
    verdicts = claim.verdicts
    if all(v != "unsupported" for v in verdicts.values()):
        return sentence
    kept = [n for n in claim.numbers if verdicts.get(n) != "unsupported"]
    if kept:
        report.unmarked += len(claim.numbers) - len(kept)
        return _rewrite_markers(sentence, position, kept)
    target = best_source(claim, passages)
    if target is None:
        return None
    report.repointed += 1
    return _rewrite_markers(sentence, position, [target])


def _first_cited(text: str, count: int = 1) -> str:
    """The first `count` cited prose sentences of a report (list items included, code and tables not)."""
    found: list[str] = []
    for _, line in text_lines(text):
        if HEADING.match(line) or table_row(line):
            continue
        for sentence in split_sentences(LIST_MARK.sub("", line).strip()):
            if MARKER_RE.search(mask_spans(sentence)):
                found.append(sentence)
                if len(found) == count:
                    return " ".join(found)
    return " ".join(found)


def renumber(
    reports: ReportSet, citations: list[Citation], passages: dict[int, str]
) -> tuple[ReportSet, list[Citation], dict[int, str]]:
    """Sources no longer cited are dropped and the rest renumbered by first use."""
    texts = [reports.inline, reports.quick, reports.detailed]
    # Lines of code blocks are left out by text_lines and code spans masked: a line that is
    # prose indented under a list item still counts, `arr[1]` never does.
    order = list(
        dict.fromkeys(
            int(p) for text in texts for _, line in text_lines(text) for m in MARKER_RE.finditer(mask_spans(line)) for p in m.group(1).split(",")
        )
    )
    known = {c.number: c for c in citations}
    new_of = {old: new for new, old in enumerate((n for n in order if n in known), start=1)}

    def rename(text: str) -> str:
        # `argv[1]` in a code span or an indented code block is code, not a citation.
        return outside_code(
            text,
            lambda prose: MARKER_RE.sub(
                lambda m: "".join(f"[{new_of[int(p)]}]" for p in m.group(1).split(",") if int(p) in new_of), prose
            ),
        )

    return (
        ReportSet(inline=rename(reports.inline), quick=rename(reports.quick), detailed=rename(reports.detailed)),
        [known[old].model_copy(update={"number": new}) for old, new in new_of.items()],
        {new: passages.get(old, "") for old, new in new_of.items()},
    )

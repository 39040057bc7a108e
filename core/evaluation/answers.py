"""How well offline (extractive) answers answer questions over real documentation.

Backs `research-bot eval answers`. Each project's documentation is a folder
under the docs root; the questions name their project, the answer keys a
correct answer contains and the gold file(s) that answer them. Everything
runs through the real entry point: a fresh Assistant with the shipped
defaults (no model, in-memory sessions, the sample corpus left out), one new
thread per question, then the `detailed` report switch.

Figures, per project and overall, for each split:

- hit@quick / hit@detailed: the quick / detailed report contains every answer
  key (a key may list alternatives as `a|b`; case and spacing are ignored);
- cited-gold: a citation of the answer points at a gold file;
- nothing-found: the bot said it found nothing relevant;
- code-intact: of the answers that quote code, the share whose every code
  block and code span appears byte-for-byte in the project's files (a block
  may sit at any one indentation, as reST indents it, and a Markdown fence
  inside a blockquote under its `>` markers);
- median time of the answering turn.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import statistics
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

from markdown_it import MarkdownIt
from pydantic import BaseModel, Field

from core.printable import printable

TARGETS = {"hit_quick": 0.80, "cited_gold": 0.85, "nothing_found": 0.05, "code_intact": 1.0}


class AnswerQuestion(BaseModel):
    id: str
    project: str
    question: str
    keys: list[str] = Field(min_length=1)
    gold: list[str] = Field(min_length=1)
    split: str = "custom"


class AnswerOutcome(BaseModel):
    id: str
    project: str
    split: str
    question: str
    found: bool
    hit_quick: bool
    hit_detailed: bool
    cited_gold: bool
    code_blocks: int = 0
    code_intact: bool | None = None
    altered_code: list[str] = Field(default_factory=list)
    cited: list[str] = Field(default_factory=list)
    missing_keys: list[str] = Field(default_factory=list)
    ms: float


class Figures(BaseModel):
    n: int
    hit_quick: float
    hit_detailed: float
    cited_gold: float
    nothing_found: float
    code_intact: float | None
    answers_with_code: int
    median_ms: float


class SplitReport(BaseModel):
    overall: Figures
    projects: dict[str, Figures]
    targets_met: bool


class AnswersReport(BaseModel):
    splits: dict[str, SplitReport]
    targets: dict[str, float] = Field(default_factory=lambda: dict(TARGETS))
    index_seconds: float
    chunks_indexed: int
    outcomes: list[AnswerOutcome]


def load_questions(path: Path, split: str | None = None) -> list[AnswerQuestion]:
    """JSON lines; the split comes from each line, else the argument, else the file name."""
    default = split or (path.stem.split("-", 1)[1] if "-" in path.stem else "custom")
    out: list[AnswerQuestion] = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}:{n}: not JSON ({exc.msg})") from exc
        data.setdefault("split", default)
        out.append(AnswerQuestion.model_validate(data))
    return out


# --- scoring one answer ------------------------------------------------------------------------


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


# A citation marker the answer writer puts before a quoted sentence's closing stop
# ("... cannot be subclassed [1]."): the bot's own addition, not a change to the quote.
_MARKER = re.compile(r" ?\[\d{1,3}(?:, ?\d{1,3})*\](?=[.:!?;]?(?:\s|$))")


def key_present(key: str, text: str) -> bool:
    """A key is in the answer as written, or once the bot's citation markers are taken out (a key
    that is a whole sentence ends in the stop the marker was put before). Both readings are tried,
    so a key that itself holds brackets ("{'a': [1, 3]}") is still found as written."""
    haystacks = {_norm(text), _norm(_MARKER.sub("", text))}
    return any(_norm(alt) in h for alt in key.split("|") if alt.strip() for h in haystacks)


def gold_cited(cited: Iterable[str], project: str, gold: list[str]) -> bool:
    wanted = {f"{project}/{g}".lower() for g in gold} | {g.lower() for g in gold}
    return any(path.lower() in wanted for path in cited)


def quoted_code(markdown: str) -> tuple[list[str], list[str]]:
    """(fenced or indented code blocks, inline code spans) of a markdown report."""
    tokens = MarkdownIt("commonmark").enable("table").parse(markdown)
    blocks = [t.content.rstrip("\n") for t in tokens if t.type in ("fence", "code_block")]
    spans = [
        child.content
        for t in tokens
        if t.type == "inline" and t.children
        for child in t.children
        if child.type == "code_inline"
    ]
    return blocks, spans


# What may stand before a quoted block's lines in the file: whitespace indentation and
# blockquote markers (`>`, optionally nested), the same for every line of the block.
_CONTAINER = re.compile(r"[^\S\n]*(?:>[^\S\n]*)*")
_FENCE = re.compile(r"([^\S\n]*)(?:`{3,}|~{3,})")


def _in_blockquote_fence(file_lines: list[str], i: int, prefix: str) -> bool:
    """Line i sits inside a fenced block opened under the same blockquote markers.

    Markdown quotes a fence inside `> ` without the markers; a doctest's `>>> `
    is not a blockquote, so outside such a fence the markers are no container (a
    quote that dropped the prompts is altered code)."""
    markers = prefix[: prefix.rfind(">") + 1]
    # A fence in a list item inside the quote stands at the item's content column, as the
    # code lines it holds do (wcmatch's numbered notes); elsewhere at most three columns on.
    reach = max(len(prefix) - len(markers), 1) + 3
    start = i
    while start > 0 and file_lines[start - 1].startswith(markers):
        start -= 1
    inside = False
    for line in file_lines[start:i]:
        if (m := _FENCE.match(line[len(markers) :])) and len(m.group(1)) <= reach:
            inside = not inside
    return inside


def _line_matches(file_line: str, want: str, prefix: str, first: bool) -> bool:
    if file_line == prefix + want:
        return True
    if not want.strip():
        return file_line.strip() == prefix.strip()
    if first or file_line.startswith(prefix):
        return False
    # A line the block's indentation is not a prefix of (tabs under spaces, a no-break
    # space) is quoted without what it shares with that indentation; markers never go.
    shared = len(os.path.commonprefix([file_line, prefix]))
    return not prefix[shared:].strip() and file_line[shared:] == want


def block_in(code: str, files: list[str]) -> bool:
    """The code's lines appear consecutively in some file, all under one container
    prefix: an indentation (as reST indents blocks), possibly inside blockquote markers
    (a Markdown fence inside `> `)."""
    lines = code.split("\n")
    first = next((ln for ln in lines if ln.strip()), None)
    if first is None:
        return True
    lines = lines[lines.index(first) :]
    for text in files:
        if first not in text:
            continue
        file_lines = text.split("\n")
        for i, line in enumerate(file_lines):
            if not line.endswith(first):
                continue
            prefix = line[: len(line) - len(first)]
            if not _CONTAINER.fullmatch(prefix):
                continue
            if ">" in prefix and not _in_blockquote_fence(file_lines, i, prefix):
                continue
            if i + len(lines) <= len(file_lines) and all(
                _line_matches(file_lines[i + k], want, prefix, k == 0) for k, want in enumerate(lines)
            ):
                return True
    return False


def span_in(code: str, files: list[str]) -> bool:
    # reST interpreted text escapes a backslash as `\\` (:file:`.venv\\Scripts`); docutils renders
    # one, so a span quoted as rendered is intact when its escaped spelling is in the source.
    spellings = {code, code.replace("\\", "\\\\")}
    return any(s in text for s in spellings for text in files) or any(
        _norm(s) in _norm(text) for s in spellings for text in files
    )


# --- running --------------------------------------------------------------------------------------


async def run(questions: list[AnswerQuestion], docs_root: Path) -> AnswersReport:
    from core.config import Settings
    from core.factory import build_assistant
    from core.models import Action, Inbound, ThreadKey

    projects = sorted({q.project for q in questions})
    missing = [p for p in projects if not (docs_root / p).is_dir()]
    if missing:
        raise FileNotFoundError(f"no documentation folder for {', '.join(missing)} under {docs_root}")
    # Answers may quote any indexed project, so code is checked against all of them.
    files = [text for p in projects for text in project_texts(docs_root / p)]
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            _env_file=None,  # type: ignore[call-arg]
            data_dir=Path(tmp),
            session_store="memory",
            corpus_paths=[str((docs_root / p).resolve()) for p in projects],
            corpus_include_sample=False,
            openai_api_key=None,
            openai_base_url=None,
            llm_model=None,
        )
        started = time.perf_counter()
        assistant = await build_assistant(settings)
        index_seconds = time.perf_counter() - started
        _, chunks = await _corpus_totals(assistant)
        outcomes: list[AnswerOutcome] = []
        try:
            for n, q in enumerate(questions):
                key = ThreadKey(platform="eval", workspace="answers", channel=q.project, thread=f"{n}-{q.id}")
                t0 = time.perf_counter()
                reply = await assistant.handle(Inbound(thread=key, user="eval", text=q.question))
                ms = (time.perf_counter() - t0) * 1000
                found = reply.kind == "answer"
                quick = reply.markdown if found else ""
                detailed_reply = (
                    await assistant.handle(Inbound(thread=key, user="eval", action=Action(report="detailed")))
                    if found
                    else None
                )
                detailed = detailed_reply.markdown if detailed_reply is not None else ""
                cited = sorted({c.path or c.url or "" for c in [*reply.citations, *(detailed_reply.citations if detailed_reply else [])]})
                outcomes.append(_score(q, found, quick, detailed, cited, files, ms))
        finally:
            await assistant.aclose()
    splits = {
        split: _split_report([o for o in outcomes if o.split == split])
        for split in dict.fromkeys(q.split for q in questions)
    }
    return AnswersReport(splits=splits, index_seconds=round(index_seconds, 2), chunks_indexed=chunks, outcomes=outcomes)


async def _corpus_totals(assistant) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    from core.sources.corpus import CorpusSource

    for resource in assistant._resources:  # noqa: SLF001 - the Assistant owns its sources; the eval only counts
        if isinstance(resource, CorpusSource):
            return await resource.index.totals()
    return 0, 0


def project_texts(root: Path) -> list[str]:
    """A project's files as the bot may quote them: control characters are never shown
    (`core.printable`), so a code span holding one is intact quoted without it."""
    out = []
    for path in sorted(root.rglob("*")):
        if path.is_file():
            try:
                out.append(printable(path.read_text(encoding="utf-8")))
            except (UnicodeDecodeError, OSError):
                continue
    return out


def _score(
    q: AnswerQuestion, found: bool, quick: str, detailed: str, cited: list[str], files: list[str], ms: float
) -> AnswerOutcome:
    blocks: list[str] = []
    spans: list[str] = []
    for text in (quick, detailed):
        b, s = quoted_code(text)
        blocks += b
        spans += s
    altered = [b for b in blocks if not block_in(b, files)] + [s for s in spans if not span_in(s, files)]
    has_code = bool(blocks or spans)
    return AnswerOutcome(
        id=q.id,
        project=q.project,
        split=q.split,
        question=q.question,
        found=found,
        hit_quick=found and all(key_present(k, quick) for k in q.keys),
        hit_detailed=found and all(key_present(k, detailed) for k in q.keys),
        cited_gold=found and gold_cited(cited, q.project, q.gold),
        code_blocks=len(blocks),
        code_intact=(not altered) if has_code else None,
        altered_code=[a[:200] for a in altered],
        cited=cited,
        missing_keys=[k for k in q.keys if not key_present(k, quick)],
        ms=round(ms, 2),
    )


def _figures(outcomes: list[AnswerOutcome]) -> Figures:
    n = len(outcomes)

    def share(flag: str) -> float:
        return round(sum(1 for o in outcomes if getattr(o, flag)) / n, 3) if n else 0.0

    with_code = [o for o in outcomes if o.code_intact is not None]
    return Figures(
        n=n,
        hit_quick=share("hit_quick"),
        hit_detailed=share("hit_detailed"),
        cited_gold=share("cited_gold"),
        nothing_found=round(sum(1 for o in outcomes if not o.found) / n, 3) if n else 0.0,
        code_intact=round(sum(1 for o in with_code if o.code_intact) / len(with_code), 3) if with_code else None,
        answers_with_code=len(with_code),
        median_ms=round(statistics.median(o.ms for o in outcomes), 1) if outcomes else 0.0,
    )


def _split_report(outcomes: list[AnswerOutcome]) -> SplitReport:
    overall = _figures(outcomes)
    projects = {p: _figures([o for o in outcomes if o.project == p]) for p in sorted({o.project for o in outcomes})}
    met = (
        overall.hit_quick >= TARGETS["hit_quick"]
        and overall.cited_gold >= TARGETS["cited_gold"]
        and overall.nothing_found <= TARGETS["nothing_found"]
        and (overall.code_intact is None or overall.code_intact >= TARGETS["code_intact"])
    )
    return SplitReport(overall=overall, projects=projects, targets_met=met)


# --- output -----------------------------------------------------------------------------------------


def render(report: AnswersReport, show_misses: bool = True) -> str:
    lines = [
        f"Indexed {report.chunks_indexed} chunks in {report.index_seconds:.2f}s (shipped defaults, no model).",
        "Targets: hit@quick >= 0.80, cited-gold >= 0.85, nothing-found <= 0.05, code intact = 1.00",
    ]
    header = f"{'':22} {'n':>3} {'hit@quick':>9} {'hit@detail':>10} {'cited-gold':>10} {'nothing':>7} {'code ok':>9} {'median ms':>9}"
    for split, sr in report.splits.items():
        lines += ["", f"== {split} split: targets {'met' if sr.targets_met else 'NOT met'}", header]
        for name, f in [*sr.projects.items(), ("overall", sr.overall)]:
            code = f"{f.code_intact:.2f}/{f.answers_with_code}" if f.code_intact is not None else "-"
            lines.append(
                f"{name:22} {f.n:>3} {f.hit_quick:>9.2f} {f.hit_detailed:>10.2f} {f.cited_gold:>10.2f} "
                f"{f.nothing_found:>7.2f} {code:>9} {f.median_ms:>9.1f}"
            )
    if show_misses:
        misses = [o for o in report.outcomes if not (o.hit_quick and o.cited_gold and o.code_intact is not False)]
        if misses:
            lines += ["", "Misses (quick key missing, gold not cited, or code altered):"]
            for o in misses:
                why = []
                if not o.found:
                    why.append("nothing found")
                elif not o.hit_quick:
                    why.append(f"quick lacks {', '.join(o.missing_keys)}" + (" (detailed has it)" if o.hit_detailed else ""))
                if o.found and not o.cited_gold:
                    why.append(f"cited {', '.join(o.cited[:3]) or 'nothing'}")
                if o.code_intact is False:
                    why.append(f"altered code: {o.altered_code[0]!r}")
                lines.append(f"- [{o.split}] {o.id}: {o.question}\n    {'; '.join(why)}")
    return "\n".join(lines)


def run_cli(sets: list[Path], docs_root: Path, as_json: bool) -> tuple[str, bool]:
    questions: list[AnswerQuestion] = []
    for path in sets:
        questions.extend(load_questions(path))
    report = asyncio.run(run(questions, docs_root))
    met = all(sr.targets_met for sr in report.splits.values())
    text = report.model_dump_json(indent=2) if as_json else render(report)
    return text, met

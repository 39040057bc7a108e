"""Instructions per turn, counted by callgrind: a figure the machine's load cannot move.

What runs: this file starts itself again under `valgrind --tool=callgrind` (the
child, `--inside`). The child builds the assistant as the server does (shipped
defaults: SQLite sessions in a fresh data folder, no model, the bundled corpus),
and the pipeline Slack's server runs (`Pipeline` with Slack's admission limits
and turn slots, `run_turn`: admit -> handle -> render -> deliver), with a
surface that renders every reply with Slack's own renderer (`bot/slack/render.py`)
and keeps it instead of posting it: no Bolt, no HTTP, no Slack client, so the
figure is the turn's own work (follow-up detection, classification, the support
check, search, extractive writing, the session's store trips, rendering). Each
turn runs to its end before the next starts (`DirectDispatcher`), so nothing queues.

The models and the tokenizer are loaded first (`core.preload.warm_up`, what
PRELOAD_MODELS runs), then a warm-up thread (its own questions, not measured), so
imports, the index build, the loads and first-use caches are outside the count. Around the measured
turns the child calls two C functions (compiled here with gcc from callgrind's
own header, valgrind/callgrind.h, and loaded with ctypes): one zeroes
callgrind's counters (`CALLGRIND_ZERO_STATS`), the other dumps them
(`CALLGRIND_DUMP_STATS_AT`), so the dump holds exactly the measured turns, every
thread of the process included (the store's thread, the extractive thread, the
default pool: valgrind runs them one at a time).

The measured turns (`TURNS`): 12 threads, each opened by a question about the
bundled corpus, 10 of them followed by a follow-up and 8 by a report switch
(`detailed` / `quick`, answered with no research): 30 turns, each thread from
its own user and channel as in a burst. `PYTHONHASHSEED=0` in the child, so set
and dict orders repeat from run to run.

With `--model`, the same turns are answered with a model configured (the server's
model turn: the agent researcher, the openai client, the writer, the citation check),
by the OpenAI-compatible fake of `bench/burst_fakes.py` (its scripted research
model, answering at once: instructions, not time, are counted) started by the
parent in a SEPARATE process, so the fake's work is not in the count; the child is
given only the fake's URL (OPENAI_BASE_URL, LLM_MODEL as the burst sets them). The
fake's call counter is reset after the warm-up and read after the turns, so the
JSON also says how many model calls a turn made.

Prints one JSON object: instructions (callgrind's Ir) over the measured turns,
per turn, and the sha256 of the rendered replies (`--replies PATH` writes
them, one JSON line a turn, to compare two trees' answers byte for byte; the
controls' random answer ids are numbered in order of appearance, the only part
that differs between runs). `--profile PATH` keeps the dump of the measured
turns for `callgrind_annotate`. Needs valgrind, its headers and gcc.

`--warm` then runs the same 30 turns again in the same process, in new threads
(new users and channels), and counts them in a second dump (`warm`: its
instructions, per turn, replies and their sha256): every paragraph has been read
and every search kept once already, as in a long-running process over a small
corpus. The first round's figures are the same as without `--warm` (nothing
before the first dump changes), so one run gives both; a cost that only a warm
process pays (or only a fresh one) shows in one of the two.

    .venv/bin/python bench/bench_instructions.py [--model] [--replies PATH] [--profile PATH] [--warm]

Under callgrind a turn runs ~50-100 times slower; the whole run takes 2-7 minutes.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from dataclasses import asdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.sample import SAMPLE_QUESTIONS  # noqa: E402

# (question, follow-up or None, report switch or None), one thread each.
TURNS: list[tuple[str, str | None, str | None]] = [
    (SAMPLE_QUESTIONS[0], "Which one is cheaper for a small API?", "detailed"),
    (SAMPLE_QUESTIONS[1], "And how do I monitor the number of connections?", "quick"),
    (SAMPLE_QUESTIONS[2], "What happens to the data if the server crashes?", "detailed"),
    (SAMPLE_QUESTIONS[3], "How long can the handler take after the ack?", None),
    (SAMPLE_QUESTIONS[4], "What about the free tier?", "detailed"),
    (SAMPLE_QUESTIONS[5], "Can it also reply in threads?", None),
    (SAMPLE_QUESTIONS[6], "How is it different from Docker Compose?", "quick"),
    (SAMPLE_QUESTIONS[7], "How do I install packages into it?", "detailed"),
    ("How do I write a good postmortem after an outage?", "Who should attend the review?", None),
    ("What is a Kubernetes pod exactly?", "How many containers should one hold?", "detailed"),
    ("Redis vs Memcached for caching sessions?", None, "quick"),
    ("How do I migrate from AWS Lambda to containers?", None, None),
]
WARM_UP = ("How do I rotate database credentials safely?", "And how often should I do it?", "detailed")
# `--warm`: the second round's threads are numbered from here (new users, channels and threads).
WARM_THREADS = 100


def measured_turns() -> int:
    return sum(1 + (follow is not None) + (switch is not None) for _, follow, switch in TURNS)


class KeptSurface:
    """The Slack reply as rendered, kept here instead of posted."""

    def __init__(self, kept: list[object]) -> None:
        self.kept = kept

    async def open(self, research: bool) -> None:
        return None

    async def progress(self, event: object) -> None:
        return None

    def render(self, reply: Any) -> Any:
        from bot.slack.render import render

        return render(reply)

    async def deliver(self, rendered: Any) -> None:
        # Kept as rendered: turning it into text is the harness's work, done after the count.
        self.kept.append(rendered)

    async def close(self, reply: object) -> None:
        return None

    async def withdraw(self) -> None:
        return None

    async def notice(self, text: str) -> None:
        self.kept.append({"notice": text})


class KeptSurfaces:
    def __init__(self) -> None:
        self.kept: list[object] = []

    def surface(self, target: object) -> KeptSurface:
        return KeptSurface(self.kept)


async def _thread(pipeline: Any, n: int, turns: tuple[str, str | None, str | None]) -> None:
    from bot.surface import Turn
    from core.admission import AdmissionRequest
    from core.models import DeliveryTarget, Inbound, ThreadKey

    user, channel, thread = f"U{n:04d}", f"C{n:04d}", f"1700000000.{n:06d}"
    for i, text in enumerate(t for t in turns if t is not None):
        inbound = Inbound(
            thread=ThreadKey(platform="slack", workspace="T1", channel=channel, thread=thread),
            user=user, text=text, message_id=f"1700000000.{n:04d}{i:02d}", origin="mention",
        )
        target = DeliveryTarget(platform="slack", workspace="T1", channel=channel, thread=thread, user=user)

        async def prepare(research: bool, inbound: Inbound = inbound, target: DeliveryTarget = target) -> Turn:
            return Turn(inbound=inbound, target=target, research=research)

        async def refuse(message: str) -> None:
            raise RuntimeError(f"turn refused: {message}")

        await pipeline.accept(AdmissionRequest(inbound=inbound), prepare, refuse)


async def _build(data_dir: Path, model_url: str | None) -> tuple[Any, Any, KeptSurfaces]:
    from bot.pipeline import DirectDispatcher, Pipeline, turn_slots
    from core.admission import Policy
    from core.config import Settings
    from core.factory import build_assistant

    # The model as bench_burst.py configures it; without one, no model whatever the shell says.
    model: dict[str, Any] = (
        {"openai_base_url": model_url, "openai_api_key": "bench", "llm_model": "bench-model"}
        if model_url else {"openai_base_url": None, "openai_api_key": None, "llm_model": None}
    )
    settings = Settings(_env_file=None, data_dir=data_dir, **model)  # type: ignore[call-arg]
    assistant = await build_assistant(settings)
    surfaces = KeptSurfaces()
    pipeline = Pipeline(assistant, assistant.admission(Policy()), surfaces, turn_slots(settings.max_concurrent_turns))
    pipeline.dispatcher = DirectDispatcher(pipeline.execute)
    return assistant, pipeline, surfaces


MARKERS_C = """#include <valgrind/callgrind.h>
void turns_start(void) { CALLGRIND_ZERO_STATS; }
void turns_end(void) { CALLGRIND_DUMP_STATS_AT("measured turns"); }
void warm_end(void) { CALLGRIND_DUMP_STATS_AT("warm turns"); }
"""
_ANSWER_ID = re.compile(r'(answer_id\\?": ?\\?")([0-9a-f]{16})')


def comparable(texts: list[str]) -> list[str]:
    """The replies with their random answer ids numbered in order of first appearance."""
    ids: dict[str, str] = {}
    return [_ANSWER_ID.sub(lambda m: m.group(1) + ids.setdefault(m.group(2), f"answer-{len(ids) + 1}"), t) for t in texts]


def _kept_texts(kept: list[object]) -> list[str]:
    return comparable([json.dumps(k if isinstance(k, dict) else asdict(k), sort_keys=True) for k in kept])


def _fakes_control(control: str, route: str) -> dict[str, Any]:
    """The fakes' control endpoint (reset, summary): called outside the counted turns."""
    method = "POST" if route == "reset" else "GET"
    with urllib.request.urlopen(urllib.request.Request(f"{control}/{route}", method=method), timeout=60) as response:
        return json.loads(response.read())  # type: ignore[no-any-return]


def inside(markers: Path, replies: Path | None, warm: bool, fakes: dict[str, str] | None) -> dict[str, Any]:
    """Under callgrind: warm up, then zero the counters, run the measured turns, dump them
    (with `warm`, the same turns again in new threads, counted in a second dump)."""
    from core.preload import warm_up

    logging.disable(logging.WARNING)
    marks = ctypes.CDLL(str(markers))
    loop = asyncio.new_event_loop()
    with tempfile.TemporaryDirectory() as tmp:
        assistant, pipeline, surfaces = loop.run_until_complete(_build(Path(tmp), fakes["model"] if fakes else None))
        # The models and the tokenizer first, as PRELOAD_MODELS loads them: under valgrind the
        # warm-up thread alone left loads inside the counted turns (the tokenizer's among them,
        # ~30% of the count), though natively it pays them all.
        loop.run_until_complete(asyncio.to_thread(warm_up))
        loop.run_until_complete(_thread(pipeline, 9999, WARM_UP))
        surfaces.kept.clear()
        if fakes:
            _fakes_control(fakes["control"], "reset")
        marks.turns_start()
        for n, thread in enumerate(TURNS):
            loop.run_until_complete(_thread(pipeline, n, thread))
        marks.turns_end()
        model_calls = _fakes_control(fakes["control"], "summary")["model_calls"] if fakes else 0
        first = list(surfaces.kept)
        if warm:
            surfaces.kept.clear()
            marks.turns_start()
            for n, thread in enumerate(TURNS):
                loop.run_until_complete(_thread(pipeline, WARM_THREADS + n, thread))
            marks.warm_end()
        loop.run_until_complete(assistant.aclose())
    loop.close()
    texts = _kept_texts(first)
    if replies is not None:
        replies.write_text("".join(t + "\n" for t in texts))
    result: dict[str, Any] = {
        "replies": len(texts), "replies_sha256": hashlib.sha256("\n".join(texts).encode()).hexdigest(), "model_calls": model_calls,
    }
    if warm:
        again = _kept_texts(surfaces.kept)
        if replies is not None:
            replies.with_suffix(replies.suffix + ".warm").write_text("".join(t + "\n" for t in again))
        result["warm"] = {"replies": len(again), "replies_sha256": hashlib.sha256("\n".join(again).encode()).hexdigest()}
    return result


def dumped_ir(dump: Path) -> int:
    """The dump's `totals:` (the sum of its cost lines). Its `summary:` line is not used: after
    CALLGRIND_ZERO_STATS it still counts other threads' earlier work (seen with a thread that ran
    before the zeroing), while the cost lines start from zero."""
    for line in dump.read_text().splitlines():
        if line.startswith("totals:"):
            return int(line.split()[1])
    raise ValueError(f"{dump} has no totals line")


def start_fakes() -> tuple[subprocess.Popen[str], dict[str, str]]:
    """bench/burst_fakes.py in its own process (not under valgrind), the model answering at once."""
    fakes = subprocess.Popen(
        [sys.executable, "-m", "bench.burst_fakes", "--model-latency-ms", "0"],
        cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True,
    )
    assert fakes.stdout is not None
    return fakes, json.loads(fakes.stdout.readline())


def main(replies: Path | None, keep: Path | None, warm: bool = False, model: bool = False) -> dict[str, Any]:
    fakes, urls = start_fakes() if model else (None, None)
    try:
        return _count(replies, keep, warm, urls)
    finally:
        if fakes is not None:
            fakes.terminate()
            fakes.wait(30)


def _count(replies: Path | None, keep: Path | None, warm: bool, fakes: dict[str, str] | None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "markers.c").write_text(MARKERS_C)
        markers = folder / "markers.so"
        subprocess.run(["gcc", "-O1", "-shared", "-fPIC", "-o", str(markers), str(folder / "markers.c")], check=True)
        profile, child = folder / "callgrind.out", folder / "child.json"
        command = [
            "valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}",
            sys.executable, str(Path(__file__).resolve()), "--inside", str(child), "--markers", str(markers),
            *(["--replies", str(replies)] if replies else []),
            *(["--warm"] if warm else []),
            *(["--fakes", json.dumps(fakes)] if fakes else []),
        ]
        env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(ROOT)}
        subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        result = json.loads(child.read_text())
        # The first dump (".1") is the turns_end marker's; the file without a number is the program's end.
        dump = Path(f"{profile}.1")
        instructions = dumped_ir(dump)
        if keep is not None:
            shutil.copyfile(dump, keep)
        if warm:
            # The second dump (".2") is the warm_end marker's.
            warm_dump = Path(f"{profile}.2")
            result["warm"]["instructions"] = dumped_ir(warm_dump)
            if keep is not None:
                shutil.copyfile(warm_dump, keep.with_name(keep.name + ".warm"))
    turns = measured_turns()
    for counted in (result, result.get("warm", {"replies": turns})):
        if counted["replies"] != turns:
            raise RuntimeError(f"{counted['replies']} replies for {turns} turns")
    if warm:
        result["warm"]["instructions_per_turn"] = round(result["warm"]["instructions"] / turns)
    return {
        "instructions_per_turn": round(instructions / turns),
        "instructions": instructions,
        "turns": turns,
        "threads": len(TURNS),
        **result,
        "model_calls_per_turn": round(result["model_calls"] / turns, 2),
        "what": ("model turns (a fake OpenAI-compatible model in its own process, answering at once)" if fakes
                 else "offline turns") + " through bot.pipeline (Slack's admission, slots, renderer; no Bolt or "
        "HTTP), shipped defaults, bundled corpus, after a warm-up thread",
        "how": "valgrind --tool=callgrind; counters zeroed before the turns and dumped after them by client "
        "requests; Ir of every thread",
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=Path, help="write the rendered replies here, one JSON line a turn")
    parser.add_argument("--profile", type=Path, help="keep callgrind's output file here")
    parser.add_argument("--warm", action="store_true", help="count the same turns again, run a second time in new threads")
    parser.add_argument("--model", action="store_true", help="answer with a model (bench/burst_fakes.py's fake)")
    parser.add_argument("--inside", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--markers", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--fakes", type=json.loads, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside is not None:
        args.inside.write_text(json.dumps(inside(args.markers, args.replies, args.warm, args.fakes)))
    elif missing := [tool for tool in ("valgrind", "gcc") if shutil.which(tool) is None]:
        # `make bench` runs every bench: without the tools this one says so instead of failing the rest.
        print(json.dumps({"skipped": f"needs {' and '.join(missing)} (and valgrind's headers)"}))
    else:
        print(json.dumps(main(args.replies, args.profile.resolve() if args.profile else None, args.warm, args.model), indent=2))

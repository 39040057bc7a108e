"""The `research-bot` command as a user runs it: a real process, real files."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pty
import re
import select
import shlex
import signal
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from bot.console import thread_key
from core.store.sqlite import SqliteStore

ROOT = Path(__file__).resolve().parents[2]


def run(
    args: list[str], data_dir: Path, stdin: str | None = None, cwd: Path = ROOT, **env: str
) -> subprocess.CompletedProcess[str]:
    """`python -m bot.cli ARGS` in `cwd` (the repository: no `.env` of the test's)."""
    environ = {
        k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_", "SLACK_", "DISCORD_", "SESSION_"))
    }
    environ.update({"DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT), **env})
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        cwd=cwd,
        env=environ,
        input=stdin,
        capture_output=True,
        text=True,
        errors="surrogateescape",  # "\udcff" in `stdin` is the byte 0xff: input that is not UTF-8
        timeout=120,
    )


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cli-data")


def test_a_misspelt_setting_in_dotenv_is_named_with_the_one_meant(tmp_path: Path) -> None:
    # extra="ignore": LLM_MODLE=gpt-4o-mini left the model unset without a word.
    (tmp_path / ".env").write_text(
        "LLM_MODLE=gpt-4o-mini\nSLACK_BOT_TOKNE=xoxb-1\nOPENROUTER_API_KEY=sk-or\nSLACK_APP_TOKEN=xapp-1\n"
    )
    out = run(["ask", "--json", "What is AWS Lambda?"], tmp_path / "data", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    warned = [line for line in out.stderr.splitlines() if ".env sets" in line]
    assert warned == [
        "research-bot: .env sets LLM_MODLE, which is no setting (did you mean LLM_MODEL?); it is ignored",
        "research-bot: .env sets SLACK_BOT_TOKNE, which is no setting (did you mean SLACK_BOT_TOKEN?); it is ignored",
    ]
    assert "xoxb-1" not in out.stderr and "gpt-4o-mini" not in out.stderr


@pytest.mark.parametrize(
    ("env", "missing"),
    [({"OPENAI_API_KEY": "sk-test"}, "LLM_MODEL is not"), ({"LLM_MODEL": "gpt-4o-mini"}, "neither OPENAI_API_KEY nor OPENAI_BASE_URL")],
)
def test_a_model_half_configured_is_named_instead_of_answering_extractively_without_a_word(
    data_dir: Path, env: dict[str, str], missing: str
) -> None:
    # OPENAI_API_KEY without LLM_MODEL (or the model without a key) answered extractively, saying only
    # "no language model is configured": the key set a moment ago looked ignored.
    out = run(["ask", "What is AWS Lambda?"], data_dir, **env)
    assert out.returncode == 0, out.stderr
    [warned] = [line for line in out.stderr.splitlines() if missing in line]
    assert "extractive" in warned and "sk-test" not in out.stderr
    quiet = run(["ask", "What is AWS Lambda?"], data_dir)
    assert "LLM_MODEL" not in quiet.stderr


def test_ask_json_prints_a_cited_reply_and_its_thread(data_dir: Path) -> None:
    out = run(["ask", "--json", "How", "does", "Redis", "persistence", "work?"], data_dir)
    assert out.returncode == 0, out.stderr
    reply = json.loads(out.stdout)
    assert reply["kind"] == "answer"
    assert reply["citations"] and reply["thread"]
    assert reply["metadata"]["usage"]["llm_calls"] == 0


def test_ask_thread_continues_a_stored_thread_across_processes(data_dir: Path) -> None:
    first = json.loads(run(["ask", "--json", "What is AWS Lambda?"], data_dir).stdout)
    second = run(["ask", "--json", "--thread", first["thread"], "detailed summary"], data_dir)
    assert second.returncode == 0, second.stderr
    reply = json.loads(second.stdout)
    assert reply["kind"] == "report" and reply["report_kind"] == "detailed"
    assert reply["analysis_index"] == 0


def test_ask_thread_takes_the_thread_as_history_prints_it(data_dir: Path) -> None:
    # `history` (and `trace`, `export`) name a terminal thread console:local:cli:<id>; given to
    # `ask --thread`, it opened a new empty thread inside that name ("No sources yet") and the
    # continue hint repeated the wrong name.
    first = json.loads(run(["ask", "--json", "What is AWS Lambda?"], data_dir).stdout)
    listed = json.loads(run(["history", "--json"], data_dir).stdout)
    [named] = {e["thread_id"] for e in listed if e["thread_id"].endswith(first["thread"])}
    assert named == f"console:local:cli:{first['thread']}"
    second = run(["ask", "--json", "--thread", named, "detailed summary"], data_dir)
    assert second.returncode == 0, second.stderr
    reply = json.loads(second.stdout)
    assert reply["kind"] == "report" and reply["report_kind"] == "detailed" and reply["thread"] == first["thread"]
    hint = run(["ask", "--thread", named, "sources"], data_dir).stderr
    assert f"--thread {first['thread']} ..." in hint, hint
    other = run(["ask", "--thread", "slack:T1:C1:1700000000.000100", "sources"], data_dir)
    assert other.returncode == 2 and "slack thread" in other.stderr, other.stderr


def test_the_continue_hint_pastes_back_into_a_shell_for_a_thread_id_with_spaces(data_dir: Path) -> None:
    first = run(["ask", "--thread", "my thread's notes", "What is AWS Lambda?"], data_dir)
    assert first.returncode == 0, first.stderr
    hint = first.stderr.strip().splitlines()[-1]
    pasted = shlex.split(hint.split("`")[1].removesuffix(" ..."))
    assert pasted[:3] == ["research-bot", "ask", "--thread"] and pasted[3] == "my thread's notes"
    second = run([*pasted[1:], "--json", "detailed summary"], data_dir)
    assert json.loads(second.stdout)["kind"] == "report", second.stderr


@pytest.mark.parametrize(
    ("text", "kind", "said"),
    [
        ("hi @bot", "smalltalk", "Ask me a question"),
        ("@research-bot what is AWS Lambda?", "answer", "Lambda"),
        ("@Bot: what is AWS Lambda?", "answer", "Lambda"),
    ],
)
def test_the_console_reads_a_mention_of_the_bot_as_addressing_it(data_dir: Path, text: str, kind: str, said: str) -> None:
    # As in Slack and Discord, where the bot's own mention is removed before the text is read.
    out = run(["ask", "--json", text], data_dir)
    assert out.returncode == 0, out.stderr
    reply = json.loads(out.stdout)
    assert reply["kind"] == kind and said in reply["markdown"]
    assert "@" not in reply["markdown"].split("\n")[0]


def test_demo_plays_a_cited_conversation_with_a_follow_up(data_dir: Path) -> None:
    out = run(["demo"], data_dir)
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("you> ") >= 4
    assert "Sources:" in out.stdout
    assert "follow-up" in out.stdout


def test_index_missing_path_names_it(data_dir: Path) -> None:
    out = run(["index", "/no/such/folder"], data_dir)
    assert out.returncode == 2
    assert "/no/such/folder" in out.stderr


def test_index_reports_what_it_indexed(data_dir: Path, tmp_path: Path) -> None:
    (tmp_path / "runbook.md").write_text("# Runbook\n\nRestart the frobnicator service when queues back up.\n")
    out = run(["index", str(tmp_path)], data_dir)
    assert out.returncode == 0, out.stderr
    asked = json.loads(run(["ask", "--json", "How do I handle frobnicator queues backing up?"], data_dir).stdout)
    assert any("runbook.md" in (c.get("path") or "") for c in asked["citations"])


def test_unreachable_redis_fails_clearly_with_nonzero_exit(data_dir: Path) -> None:
    out = run(["ask", "What is Redis?"], data_dir, SESSION_STORE="redis", REDIS_URL="redis://127.0.0.1:1/0")
    assert out.returncode == 3
    assert "session store is unavailable" in out.stderr


def test_a_setting_that_is_not_valid_json_is_named_not_a_traceback(data_dir: Path) -> None:
    broken = '[{"base_url": "http://127.0.0.1:9/v1", "model": "m", "api_key_env": "KEY"'
    out = run(["ask", "What is Redis?"], data_dir, LLM_FALLBACKS=broken, LLM_PRICES="{gpt: 1}")
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr
    assert "invalid configuration" in out.stderr and "llm_" in out.stderr.lower() and "JSON" in out.stderr


SLACK_HTTP = {"SLACK_BOT_TOKEN": "xoxb-test", "SLACK_SIGNING_SECRET": "secret"}


@pytest.mark.parametrize("port", ["99999", "-1", "65536"])
def test_serve_with_a_port_out_of_range_is_a_usage_error_naming_it(data_dir: Path, port: str) -> None:
    # 99999 was served on 34463 (the port wrapped), without a word; -1 was a traceback.
    out = run(["serve", "slack", "--mode", "http", "--port", port], data_dir, **SLACK_HTTP)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "--port" in out.stderr and "65535" in out.stderr


@pytest.mark.parametrize(
    ("command", "env", "named"),
    [
        (["serve", "slack", "--mode", "http"], {**SLACK_HTTP, "SLACK_PROGRESS_EDITS_PER_SECOND": "0"},
         "SLACK_PROGRESS_EDITS_PER_SECOND: Input should be greater than 0"),
        (["serve", "slack", "--mode", "http"], {**SLACK_HTTP, "SLACK_STREAMING": "sometimes"}, "SLACK_STREAMING: "),
        (["serve", "slack", "--mode", "socket"],
         {"SLACK_BOT_TOKEN": "xoxb-test", "SLACK_APP_TOKEN": "xapp-test", "SLACK_TASK_DISPLAY": "sometimes-timeline"},
         "SLACK_TASK_DISPLAY: "),
    ],
)
def test_a_bad_platform_setting_is_named_as_its_variable_like_core_settings(
    data_dir: Path, command: list[str], env: dict[str, str], named: str
) -> None:
    # Slack's and Discord's settings came out as pydantic's raw report: the field in lower
    # case, the value typed echoed back (`input_value='sometimes'`) and a documentation URL.
    out = run(command, data_dir, **env)
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert "invalid configuration (see .env.example)" in out.stderr and named in out.stderr, out.stderr
    assert "sometimes" not in out.stderr and "input_value" not in out.stderr and "errors.pydantic.dev" not in out.stderr


_SLACK_TOKENS = {"SLACK_BOT_TOKEN": "xoxb-fake", "SLACK_SIGNING_SECRET": "fake", "SLACK_API_URL": "http://127.0.0.1:9/api/"}


@pytest.mark.parametrize(
    ("platform", "variable", "value"),
    [
        ("discord", "DISCORD_ALLOWED_CHANNELS", "general,research"),
        ("discord", "DISCORD_ALLOWED_GUILDS", "123456789012345678,Research Lab"),
        # Slack refused everyone in #general, "not enabled here", though #general was listed.
        ("slack", "SLACK_ALLOWED_CHANNELS", "C0123ABCD,#general"),
        ("slack", "SLACK_ALLOWED_USERS", "@alice"),
    ],
)
def test_allowlists_naming_channels_servers_or_people_by_name_stop_serve_naming_the_setting(
    data_dir: Path, platform: str, variable: str, value: str
) -> None:
    # A name matched no channel, server or person, and the bot answered no one there (on
    # Discord without a word), with nothing in its log.
    tokens = {"DISCORD_BOT_TOKEN": "fake-token"} if platform == "discord" else _SLACK_TOKENS
    serve = ["serve", platform] if platform == "discord" else ["serve", "slack", "--mode", "http", "--port", "0"]
    out = run(serve, data_dir, **tokens, **{variable: value})
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert f"{variable}: " in out.stderr and "by id, not name" in out.stderr and "Copy" in out.stderr, out.stderr


def test_serve_on_an_address_it_cannot_listen_on_names_it_and_exits(data_dir: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        for host, port_ in (("no-such-host.invalid", "0"), ("127.0.0.1", port)):
            out = run(["serve", "slack", "--mode", "http", "--host", host, "--port", port_], data_dir, **SLACK_HTTP)
            assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
            assert f"{host}:{port_}" in out.stderr and "--host" in out.stderr


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"MAX_MESSAGE_CHARS": "-5"}, "MAX_MESSAGE_CHARS"),
        ({"SESSION_STORE": "postgres"}, "SESSION_STORE"),
        ({"SESSION_STORE": "redis", "REDIS_URL": "redis://:hunter2@127.0.0.1:6379/abc"}, "REDIS_URL"),
    ],
)
def test_a_bad_setting_exits_naming_it_and_never_its_value(data_dir: Path, env: dict[str, str], named: str) -> None:
    out = run(["ask", "What is Redis?"], data_dir, **env)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert f"{named}: " in out.stderr and "hunter2" not in out.stderr and "postgres'" not in out.stderr


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"OPENAI_BASE_URL": "localhost:11434/v1"}, "OPENAI_BASE_URL"),
        ({"OPENAI_BASE_URL": "ollama"}, "OPENAI_BASE_URL"),
        ({"OPENAI_BASE_URL": "http:///v1"}, "OPENAI_BASE_URL"),
        ({"OPENAI_API_KEY": "sk-x", "LLM_FALLBACKS": '[{"base_url": "openrouter.ai/api/v1", "model": "m"}]'},
         "LLM_FALLBACKS[0].base_url"),
    ],
)
def test_a_model_endpoint_that_is_no_http_url_stops_start_up_naming_it(
    data_dir: Path, env: dict[str, str], named: str
) -> None:
    # Taken as it was: every turn then retried a connection that could never be made, logged
    # APIConnectionError warnings and answered "Digest of the sources found ...: no model endpoint answered".
    out = run(["ask", "What is Redis?"], data_dir, LLM_MODEL="gpt-4o-mini", LOG_LEVEL="INFO", **env)
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert f"{named}: " in out.stderr and "http://" in out.stderr, out.stderr
    assert "failover" not in out.stderr and not out.stdout, "no turn was tried"


def _documented_at(name: str) -> int:
    """The line of .env.example that sets or shows `name` (`NAME=` or `# NAME=`), read from the file."""
    lines = (ROOT / ".env.example").read_text().splitlines()
    return next(n for n, line in enumerate(lines, 1) if re.match(rf"#?\s*{name}=", line))


@pytest.mark.parametrize(
    ("command", "env", "named"),
    [
        (["ask", "What is Redis?"], {"MAX_MESSAGE_CHARS": "-5", "LLM_TIMEOUT_SECONDS": "abc"},
         ["MAX_MESSAGE_CHARS", "LLM_TIMEOUT_SECONDS"]),
        (["ask", "What is Redis?"], {"LLM_FALLBACKS": '[{"model": 5}]'}, ["LLM_FALLBACKS"]),
        (["serve", "slack", "--mode", "socket"],
         {"SLACK_BOT_TOKEN": "xoxb-test", "SLACK_APP_TOKEN": "xapp-test", "SLACK_TASK_DISPLAY": "sometimes"},
         ["SLACK_TASK_DISPLAY"]),
    ],
)
def test_a_bad_setting_is_named_with_the_line_of_env_example_that_documents_it(
    data_dir: Path, command: list[str], env: dict[str, str], named: list[str]
) -> None:
    # "see .env.example" left the operator to search a 250-line file for the setting.
    out = run(command, data_dir, **env)
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    for name in named:
        [line] = [line for line in out.stderr.splitlines() if line.startswith(name)]
        assert line.endswith(f"(.env.example line {_documented_at(name)})"), out.stderr


@pytest.mark.parametrize(
    ("args", "listed"),
    [([], ["chat", "ask", "index", "serve", "worker"]), (["serve"], ["slack", "discord"]), (["discord"], ["sync-commands"])],
)
def test_a_command_left_out_shows_the_commands_to_pick_from(data_dir: Path, args: list[str], listed: list[str]) -> None:
    # `research-bot` alone said only "error: the following arguments are required: COMMAND".
    out = run(args, data_dir)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    for name in listed:
        assert re.search(rf"^\s+{name}\s+\S", out.stderr, re.M), out.stderr
    assert "required" in out.stderr.splitlines()[-1], "the error still closes the help"


def test_every_argument_of_every_command_says_what_it_is() -> None:
    # `index --help` listed `paths` with nothing beside it; `history --json`, `serve slack --mode`
    # and `--port`, `classify`'s question and others the same.
    from bot.cli import _parser

    def unexplained(parser: argparse.ArgumentParser, prog: str) -> list[str]:
        missing = []
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, child in action.choices.items():
                    missing += unexplained(child, f"{prog} {name}")
            elif not action.help and not isinstance(action, argparse._HelpAction):
                missing.append(f"{prog} {action.dest}")
        return missing

    assert unexplained(_parser(), "research-bot") == []


def test_classify_reads_json_lines_and_survives_bad_ones(data_dir: Path) -> None:
    stdin = '{"question": "Lambda vs ECS for batch jobs?"}\nnot json\n'
    out = run(["classify"], data_dir, stdin=stdin)
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert lines[0]["type"] == "comparison" and "confidence" in lines[0] and "secondary" in lines[0]
    assert "error" in lines[1]


def test_classify_needs_no_settings_and_builds_no_pydantic_model(data_dir: Path) -> None:
    # A one-line classify is a whole process: it must not pay for the bot's configuration
    # or models (and a broken setting elsewhere must not stop it), while `ask` still checks them.
    probe = (
        "import sys; from bot.cli import main; code = main(['classify', 'Kafka vs Pulsar?']); "
        "print('pydantic' in sys.modules, 'core.config' in sys.modules, code)"
    )
    environ = {**os.environ, "DATA_DIR": str(data_dir), "RESULT_MEMORY_SIZE": "not-a-number"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=environ, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    first, last = out.stdout.strip().splitlines()[0], out.stdout.strip().splitlines()[-1]
    assert json.loads(first)["type"] == "comparison"
    assert last == "False False 0"
    broken = run(["ask", "help"], data_dir, RESULT_MEMORY_SIZE="not-a-number")
    assert broken.returncode == 2 and "invalid configuration" in broken.stderr


def test_ask_help_loads_neither_the_document_parsers_nor_the_answer_checks(data_dir: Path) -> None:
    # `ask help` is a whole process that researches nothing: with its documents indexed as
    # they are, it must not pay for the parsers, their document model and the worker pool,
    # the question analyser, the thread memory and its context extractor, or the citation checks.
    deferred = ["core.sources.prepare", "core.sources.formats.document", "core.sources.formats.html",
                "multiprocessing", "core.sources.query", "core.sources.typos", "core.memory", "core.extract",
                "core.research.claims", "core.research.repair", "core.research.quality"]
    assert run(["ask", "help"], data_dir).returncode == 0  # a first start may index the sample corpus
    probe = (
        "import sys; from bot.cli import main; code = main(['ask', 'help']); "
        f"print([m for m in {deferred!r} if m in sys.modules], code)"
    )
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_", "SESSION_"))}
    environ.update({"DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING"})
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=environ, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "numbered citations" in out.stdout  # the help itself
    assert out.stdout.strip().splitlines()[-1] == "[] 0"


def test_followup_lines_take_the_threads_context(data_dir: Path) -> None:
    line = json.dumps({
        "history": [{"role": "user", "content": "Memory keeps growing after a day."},
                    {"role": "assistant", "content": "Which version are you on?"}],
        "question": "Is this library still maintained?", "context": "fastkv",
    })
    out = run(["followup"], data_dir, stdin=line + "\n")
    assert out.returncode == 0, out.stderr
    assert "fastkv" in json.loads(out.stdout)["standalone"]


def test_followup_accepts_a_single_question_argument(data_dir: Path) -> None:
    out = run(["followup", "how do I migrate from it?"], data_dir)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert set(result) >= {"is_followup", "confidence", "standalone", "referents"}


def test_chat_is_one_thread_with_new_and_unknown_commands(data_dir: Path) -> None:
    out = run(["chat"], data_dir, stdin="What is AWS Lambda?\ndetailed summary\n/bogus\n/new\ndetailed summary\n/quit\n")
    assert out.returncode == 0, out.stderr
    assert "Unknown command /bogus" in out.stdout
    replies = out.stdout.split("bot> ")[1:]
    assert len(replies) == 3
    assert "Sources:" in replies[1], "the report switch answers from the same thread"
    assert "no answer in this thread yet" in replies[2], "/new starts an empty thread"


def test_chat_slash_help_is_the_help_not_an_unknown_command(data_dir: Path) -> None:
    # A terminal user reaches for /help first; it is the thread's `help`.
    out = run(["chat"], data_dir, stdin="/help\n/quit\n")
    assert out.returncode == 0, out.stderr
    assert "Unknown command" not in out.stdout
    assert "Report lengths" in out.stdout and "/new" in out.stdout


def test_chat_slash_forms_of_thread_commands_run_them(data_dir: Path) -> None:
    # "/sources" and "/reset", as the Slack and Discord commands are named, were "Unknown command".
    out = run(["chat"], data_dir, stdin="What is AWS Lambda?\n/sources\n/source 1\n/reset\n/quit\n")
    assert out.returncode == 0, out.stderr
    assert "Unknown command" not in out.stdout
    replies = out.stdout.split("bot> ")[1:]
    assert len(replies) == 4
    assert replies[1].startswith("Sources for") and replies[2].startswith("[1] ")
    assert "forgotten this thread" in replies[3]


def test_index_of_a_folder_without_documents_says_so_and_what_it_reads(tmp_path: Path) -> None:
    # It printed "0 added, ... 0 skipped" and exited 0: the operator could not tell a wrong
    # folder (or hidden-only files, or .docx) from one whose documents were all indexed before.
    empty, other = tmp_path / "empty", tmp_path / "other"
    empty.mkdir()
    other.mkdir()
    (other / "notes.docx").write_bytes(b"PK\x03\x04 not read")
    (other / ".hidden.md").write_text("# Hidden\n\nNot indexed.\n")
    for folder in (empty, other):
        out = run(["index", str(folder)], tmp_path / "data")
        assert out.returncode == 1, out.stderr
        assert f"no documents found in {folder}" in out.stderr
        assert ".md" in out.stderr and ".pdf" in out.stderr and ".rst" in out.stderr
        assert "0 added" in out.stdout  # the summary is still printed
    reading = tmp_path / "docs"
    reading.mkdir()
    (reading / "guide.md").write_text("# Guide\n\nThe zorblax setting controls retries.\n")
    both = run(["index", str(empty), str(reading)], tmp_path / "data")
    assert both.returncode == 0, both.stderr
    assert f"no documents found in {empty}" in both.stderr and "1 added" in both.stdout
    # Documents indexed before are found again (unchanged): nothing to warn about.
    again = run(["index", str(reading)], tmp_path / "data")
    assert again.returncode == 0 and again.stderr == "", again.stderr
    # The bot, which prints no summary, warns of such a folder in CORPUS_PATHS.
    asked = run(["ask", "What is AWS Lambda?"], tmp_path / "data", CORPUS_PATHS=json.dumps([str(other)]))
    assert f"corpus.no_documents path={other}" in asked.stderr, asked.stderr


def test_index_names_each_skipped_file_and_why(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "guide.md").write_text("# Guide\n\nThe zorblax setting controls retries.\n")
    (docs / "blob.txt").write_bytes(os.urandom(100_000))
    out = run(["index", str(docs)], tmp_path / "data")
    assert out.returncode == 0, out.stderr
    assert "1 added" in out.stdout and "blob.txt: binary content" in out.stdout


def test_index_names_each_skipped_file_once(tmp_path: Path) -> None:
    # Each skipped file was named twice on the terminal (a WARNING log line on stderr, then the
    # summary), a damaged PDF four times (pypdf's own warnings too).
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "guide.md").write_text("# Guide\n\nThe zorblax setting controls retries.\n")
    (docs / "broken.pdf").write_bytes(b"\x00\x01 not a pdf")
    (docs / "empty.md").write_text("")
    out = run(["index", str(docs)], tmp_path / "data")
    assert out.returncode == 0, out.stderr
    assert "broken.pdf: cannot read PDF" in out.stdout and "empty.md: no text to index" in out.stdout
    assert out.stderr == ""
    # The bot, which prints no summary, still logs what it skipped in CORPUS_PATHS.
    asked = run(["ask", "What is AWS Lambda?"], tmp_path / "data", CORPUS_PATHS=json.dumps([str(docs)]))
    assert asked.stderr.count("broken.pdf") == 1 and "corpus.skipped" in asked.stderr, asked.stderr


def test_index_counts_the_sample_corpus_it_answers_from_on_a_fresh_index(tmp_path: Path) -> None:
    # A first `index` said "index holds 1 files": the sample corpus the bot also searches was
    # indexed only by the first question, so the count jumped to 22 with nothing indexed meanwhile.
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "guide.md").write_text("# Guide\n\nThe zorblax setting controls retries.\n")
    sample = len(list((ROOT / "core" / "data" / "corpus").glob("*.md")))
    out = run(["index", str(docs)], tmp_path / "data")
    assert out.returncode == 0, out.stderr
    assert "1 added" in out.stdout and f"index holds {sample + 1} files" in out.stdout
    alone = run(["index", str(docs)], tmp_path / "alone", CORPUS_INCLUDE_SAMPLE="false")
    assert "index holds 1 file" in alone.stdout


def test_a_damaged_corpus_index_is_rebuilt_not_a_traceback(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "corpus.db").write_bytes(b"garbage, not SQLite " * 500)
    out = run(["ask", "--json", "What is AWS Lambda?"], data)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["kind"] == "answer"
    assert "Traceback" not in out.stderr
    assert list(data.glob("corpus.db.damaged-*"))
    rebuilt = run(["index", "--rebuild"], data)
    assert rebuilt.returncode == 0 and "Rebuilt" in rebuilt.stdout


def test_an_unusable_corpus_index_path_gets_a_clear_message(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "corpus.db").mkdir(parents=True)  # a folder where the index file should be
    out = run(["ask", "What is AWS Lambda?"], data)
    assert "Traceback" not in out.stderr
    assert out.returncode == 3 and "research-bot index --rebuild" in out.stderr


@pytest.mark.parametrize("args", [["ask", "--json"], ["ask", "--json", "-"]])
def test_ask_reads_a_question_piped_to_it(data_dir: Path, args: list[str]) -> None:
    # `research-bot ask < question.txt`, or `... | research-bot ask -`: a pasted error with its lines.
    question = "Why does my Lambda time out?\n```\nTask timed out after 3.00 seconds\n```\n"
    out = run(args, data_dir, stdin=question)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["kind"] == "answer"


def test_ask_answers_a_piped_question_with_bytes_that_are_not_utf8(data_dir: Path) -> None:
    # A file in another encoding piped in: its stray byte became half a surrogate pair and the
    # turn failed with "Something went wrong" (the tokenizer refuses such text).
    out = run(["ask", "--json"], data_dir, stdin="How does AWS Lambda scale? \udcff\n")
    assert out.returncode == 0, out.stderr
    reply = json.loads(out.stdout)
    assert reply["kind"] == "answer" and "Something went wrong" not in reply["markdown"]


def test_ask_with_nothing_piped_says_the_question_is_empty(data_dir: Path) -> None:
    out = run(["ask"], data_dir, stdin="")
    assert out.returncode == 2 and "empty" in out.stderr, out.stderr


@pytest.mark.parametrize("question", [["   "], [""], ["", "  "]])
def test_an_empty_question_says_so_without_a_thread_hint(data_dir: Path, question: list[str]) -> None:
    out = run(["ask", *question], data_dir)
    assert out.returncode == 2
    assert "empty" in out.stderr
    assert "--thread" not in out.stderr + out.stdout, "nothing was asked, so there is no thread to continue"


@pytest.mark.parametrize(
    "args",
    [["index", ""], ["index", "docs", "  "], ["trace", "--thread", ""], ["export", "--thread", " ", "--format", "md"],
     ["ask", "--thread", "", "What is AWS Lambda?"]],
)
def test_an_empty_path_or_thread_is_a_usage_error(data_dir: Path, args: list[str]) -> None:
    # An empty path is the current folder to pathlib: indexing it took in whatever was there.
    out = run(args, data_dir)
    assert out.returncode == 2, out.stderr
    assert "empty" in out.stderr
    assert out.stdout == ""


class PtyChat:
    """`research-bot chat` on a pseudo-terminal, as a person at a terminal meets it."""

    def __init__(self, data_dir: Path) -> None:
        environ = {
            k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_", "SLACK_", "DISCORD_", "SESSION_"))
        }
        environ.update({"DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING"})
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # pragma: no cover - the child becomes the chat
            os.chdir(ROOT)
            os.execve(sys.executable, [sys.executable, "-m", "bot.cli", "chat"], environ)
        self.seen = b""
        self.status: int | None = None
        self.killed = False  # closed while still running

    def read_until(self, count: int, timeout: float = 60, shown: bytes = b"you> ") -> None:
        """Read until the prompt (or `shown`) has been shown `count` times (or the chat left)."""
        deadline = time.monotonic() + timeout
        while self.seen.count(shown) < count and time.monotonic() < deadline and not self.left():
            if select.select([self.fd], [], [], 0.2)[0]:
                try:
                    self.seen += os.read(self.fd, 4096)
                except OSError:  # the chat closed its terminal: it is leaving
                    while not self.left() and time.monotonic() < deadline:
                        time.sleep(0.05)
                    return

    def left(self) -> bool:
        if self.status is None:
            done, status = os.waitpid(self.pid, os.WNOHANG)
            self.status = status if done else None
        return self.status is not None

    def close(self) -> None:
        self.killed = not self.left()
        if self.killed:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)

    def type_at_prompt(self, keys: bytes, prompts: int, timeout: float = 60) -> str:
        """Type `keys` at the first prompt; what the terminal shows until it has prompted
        `prompts` times or the chat left (then it is closed)."""
        try:
            self.read_until(1)
            os.write(self.fd, keys)
            self.read_until(prompts, timeout=timeout)
        finally:
            self.close()
        return self.seen.decode(errors="replace")


def test_ctrl_c_at_the_chat_prompt_leaves_at_once(data_dir: Path) -> None:
    # The prompt waits in a thread; were that thread joined at exit, Ctrl-C would hang until Enter.
    chat = PtyChat(data_dir)
    try:
        chat.read_until(1)
        assert b"you> " in chat.seen, chat.seen
        os.write(chat.fd, b"\x03")
        # A hang would last until Enter, i.e. for ever; 30 s only leaves room for a loaded CI
        # machine's interpreter shutdown (10 s was missed twice at load 7-15).
        chat.read_until(99, timeout=30)
        assert chat.left(), "Ctrl-C at the prompt did not leave the chat"
        # Left while line editing held the terminal in its own mode: the shell gets its terminal back.
        modes = termios.tcgetattr(chat.fd)[3]
        assert modes & termios.ICANON and modes & termios.ECHO, "the terminal was left without line mode or echo"
    finally:
        chat.close()
    assert b"Traceback" not in chat.seen, chat.seen.decode(errors="replace")


def test_lines_pasted_together_at_the_chat_prompt_are_one_message(data_dir: Path) -> None:
    # Two lines arriving at once: a pasted passage, not two questions to research one by one.
    chat = PtyChat(data_dir)
    try:
        chat.read_until(1)
        os.write(chat.fd, b"What is AWS Lambda?\nsources\n")
        chat.read_until(2)
        # A line typed after the answer, whose reply ends the wait: had `sources` been a line of
        # its own, the chat would have read and answered it first (waiting for a third prompt
        # that never comes instead took the whole timeout).
        os.write(chat.fd, b"/bogus\n")
        chat.read_until(1, timeout=20, shown=b"Unknown command /bogus")
    finally:
        chat.close()
    seen = chat.seen.decode(errors="replace")
    assert "Unknown command /bogus" in seen, seen
    assert seen.split("Unknown command /bogus")[0].count("you> ") == 2, seen
    assert "Sources for" not in seen, "the second line was taken as the `sources` command"


def test_ctrl_d_right_after_a_paste_answers_the_pasted_text_then_leaves(data_dir: Path) -> None:
    # End of input while the paste's lines were still being gathered: they are a message, not lost.
    chat = PtyChat(data_dir)
    seen = chat.type_at_prompt(b"What is AWS Lambda?\nAnd its limits?\n\x04", prompts=99)
    assert not chat.killed, "the chat did not leave at the end of input"
    assert "bot> " in seen, seen
    assert "Traceback" not in seen, seen


async def test_stop_typed_while_the_chat_researches_stops_that_answer(tmp_path: Path) -> None:
    # The next line was read only after the answer: "stop" waited for it, then was researched.
    data = tmp_path / "data"
    chat = PtyChat(data)
    store = SqliteStore(data / "sessions.db", ttl_seconds=3600)
    try:
        await asyncio.to_thread(chat.read_until, 1)
        thread = re.search(rb"thread (\w+)", chat.seen)
        assert thread is not None, chat.seen
        # The thread's lock held: the answer has begun and waits its turn.
        async with store.lock(thread_key(thread.group(1).decode())):
            os.write(chat.fd, b"What is AWS Lambda?\n")
            await asyncio.to_thread(chat.read_until, 1, 30, b"Waiting")
            os.write(chat.fd, b"stop\n")
            await asyncio.to_thread(chat.read_until, 2, 30)
        seen = chat.seen.decode(errors="replace")
        session = await store.load(thread_key(thread.group(1).decode()))
    finally:
        chat.close()
        await store.close()
    assert "Stopped: I won't answer “What is AWS Lambda?”" in seen, seen
    assert "Sources:" not in seen and session.turns == [], "the answer stopped; nothing was kept"


def test_a_chat_line_longer_than_the_terminals_line_buffer_arrives_whole(data_dir: Path) -> None:
    # A terminal in canonical mode keeps 4,095 characters of a line and drops the rest unsaid.
    seen = PtyChat(data_dir).type_at_prompt(b"x" * 5000 + b"\n", prompts=2)
    assert "That message is 5,000 characters" in seen, seen[-600:]


@pytest.mark.parametrize("question", ["word " * 1000, "...", "help"])
def test_a_new_thread_that_stored_nothing_gets_no_continue_hint(data_dir: Path, question: str) -> None:
    # Refused or answered with help, the new thread was never saved: there is nothing to continue.
    out = run(["ask", question], data_dir)
    assert out.stdout.strip()
    assert "--thread" not in out.stderr, out.stderr


def index_with_stderr_on_a_terminal(args: list[str], data_dir: Path) -> tuple[str, str]:
    """`research-bot index ARGS` with stderr on a pseudo-terminal (an operator's shell); (stdout, terminal)."""
    environ = {
        k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_", "SLACK_", "DISCORD_", "SESSION_"))
    }
    environ.update({"DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT)})
    main, terminal = pty.openpty()
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "bot.cli", "index", *args], cwd=ROOT, env=environ, stdout=subprocess.PIPE, stderr=terminal
        )
        os.close(terminal)
        seen = b""
        while True:
            if select.select([main], [], [], 0.2)[0]:
                try:
                    chunk = os.read(main, 4096)
                except OSError:  # the process closed the terminal
                    break
                if not chunk:
                    break
                seen += chunk
            elif proc.poll() is not None:
                break
        stdout = proc.communicate(timeout=120)[0].decode()
    finally:
        os.close(main)
    return stdout, seen.decode(errors="replace")


def test_index_shows_its_progress_on_a_terminal_and_clears_it_before_the_summary(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for n in range(40):
        (docs / f"page{n}.md").write_text(f"# Page {n}\n\nHow to rotate credential number {n} safely.\n")
    stdout, terminal = index_with_stderr_on_a_terminal([str(docs)], tmp_path / "data")
    assert "Indexed: 40 added" in stdout, (stdout, terminal)
    assert "files looked at" in terminal, terminal
    assert "parsed" in terminal and "files/s" in terminal, terminal
    # The line is drawn in place and wiped: the terminal is left clean for the prompt.
    assert terminal.rstrip(" ").endswith("\r\x1b[K"), repr(terminal[-80:])


def test_index_shows_no_progress_when_stderr_is_not_a_terminal_or_with_json(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "page.md").write_text("# Page\n\nHow to rotate a credential safely.\n")
    piped = run(["index", str(docs)], tmp_path / "data")
    assert piped.returncode == 0, piped.stderr
    assert "looked at" not in piped.stderr and "\r" not in piped.stderr
    (docs / "other.md").write_text("# Other\n\nHow to revoke a credential.\n")
    stdout, terminal = index_with_stderr_on_a_terminal(["--json", str(docs)], tmp_path / "data")
    assert json.loads(stdout)["added"] == 1, stdout
    assert "looked at" not in terminal, terminal


def test_a_source_named_by_a_number_word_opens_it(data_dir: Path) -> None:
    # "source two" was researched as a follow-up ("Source two for PostgreSQL"), a new answer.
    first = json.loads(run(["ask", "--json", "What is AWS Lambda?"], data_dir).stdout)
    for said, number in (("source two", 2), ("show me citation one", 1)):
        out = run(["ask", "--json", "--thread", first["thread"], said], data_dir)
        reply = json.loads(out.stdout)
        assert reply["markdown"].startswith(f"**[{number}] "), (said, reply["markdown"][:200])
        assert reply["metadata"]["usage"]["llm_calls"] == 0 and reply.get("analysis_index") == 0, said

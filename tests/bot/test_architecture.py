"""The adapter layer's shape: one contract, thin adapters, no copied code."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"
ADAPTERS = [BOT / "slack", BOT / "discord"]
SHARED_JOBS = {"app", "settings", "inbound", "render", "controls", "safety", "delivery", "slash", "runner", "jobs"}


def modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if p.name != "__init__.py")


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_surface_touches_the_session_store() -> None:
    for path in modules(BOT):
        if path.name == "cli.py":
            continue  # the process entry point maps an unreachable store to an exit code
        assert not any(name.startswith("core.store") for name in imported(path)), path
        assert ".store." not in path.read_text().replace("self.store", ""), path


def test_core_never_imports_a_platform_sdk() -> None:
    for path in modules(ROOT / "core"):
        assert not any(n.split(".")[0] in ("slack_bolt", "slack_sdk", "discord", "bot") for n in imported(path)), path


def test_only_the_pipeline_asks_core_for_a_reply() -> None:
    """Adapters never call `handle` themselves (so never twice for one turn)."""
    for path in modules(BOT):
        calls = [
            node for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "handle"
        ]
        assert not calls or path == BOT / "pipeline.py", path


def test_both_adapters_use_the_same_file_names_for_the_same_jobs() -> None:
    for folder in ADAPTERS:
        assert SHARED_JOBS <= {p.stem for p in modules(folder)}, folder


def _windows(path: Path, size: int) -> set[tuple[str, ...]]:
    lines = [" ".join(line.split()) for line in path.read_text().splitlines()]
    lines = [line for line in lines if line and not line.startswith(("#", "from ", "import ", '"""')) and len(line) > 3]
    return {tuple(lines[i : i + size]) for i in range(len(lines) - size + 1)}


def test_the_two_adapters_share_no_copied_code() -> None:
    slack = set().union(*(_windows(p, 6) for p in modules(BOT / "slack")))
    for path in modules(BOT / "discord"):
        shared = _windows(path, 6) & slack
        assert not shared, (path, next(iter(shared)))

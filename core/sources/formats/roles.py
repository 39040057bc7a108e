"""What a Sphinx or MyST role shows to a reader: `:func:`~pkg.mod.f`` reads as `f`.

Both the reStructuredText and the MyST markdown parser use this, so a role
reads the same whichever format a project wrote its documentation in.
"""

from __future__ import annotations

import re

# Roles naming code objects or literal input: shown as code spans.
CODE_ROLES = frozenset(
    """
    func meth class obj attr exc data const mod any option envvar file samp command program kbd code
    literal makevar keyword token confval setting type member macro var struct enum enumerator
    function method attribute exception module property
    """.split()
)
_TARGET = re.compile(r"^(?P<title>.*?)\s*<(?P<target>[^<>]+)>$", re.S)


def role_text(name: str, content: str) -> tuple[str, bool]:
    """(text to show, whether it is code) for a role's content."""
    bare = name.rsplit(":", 1)[-1].lower()
    content = content.strip()
    explicit = _TARGET.match(content)
    if explicit and explicit.group("title"):
        text = explicit.group("title").strip()
        return text, bare in CODE_ROLES and bare not in {"doc", "ref"}
    if explicit:
        content = explicit.group("target").strip()
    if bare == "pep":
        return f"PEP {content}", False
    if bare == "rfc":
        return f"RFC {content}", False
    if bare in {"issue", "pr", "gh", "bug"}:
        return f"#{content.lstrip('#')}", False
    if bare in {"math", "math:numref"}:
        return content, True
    if bare in CODE_ROLES or (bare not in _TEXT_ROLES and re.fullmatch(r"[~!]?[\w.()\[\]*-]+", content)):
        if content.startswith("!"):
            content = content[1:]
        if content.startswith("~"):
            content = content[1:].rsplit(".", 1)[-1]
        return content, True
    if bare == "doc":
        content = content.rstrip("/").rsplit("/", 1)[-1].replace("-", " ").replace("_", " ")
    if bare in {"ref", "numref"}:
        content = content.replace("-", " ").replace("_", " ")
    return content, False


_TEXT_ROLES = frozenset(
    "ref doc term abbr numref download guilabel menuselection pep rfc sub sup emphasis strong dfn title-reference".split()
)

"""What Sphinx/MyST directives mean for indexing, shared by the markdown and reST parsers.

A directive is code (`code-block`, `doctest`, `click:example`...), a note
(`note`, `warning`, `versionadded`...), an include, a container whose body is
ordinary content (`tab-item`, `only`, unknown ones), or not content at all
(`toctree`, `autoclass`, `testsetup`...). The reST parser registers docutils
directives from these tables; the markdown parser reads MyST fences with them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from core.sources.blocks import Block, code_span, escape
from core.sources.formats.document import IncludeContext, select_lines

# Directive name -> the language its body is written in ("" = from its argument).
CODE_DIRECTIVES: dict[str, str] = {
    "code-block": "",
    "code": "",
    "sourcecode": "",
    "code-cell": "",
    "testcode": "python",
    "doctest": "pycon",
    "testoutput": "text",
    "jupyter-execute": "python",
    "ipython": "ipython",
    "prompt": "console",
    "click:example": "python",
    "click:run": "python",
    "parsed-literal": "text",
}
NOTE_LABELS: dict[str, str] = {
    "note": "Note",
    "warning": "Warning",
    "tip": "Tip",
    "important": "Important",
    "caution": "Caution",
    "danger": "Danger",
    "attention": "Attention",
    "hint": "Hint",
    "error": "Error",
    "seealso": "See also",
    "see-also": "See also",
    "todo": "To do",
    "versionadded": "New in version",
    "versionchanged": "Changed in version",
    "versionremoved": "Removed in version",
    "deprecated": "Deprecated since version",
    "admonition": "",
}
# Not content a reader asks about: navigation, API stubs filled from code, test scaffolding.
SKIPPED = frozenset(
    """
    toctree contents sectnum autosummary currentmodule module index highlight image raw mermaid graphviz
    testsetup testcleanup tabularcolumns sectionauthor codeauthor meta rst-class default-role role
    automodule autoclass autofunction automethod autoattribute autodata autoexception autodecorator
    autoproperty autoprogram click:autodoc title spelling:word-list
    """.split()
)
# Documented API objects: their signature is worth keeping beside their description.
OBJECT_DIRECTIVES = frozenset(
    """
    function class method attribute data exception decorator property classmethod staticmethod
    py:function py:class py:method py:attribute py:data py:exception py:decorator py:property
    py:classmethod py:staticmethod option envvar describe object confval
    """.split()
)
# Python objects, whose description is a section named for the object (the signature's name).
_PY_OBJECTS = frozenset(n for n in OBJECT_DIRECTIVES if n.removeprefix("py:") in {
    "function", "class", "method", "attribute", "data", "exception", "decorator", "property", "classmethod", "staticmethod"
})
# Settings (`.. confval:: ogp_site_url`, `.. envvar:: PYTEST_XDIST_AUTO_NUM_WORKERS`,
# `.. option:: --maxprocesses=N`): their description is a section named for the setting too.
_SETTINGS = frozenset({"confval", "envvar", "option"})
_SETTING_NAME = re.compile(r"^(-{0,2}[A-Za-z_][\w.-]*)")
_SIGNATURE_NAME = re.compile(r"^(?:(?:async|abstract|final|class|static|classmethod|staticmethod)\s+)*([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s*(?:[(\[:=]|$)")
_CODE_NAME = re.compile(r"(?:code|example|doctest|testcode|sourcecode|snippet)$")

_LANG_BY_SUFFIX = {".py": "python", ".sh": "bash", ".toml": "toml", ".json": "json", ".yaml": "yaml", ".yml": "yaml",
                   ".ini": "ini", ".cfg": "ini", ".html": "html", ".js": "javascript", ".ts": "typescript",
                   ".sql": "sql", ".rs": "rust", ".go": "go", ".txt": "text"}


@dataclass
class Directive:
    name: str
    argument: str = ""
    options: dict[str, str] = field(default_factory=dict)
    body: str = ""


def kind_of(name: str) -> str:
    """"code", "note", "include", "literalinclude", "eval-rst", "object", "skip" or "container"."""
    name = name.lower()
    if name in CODE_DIRECTIVES:
        return "code"
    if name in NOTE_LABELS:
        return "note"
    if name in ("include", "literalinclude"):
        return name
    if name in ("eval-rst", "eval_rst"):
        return "eval-rst"
    if name in SKIPPED or name.startswith("auto"):
        return "skip"
    if name in OBJECT_DIRECTIVES:
        return "object"
    if _CODE_NAME.search(name):
        return "code"
    return "container"


def object_name(directive: str, signature: str) -> str | None:
    """The name a Python object or setting directive describes (`tinystore.EvictingStore` for
    `.. class:: tinystore.EvictingStore(maxsize)`, `--maxprocesses` for `.. option:: --maxprocesses=N`),
    None for other directives."""
    name = directive.lower()
    if name in _SETTINGS:
        found = _SETTING_NAME.match(signature.strip())
    elif name in _PY_OBJECTS:
        found = _SIGNATURE_NAME.match(signature.strip())
    else:
        return None
    return found.group(1) if found else None


_PROMPT = re.compile(r"^(?:\$|%|>>>)(?:\s|$)")


def is_session(body: str) -> bool:
    """A directive body that is a terminal or interpreter session (pip's `{pip-cli}`:
    "$ pip install -e ."), whatever the directive: it is code, never prose."""
    first = next((line.strip() for line in body.splitlines() if line.strip()), "")
    return bool(_PROMPT.match(first))


def code_language(name: str, argument: str, options: dict[str, str]) -> str:
    lang = CODE_DIRECTIVES.get(name.lower(), "")
    return (argument.split()[0] if argument.strip() else "") or options.get("language", "") or lang


def note_label(name: str, argument: str) -> tuple[str, str]:
    """(label, text that follows it) for an admonition-like directive."""
    name = name.lower()
    label = NOTE_LABELS.get(name, name.capitalize())
    if name in ("versionadded", "versionchanged", "versionremoved", "deprecated"):
        # reST reads text right under the directive line (no blank line) as part of its
        # argument: "2.7\n   The ability to ..." is the version, then the note's first word.
        version, rest = [*argument.split(None, 1), "", ""][:2]
        return f"{label} {version}".strip(), rest.strip()
    if name == "admonition":
        return argument.strip() or "Note", ""
    return label, argument.strip()


def literal_language(path: str, options: dict[str, str]) -> str:
    return options.get("language") or _LANG_BY_SUFFIX.get(Path(path).suffix.lower(), "")


_OPTION = re.compile(r"^:([\w-]+):\s*(.*)$")


def parse_directive_body(content: str) -> tuple[dict[str, str], str]:
    """MyST directive content: leading `:key: value` lines (or a `---` YAML block) are options."""
    lines = content.split("\n")
    options: dict[str, str] = {}
    i = 0
    if lines and lines[0].strip() == "---":
        end = next((j for j in range(1, len(lines)) if lines[j].strip() == "---"), None)
        if end is not None:
            for line in lines[1:end]:
                key, _, value = line.partition(":")
                if key.strip():
                    options[key.strip()] = value.strip()
            i = end + 1
    while i < len(lines):
        m = _OPTION.match(lines[i])
        if not m:
            break
        options[m.group(1)] = m.group(2).strip()
        i += 1
    # MyST options are YAML values: 'quoted' strings lose their quotes.
    options = {k: v[1:-1] if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"" else v for k, v in options.items()}
    return options, "\n".join(lines[i:]).strip("\n")


BodyParser = Callable[[str, "IncludeContext | None"], list[Block]]


def directive_blocks(directive: Directive, context: IncludeContext | None, parse_body: BodyParser) -> list[Block]:
    """The blocks a MyST directive stands for; `parse_body` reads markdown bodies."""
    kind = kind_of(directive.name)
    if kind == "skip":
        return []
    if kind == "code":
        lang = code_language(directive.name, directive.argument, directive.options)
        return [Block("code", text=directive.body.rstrip(), lang=lang)] if directive.body.strip() else []
    if kind == "note":
        label, lead = note_label(directive.name, directive.argument)
        body = parse_body(directive.body, context)
        if lead:
            body.insert(0, Block("prose", text=escape(lead)))
        return [Block("note", label=label, items=[body])] if body or label else []
    if kind in ("include", "literalinclude"):
        return _include(directive, context, literal=kind == "literalinclude")
    if kind == "eval-rst":
        from core.sources.formats.rst import rst_blocks

        return rst_blocks(directive.body, context)
    if kind == "container" and is_session(directive.body):
        from core.sources.formats.rst import guess_language

        return [Block("code", text=directive.body.strip("\n").rstrip(), lang=guess_language(directive.body))]
    body = parse_body(directive.body, context) if directive.body.strip() else []
    if kind == "object" and directive.argument:
        return [Block("prose", text=code_span(directive.argument.strip())), *body]
    return body


def _include(directive: Directive, context: IncludeContext | None, literal: bool) -> list[Block]:
    if context is None or not directive.argument:
        return []
    found = context.read(directive.argument)
    if found is None:
        return []
    text, inner = found
    text = select_lines(text, directive.options)
    if literal or "literal" in directive.options or "code" in directive.options:
        lang = directive.options.get("code") or literal_language(directive.argument, directive.options)
        return [Block("code", text=text.strip("\n"), lang=lang)]
    # An included file is parsed as a file: once per run, however many documents include it.
    if directive.argument.lower().endswith((".rst", ".txt", ".inc")):
        from core.sources.formats.rst import file_blocks as rst_file_blocks

        return rst_file_blocks(text, inner)
    from core.sources.formats.markdown import file_blocks

    return file_blocks(text, inner)

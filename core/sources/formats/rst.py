"""reStructuredText into blocks, with docutils.

Sphinx documentation uses roles and directives docutils does not know
(`:func:`, `.. code-block::`, `.. click:example::`, `.. autoclass::`...).
Each one found in a document is registered before parsing with a lenient
handler from core/sources/formats/directives.py and roles.py, so nothing
raises, nothing is dropped silently, and nothing leaks as raw markup. Includes
are read through the document's IncludeContext.
"""

from __future__ import annotations

import copy
import io
import os
import re
import threading
from dataclasses import replace
from functools import lru_cache
from typing import Any

from docutils import nodes
from docutils.frontend import Values, get_default_settings
from docutils.parsers.rst import Parser
from docutils.readers.standalone import Reader
from docutils.utils import new_document
from docutils.parsers.rst import Directive as DocutilsDirective
from docutils.parsers.rst import directives, roles
from docutils.statemachine import StringList
from docutils.transforms import Transform, misc, references

from core.sources.blocks import Block, code_span, escape, join_inline
from core.sources.formats import directives as meaning
from core.sources.formats import rst_machines
from core.sources.formats.document import IncludeContext, ParseCache, ParsedDocument, sections_from_stream, select_lines
from core.sources.formats.roles import role_text

_SETTINGS: dict[str, Any] = {
    "report_level": 5,
    "halt_level": 5,
    "file_insertion_enabled": False,
    "raw_enabled": False,
    "syntax_highlight": "none",
    "input_encoding": "unicode",
    # Titles are inferred like for every format (a lone top heading is the title);
    # docutils would also promote a lone subsection to a subtitle and lose it.
    "doctitle_xform": False,
    "sectsubtitle_xform": False,
    "smart_quotes": False,
    "pep_references": False,
    "rfc_references": False,
    "line_length_limit": 100_000,
}
rst_machines.install()
# docutils keeps roles and directives in module-level registries.
_registry_lock = threading.Lock()
_registered: set[str] = set()


def parse_rst(text: str, fallback_title: str, context: IncludeContext | None = None) -> ParsedDocument:
    stream: list[Block] | None = None
    stub = _include_stub(text)
    if stub is not None and context is not None:
        # `docs/changes.rst` holding only a title and `.. include:: ../CHANGES.rst` reads as
        # that file, whose blocks the same indexing run has usually parsed already.
        title, target, options = stub
        found = context.read(target)
        if found is not None:
            included = select_lines(found[0], options)
            stream = file_blocks(included, found[1])
            if title is not None:
                # The included sections nest under the title unless they use its adornment.
                text_title, mark = title
                shift = 0 if _first_adornment(included) == mark else 1
                stream = [Block("heading", text=escape(text_title), start=1)] + [
                    replace(b, start=b.start + shift) if b.kind == "heading" else b for b in stream
                ]
    if stream is None:
        stream = file_blocks(text, context)
    doc = sections_from_stream(stream, fallback_title)
    if context is not None:
        doc.includes = list(dict.fromkeys(context.seen))
    return doc


_STUB_NOISE = re.compile(r"^\.\.(?:\s+_[^:]+:\s*|\s*)$|^\.\.\s+(?![\w:.+-]+::)")
_STUB_INCLUDE = re.compile(r"^\.\.\s+include::\s*(\S+)\s*$")
_STUB_OPTION = re.compile(r"^\s+:([\w-]+):\s*(.*?)\s*$")


_ADORNMENT = re.compile(r"^([!-/:-@\[-`{-~])\1{2,}\s*$")


def _include_stub(text: str) -> tuple[tuple[str, str] | None, str, dict[str, str]] | None:
    """(title and its adornment, target, options) when a document is nothing but an optional
    title and one include (comments and labels aside)."""
    lines = [line for line in text.replace("\r\n", "\n").split("\n") if line.strip() and not _STUB_NOISE.match(line)]
    title: tuple[str, str] | None = None
    if len(lines) >= 3 and _ADORNMENT.match(lines[0]) and _ADORNMENT.match(lines[2]):
        title, lines = (lines[1].strip(), lines[0].strip()[0] * 2), lines[3:]
    elif len(lines) >= 2 and not lines[0].startswith("..") and _ADORNMENT.match(lines[1]):
        title, lines = (lines[0].strip(), lines[1].strip()[0]), lines[2:]
    if not lines:
        return None
    include = _STUB_INCLUDE.match(lines[0])
    options = [_STUB_OPTION.match(line) for line in lines[1:]]
    if include is None or not all(options):
        return None
    return title, include.group(1), {m.group(1): m.group(2) for m in options if m}


def _first_adornment(text: str) -> str | None:
    """The adornment of a reST text's first section title ("=" underline, "==" over- and underline)."""
    lines = text.split("\n")
    for i in range(len(lines) - 1):
        if lines[i].strip() and not _ADORNMENT.match(lines[i]) and _ADORNMENT.match(lines[i + 1]):
            over = i > 0 and _ADORNMENT.match(lines[i - 1])
            char = lines[i + 1].strip()[0]
            return char * 2 if over else char
    return None


# Parsing reST is the dearest part of indexing: a text parsed once in a run (a changelog,
# then the stub including it) is not parsed again.
_cache = ParseCache(16)


def file_blocks(text: str, context: IncludeContext | None) -> list[Block]:
    """Blocks of a reST file's text, parsed once per run; the list is the caller's own (see ParseCache)."""
    return list(_cache.get(text, context, lambda: rst_blocks(text, context)))


_depth = threading.local()


def rst_blocks(text: str, context: IncludeContext | None = None) -> list[Block]:
    """Blocks of a reST fragment (MyST `{eval-rst}`, an included .rst); headings stay as heading blocks."""
    stream: list[Block] = []
    # Fragments nest (an included markdown file's `{eval-rst}` inside a reST parse): the
    # pooled machines are released once the outermost parse in this thread is done.
    _depth.n = getattr(_depth, "n", 0) + 1
    try:
        _walk(_doctree(text, context), 1, stream, _State(text))
    finally:
        _depth.n -= 1
        if _depth.n == 0:
            rst_machines.release()
    return stream


def _doctree(text: str, context: IncludeContext | None) -> nodes.document:
    """What `publish_doctree` builds, without building docutils' option parser for every file.

    The settings are made once (a tenth of parsing a small file went to that);
    each document gets a shallow copy with its own warning stream and includes.
    """
    _register_for(text)
    settings = copy.copy(_default_settings())
    settings.warning_stream = io.StringIO()
    settings.research_bot_includes = context
    source_path = str(context.path) if context is not None else "<string>"
    document = new_document(source_path, settings)
    parser = Parser()
    parser.parse(text.replace("\r\n", "\n"), document)
    document.transformer.populate_from_components((_Reader(parser=parser), parser))
    document.transformer.apply_transforms()
    # The top-level machine is never run again, but pooled nested machines still link to it
    # as their parent: its states (each tied to itself by its bound transitions) are let go
    # now, while the file's young-generation collection can still free them.
    parser.statemachine.unlink()
    return document


class _Reader(Reader):
    """docutils' standalone reader without the transforms that only check a document for a writer.

    `DanglingReferences` replaces a reference to a target the file does not define
    (a Sphinx label, a page elsewhere in the docs) by its raw markup ("`Flask`_"),
    which would then be indexed and quoted; left alone, the reference reads as its
    text. `Transitions` only checks where `----` rules stand, and rules are not
    indexed. Both walked every node of every document.
    """

    def get_transforms(self) -> list[type[Transform]]:
        return [t for t in super().get_transforms() if t not in (references.DanglingReferences, misc.Transitions)]


@lru_cache(maxsize=1)
def _default_settings() -> Values:
    settings = get_default_settings(Parser, Reader)
    for key, value in _SETTINGS.items():
        setattr(settings, key, value)
    return settings


# --- registering what Sphinx adds ------------------------------------------------------

_ROLE_USE = re.compile(r"(?<![\w`]):([A-Za-z][\w.+-]*(?::[A-Za-z][\w.+-]*)*):`")
_DIRECTIVE_USE = re.compile(r"^\s*\.\.\s+([A-Za-z][\w.+-]*(?::[\w.+-]+)*)::", re.M)


_KNOWN = (
    *meaning.CODE_DIRECTIVES,
    *meaning.NOTE_LABELS,
    *meaning.SKIPPED,
    *meaning.OBJECT_DIRECTIVES,
    "include",
    "literalinclude",
    "highlight",
)


def _register_for(text: str) -> None:
    roles_used = {r.lower() for r in _ROLE_USE.findall(text)}
    directives_used = {d.lower() for d in _DIRECTIVE_USE.findall(text)}
    with _registry_lock:
        if not _registered:
            directives_used.update(_KNOWN)
        for name in roles_used:
            if name in _registered:
                continue
            if name not in roles._role_registry:  # noqa: SLF001 - docutils' own role table
                roles.register_local_role(name, _role)
            _registered.add(name)
        for name in directives_used:
            key = f"directive:{name}"
            if key in _registered:
                continue
            cls = _directive_class(name)
            if cls is not None:
                directives.register_directive(name, cls)
            _registered.add(key)


def _role(name: str, rawtext: str, text: str, lineno: int, inliner: Any, options: Any = None, content: Any = None):  # type: ignore[no-untyped-def]
    shown, is_code = role_text(name, text)
    node: nodes.Node = nodes.literal(rawtext, shown) if is_code else nodes.Text(shown)
    return [node], []


def _directive_class(name: str) -> type[DocutilsDirective] | None:
    kind = meaning.kind_of(name)
    native = name in directives._directive_registry  # noqa: SLF001 - docutils' own directive table
    if name == "highlight":
        return _Highlight
    if kind == "code":
        return _Code
    if kind == "include":
        return _Include
    if kind == "literalinclude":
        return _LiteralInclude
    if kind == "note":
        return None if native and name != "admonition" else _Note
    if kind == "object" and name == "class":
        # In Sphinx documentation `.. class::` describes a Python class; docutils' own
        # `class` (a CSS class for the next element) is rare in it and adds no text.
        return _Object
    if native:
        return None
    if kind == "skip":
        return _Skip
    if kind == "object":
        return _Object
    return _Container


class _AnyOptions(dict):  # type: ignore[type-arg]
    """An option_spec that accepts every option, unchanged (Sphinx adds many)."""

    def __bool__(self) -> bool:
        # docutils only looks for options when the spec is truthy.
        return True

    def __contains__(self, key: object) -> bool:
        return True

    def __getitem__(self, key: str) -> Any:
        return directives.unchanged


class _Lenient(DocutilsDirective):
    required_arguments = 0
    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec = _AnyOptions()

    @property
    def argument(self) -> str:
        return self.arguments[0] if self.arguments else ""

    def nested(self) -> list[nodes.Node]:
        container = nodes.container()
        self.state.nested_parse(self.content, self.content_offset, container)
        return list(container.children)


class _Skip(_Lenient):
    def run(self) -> list[nodes.Node]:
        return []


class _Container(_Lenient):
    def run(self) -> list[nodes.Node]:
        code = "\n".join(self.content).strip("\n")
        if meaning.is_session(code):
            block = nodes.literal_block(code, code.rstrip())
            block["language"] = guess_language(code)
            return [block]
        return self.nested()


class _Code(_Lenient):
    def run(self) -> list[nodes.Node]:
        code = "\n".join(self.content).rstrip()
        if not code.strip():
            return []
        block = nodes.literal_block(code, code)
        block["language"] = meaning.code_language(self.name, self.argument, self.options)
        return [block]


class _Highlight(_Lenient):
    def run(self) -> list[nodes.Node]:
        node = nodes.pending(None)
        node["highlight"] = self.argument.split()[0] if self.argument.strip() else ""
        return [node]


class _Note(_Lenient):
    def run(self) -> list[nodes.Node]:
        label, lead = meaning.note_label(self.name, self.argument)
        note = nodes.admonition()
        note["label"] = label
        if lead:
            para = nodes.paragraph()
            text_nodes, _ = self.state.inline_text(lead, self.lineno)
            para.extend(text_nodes)
            note.append(para)
        note.extend(self.nested())
        return [note]


class _Object(_Lenient):
    def run(self) -> list[nodes.Node]:
        out: list[nodes.Node] = []
        signature = self.argument.strip().split("\n")[0] if self.argument.strip() else ""
        if signature:
            out.append(nodes.paragraph("", "", nodes.literal(signature, signature)))
        out += self.nested()
        name = meaning.object_name(self.name, signature)
        if name is None:
            return out
        # A Python object's or a setting's description reads as a section named for it, so a sentence
        # quoted from it ("Raised when ...") can be introduced by the name it never says.
        described = nodes.container("", *out)
        described["object_name"] = name
        return [described]


def _read_target(directive: _Lenient) -> tuple[str, IncludeContext] | None:
    """The file an include directive names, read through the document's IncludeContext."""
    context: IncludeContext | None = getattr(directive.state.document.settings, "research_bot_includes", None)
    if context is None or not directive.argument:
        return None
    found = context.read(directive.argument)
    return (select_lines(found[0], directive.options), found[1]) if found else None


class _Include(_Lenient):
    def run(self) -> list[nodes.Node]:
        found = _read_target(self)
        if found is None:
            return []
        text, inner = found
        _register_for(text)
        if "literal" in self.options or "code" in self.options:
            block = nodes.literal_block(text, text.strip("\n"))
            block["language"] = self.options.get("code") or ""
            return [block]
        if self.argument.lower().endswith((".md", ".markdown")):
            from core.sources.formats.markdown import file_blocks as markdown_file_blocks

            node = nodes.container()
            node["blocks"] = markdown_file_blocks(text, inner)
            return [node]
        # reST is spliced into the input, so its sections nest where the include stands.
        self.state_machine.insert_input(StringList(text.split("\n"), source=str(inner.path)), str(inner.path))
        return []


class _LiteralInclude(_Lenient):
    def run(self) -> list[nodes.Node]:
        found = _read_target(self)
        if found is None:
            return []
        text = found[0].strip("\n")
        block = nodes.literal_block(text, text)
        block["language"] = meaning.literal_language(self.argument, self.options)
        return [block]


# --- walking the doctree ------------------------------------------------------------------

_SKIP_NODES = (
    nodes.comment,
    nodes.target,
    nodes.substitution_definition,
    nodes.system_message,
    nodes.raw,
    nodes.image,
    nodes.transition,
    nodes.footnote,
    nodes.citation,
    nodes.decoration,
    nodes.title,
    nodes.subtitle,
    nodes.docinfo,
)


class _State:
    """The default code language, changed by `.. highlight::` as the document reads,
    and the document's lines as written (docutils reads them without trailing
    whitespace and with tabs expanded)."""

    def __init__(self, text: str = "") -> None:
        self.highlight = ""
        self.source = text.replace("\r\n", "\n").split("\n")
        self.expanded = [line.expandtabs(8).rstrip() for line in self.source]
        self._by_content: dict[str, list[int]] | None = None

    def lines_reading(self, content: str) -> list[int]:
        """Where the (expanded) source has a line holding `content` after its indentation, in order."""
        if self._by_content is None:
            # Built on the first code block: scanning every line for each block grows with
            # both, and long pages (API guides, changelogs) have hundreds of each.
            self._by_content = {}
            for i, line in enumerate(self.expanded):
                self._by_content.setdefault(line.lstrip(), []).append(i)
        return self._by_content.get(content, [])


def _cut(originals: list[str], indent: str) -> str:
    """What to take off the front of each line of a block docutils indented by `indent` (expanded).

    Normally that indentation itself; but when the block opens on a line it is not a prefix
    of (tab lines over a shallower space line: a tab is eight columns to docutils), no
    characters are common to every line's indentation but what they share as written, and
    cutting columns out of a tab would change the code."""
    if originals[0].startswith(indent):
        return indent
    shared = os.path.commonprefix([line for line in originals if line.strip()])
    return shared[: len(shared) - len(shared.lstrip())]


def as_written(code: str, state: _State) -> str:
    """A code block as its document wrote it: the trailing whitespace and tabs docutils'
    line reader dropped are taken back from the source, when the block is found there
    line for line (code from an included file is left as read)."""
    lines = code.split("\n")
    first = lines[0]
    if not first.strip():
        return code
    for i in state.lines_reading(first.lstrip()):
        expanded = state.expanded[i]
        if not expanded.endswith(first) or i + len(lines) > len(state.expanded):
            continue
        indent = expanded[: len(expanded) - len(first)]
        cut = _cut(state.source[i : i + len(lines)], indent)
        restored: list[str] = []
        for k, line in enumerate(lines):
            original, seen = state.source[i + k], state.expanded[i + k]
            if not line.strip():
                if seen.strip():
                    break
                restored.append(line)
                continue
            # docutils measures indentation with str.lstrip, so a no-break space
            # (U+00A0) counts as indentation and is stripped with the block's.
            if seen[len(indent) :] != line or seen[: len(indent)].strip():
                break
            # A line the block's indentation is not a prefix of keeps every character
            # beyond what it shares with that indentation: tabs under spaces
            # ("\t\t\t logger=..." under three spaces) stay tabs, not expanded, and a
            # no-break space stays in the quote rather than being dropped.
            restored.append(original[len(os.path.commonprefix([original, cut])) :])
        else:
            return "\n".join(restored)
    return code


def _walk(node: nodes.Element, level: int, out: list[Block], state: _State, heading: Block | None = None) -> None:
    after_object = False
    for child in node.children:
        if isinstance(child, nodes.section):
            title = child.next_node(nodes.title)
            section = Block("heading", text=_inline(title) if title else "", start=level)
            out.append(section)
            _walk(child, level + 1, out, state, section)
        elif isinstance(child, nodes.container) and "object_name" in child:
            named = Block("heading", text=code_span(child["object_name"]), start=level, label="name")
            out.append(named)
            _walk(child, level + 1, out, state, named)
            after_object = True
        else:
            blocks = _blocks(child, state)
            if blocks and after_object and heading is not None:
                # Text after an object's description is the enclosing section's again.
                out.append(Block("heading", text=heading.text, start=heading.start, label="resume"))
            after_object = after_object and not blocks
            out.extend(blocks)


def _blocks_of(node: nodes.Element, state: _State) -> list[Block]:
    out: list[Block] = []
    for child in node.children:
        out.extend(_blocks(child, state))
    return out


def _blocks(node: nodes.Node, state: _State) -> list[Block]:  # noqa: PLR0911, PLR0912 - one case per node type
    if isinstance(node, nodes.pending) and "highlight" in node:
        state.highlight = node["highlight"]
        return []
    if isinstance(node, _SKIP_NODES) or not isinstance(node, nodes.Element):
        return []
    if isinstance(node, nodes.section):
        # A section nested where sections cannot go (inside a container): keep its content.
        return _blocks_of(node, state)
    if "blocks" in node:
        return list(node["blocks"])
    if isinstance(node, nodes.paragraph):
        text = _inline(node)
        return [Block("prose", text=text, images=_images_alone(node))] if text else []
    if isinstance(node, nodes.literal_block):
        code = node.astext().rstrip()
        lang = node.get("language") or next((c for c in node.get("classes", []) if c != "code"), "")
        written = as_written(code, state)
        return [Block("code", text=written, lang=lang or guess_language(code, state.highlight))] if code.strip() else []
    if isinstance(node, nodes.doctest_block):
        return [Block("code", text=as_written(node.astext().rstrip(), state), lang="pycon")]
    if isinstance(node, nodes.bullet_list):
        return [Block("list", items=_items(node, state))]
    if isinstance(node, nodes.enumerated_list):
        return [Block("steps", items=_items(node, state), start=int(node.get("start", 1)))]
    if isinstance(node, (nodes.definition_list, nodes.field_list, nodes.option_list)):
        return [Block("list", items=_labelled_items(node, state))]
    if isinstance(node, nodes.table):
        rows = [[_entry_text(e) for e in row.children] for row in node.findall(nodes.row)]
        return [Block("table", rows=rows)] if rows else []
    if isinstance(node, nodes.Admonition):
        return [_note(node, state)]
    if isinstance(node, nodes.line_block):
        text = " ".join(_inline(line) for line in node.findall(nodes.line))
        return [Block("prose", text=text)] if text.strip() else []
    if isinstance(node, nodes.rubric):
        return [Block("prose", text=f"{_inline(node)}")]
    if isinstance(node, (nodes.topic, nodes.sidebar)):
        title = node.next_node(nodes.title)
        lead = [Block("prose", text=_inline(title))] if title else []
        return lead + _blocks_of(node, state)
    if isinstance(node, nodes.figure):
        return [Block("prose", text=_inline(c)) for c in node.findall(nodes.caption)]
    return _blocks_of(node, state)


def _items(node: nodes.Element, state: _State) -> list[list[Block]]:
    return [blocks for item in node.children if (blocks := _blocks_of(item, state))]


def _labelled_items(node: nodes.Element, state: _State) -> list[list[Block]]:
    """Definition, field and option lists as `term: definition` items."""
    items: list[list[Block]] = []
    for item in node.children:
        if not isinstance(item, nodes.Element) or not item.children:
            continue
        label_node, *rest = item.children
        label = _inline(label_node) if isinstance(label_node, nodes.Element) else ""
        body: list[Block] = []
        for part in rest:
            body.extend(_blocks(part, state) if not isinstance(part, (nodes.definition, nodes.field_body, nodes.description)) else _blocks_of(part, state))
        if body and body[0].kind == "prose":
            body[0] = Block("prose", text=f"{label}: {body[0].text}")
        elif label:
            body.insert(0, Block("prose", text=label))
        if body:
            items.append(body)
    return items


def _note(node: nodes.Element, state: _State) -> Block:
    label = node.get("label")
    if label is None:
        title = node.next_node(nodes.title)
        label = (title.astext() if title is not None and title.parent is node else "") or node.tagname.replace("_", " ").capitalize()
        if label == "Admonition":
            label = "Note"
    return Block("note", label=label, items=[_blocks_of(node, state)])


def _entry_text(entry: nodes.Node) -> str:
    if not isinstance(entry, nodes.Element):
        return ""
    parts = [_inline(p) if isinstance(p, nodes.TextElement) else escape(p.astext()) for p in entry.children]
    return " ".join(p for p in parts if p)


# --- inline ----------------------------------------------------------------------------------


def _images_alone(node: nodes.Element) -> bool:
    """Whether a paragraph is images alone, each perhaps a link (a `|badge|` row): read, never quoted."""
    parts = [c for c in node.children if not (isinstance(c, nodes.Text) and not str(c).strip())]
    return bool(parts) and all(
        isinstance(c, nodes.image) or (isinstance(c, (nodes.reference, nodes.substitution_reference)) and _images_alone(c)) for c in parts
    )


_INLINE_SKIP = (
    nodes.footnote_reference,
    nodes.citation_reference,
    nodes.system_message,
    nodes.comment,
    nodes.raw,
    nodes.substitution_definition,
    nodes.target,
)
# Compiled once: inline text is walked node by node, tens of thousands of times a run.
_SPACES = re.compile(r"\s+")
_INNER_SPACES = re.compile(r"(?<=\S) {2,}(?=\S)")


def _inline(node: nodes.Node) -> str:
    out: list[str] = []
    _inline_into(node, out)
    text = join_inline(out)
    return _INNER_SPACES.sub(" ", text).strip()


def _inline_into(node: nodes.Node, out: list[str]) -> None:
    for child in node.children if isinstance(node, nodes.Element) else [node]:
        if isinstance(child, nodes.Text):
            out.append(escape(_SPACES.sub(" ", str(child))))
        elif isinstance(child, (nodes.literal, nodes.title_reference, nodes.math)):
            out.append(code_span(_SPACES.sub(" ", child.astext())))
        elif isinstance(child, _INLINE_SKIP):
            if isinstance(child, nodes.target) and child.children:
                _inline_into(child, out)
            continue
        elif isinstance(child, nodes.image):
            out.append(escape(child.get("alt", "")))
        elif isinstance(child, nodes.Element):
            _inline_into(child, out)


# --- code language ---------------------------------------------------------------------------

_SHELL = re.compile(r"^\s*(?:\$|%|#!|(?:pip|pip3|python|python3|uv|poetry|export|cd|git|docker|curl|make|npm|flask|celery)\s)")


def guess_language(code: str, default: str = "") -> str:
    """The language of a `::` literal block: a `.. highlight::` default, else a guess."""
    stripped = code.lstrip()
    if stripped.startswith(">>>"):
        return "pycon"
    if _SHELL.match(stripped):
        return "console" if stripped.startswith(("$", "%")) else "shell"
    if default:
        return default
    if re.search(r"^\s*(?:def |class |import |from \w+ import |@\w)|\w+\s*=\s*\S|\w+\(.*\)", code, re.M):
        try:
            compile(code, "<doc>", "exec")
        except (SyntaxError, ValueError):
            return "text"
        return "python"
    return "text"

"""A report as a standalone HTML page (markdown-it-py), readable offline and printable."""

from __future__ import annotations

from html import escape

from markdown_it import MarkdownIt

from core.exports.document import ExportDocument, anchor, linkable

MIME = "text/html; charset=utf-8"

# The bot's one markdown dialect (core/markdown.py: CommonMark, tables, strikethrough,
# no <...> autolinks), with raw HTML off: in a page it would be live markup, so
# model or source text that holds tags is shown as the characters it is.
MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable(["table", "strikethrough"]).disable("autolink")


def _image_as_link(self, tokens, idx, options, env) -> str:  # type: ignore[no-untyped-def]
    """An image becomes a link to it: a file that fetches pictures from the web when
    opened would tell their hosts who read the report (and a PDF cannot fetch them)."""
    token = tokens[idx]
    alt = self.renderInlineAsText(token.children or [], options, env) or token.attrGet("src") or "image"
    return f'<a href="{escape(str(token.attrGet("src") or ""), quote=True)}">{escape(alt)}</a>'


MARKDOWN.add_render_rule("image", _image_as_link)

# Blocks that hold running text take their direction from their own first letter: a page
# is left to right, so an Arabic or Hebrew paragraph was set flush left with its closing
# punctuation on the wrong side. Code keeps the page's direction.
_TEXT_BLOCKS = frozenset({"paragraph_open", "heading_open", "list_item_open", "th_open", "td_open", "blockquote_open"})


def _directions(state) -> None:  # type: ignore[no-untyped-def]
    for token in state.tokens:
        if token.type in _TEXT_BLOCKS:
            token.attrSet("dir", "auto")


MARKDOWN.core.ruler.push("text_direction", _directions)

STYLE = """
body { font: 16px/1.6 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #1d1d1f;
       max-width: 46rem; margin: 2.5rem auto; padding: 0 1.25rem; }
header { border-bottom: 1px solid #ddd; margin-bottom: 1.5rem; }
header h1 { margin-bottom: .25rem; line-height: 1.25; }
header p { color: #666; margin-top: 0; }
a { color: #0b5cad; }
code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .9em; }
code { background: #f3f3f5; padding: .1em .3em; border-radius: 3px; }
pre { background: #f6f8fa; padding: .8rem 1rem; overflow-x: auto; border-radius: 6px; }
pre code { background: none; padding: 0; white-space: pre; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #d0d7de; padding: .35rem .6rem; vertical-align: top; }
th { background: #f6f8fa; }
blockquote { margin: 0; padding-left: 1rem; border-left: 3px solid #d0d7de; color: #555; }
section.sources { border-top: 1px solid #ddd; margin-top: 2rem; }
section.sources li { margin: .25rem 0; }
section.sources .where { color: #666; }
section.sources li:target { background: #fff8c5; }
@media print { body { margin: 0; max-width: none; } a { color: inherit; } }
""".strip()


def fragment(doc: ExportDocument) -> str:
    """The report and its sources as HTML without the page around them (the PDF writer uses it too)."""
    return MARKDOWN.render(doc.body) + sources_html(doc)


def sources_html(doc: ExportDocument) -> str:
    if not doc.citations:
        return ""
    items = []
    for c in doc.citations:
        title = escape(c.title or "untitled") + (f" › {escape(c.heading)}" if c.heading else "")
        if linkable(c.url):
            entry = f'<a href="{escape(c.url or "", quote=True)}">{title}</a>'
        else:
            entry = title + (f' <span class="where">— <code>{escape(c.location)}</code></span>' if c.location else "")
        items.append(f'<li id="{anchor(c.number)}" value="{c.number}" dir="auto">{entry}</li>')
    return '<section class="sources">\n<h2>Sources</h2>\n<ol>\n' + "\n".join(items) + "\n</ol>\n</section>\n"


def write(doc: ExportDocument) -> bytes:
    page = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="research-bot">
<title>{escape(doc.title)}</title>
<style>
{STYLE}
</style>
</head>
<body>
<header>
<h1 dir="auto">{escape(doc.title)}</h1>
<p>{escape(doc.subtitle)}</p>
</header>
<main>
{fragment(doc)}</main>
</body>
</html>
"""
    return page.encode("utf-8")

"""Questions about the bot itself ("can you read PDFs?", "do you remember previous threads?"),
answered from what it supports, with no model call: researched, they were answered from
whatever the corpus said about PDFs or threads, and a next request became their follow-up
("hello! can you help me with Redis?" researched as "... for PDF")."""

from __future__ import annotations

import re
from importlib import metadata
from typing import Literal

from core.models import Action, Reply
from core.replies import here, info_reply
from core.sources.formats import SUPPORTED_SUFFIXES
from core.vocab import STOPWORDS

# The formats a person names, as said (lower case), and whether the corpus reads them.
_SUPPORTED = {
    "pdf": "PDF", "markdown": "Markdown", "md": "Markdown", "html": "HTML", "htm": "HTML", "web page": "HTML",
    "rst": "reStructuredText", "restructuredtext": "reStructuredText", "txt": "plain text", "text": "plain text",
    "plain text": "plain text",
}
_UNSUPPORTED = {
    "word": "Word", "docx": "DOCX", "doc": "DOC", "excel": "Excel", "xlsx": "XLSX", "xls": "XLS", "csv": "CSV",
    "powerpoint": "PowerPoint", "pptx": "PPTX", "ppt": "PPT", "json": "JSON", "yaml": "YAML", "yml": "YAML",
    "epub": "EPUB", "odt": "ODT", "rtf": "RTF", "google doc": "Google Docs", "google docs": "Google Docs",
    "image": "images", "images": "images", "picture": "pictures", "pictures": "pictures", "screenshot": "screenshots",
    "screenshots": "screenshots", "spreadsheet": "spreadsheets", "spreadsheets": "spreadsheets", "slides": "slides",
    "attachment": "attachments", "attachments": "attachments", "uploaded file": "uploaded files",
}
# ".doc" and "doc files" name the format; a bare "docs" is documentation, so "doc" needs its dot or noun.
_NAME = (
    r"(?P<dot>\.)?(?P<name>pdf|docx|(?<=\.)doc|doc(?= files?)|word|excel|xlsx?|csv|powerpoint|pptx?|markdown|md|html?"
    r"|rst|restructuredtext|txt|plain text|text|json|ya?ml|epub|odt|rtf|google docs?|images?|pictures?|screenshots?"
    r"|spreadsheets?|slides|attachments?|uploaded file|web page)(?P<plural>s)?"
    r"(?: (?P<noun>files?|documents?|docs|attachments?|pages|exports))?"
)
_VERB = r"(?:read|open|handle|understand|parse|index|search|process|support|take|accept|work with|ingest|look at)"
# "can you read PDFs?", "are Word documents supported?": the format named is group "said".
_NAMED = re.compile(
    rf"^(?:(?:can|could|do|will|would) (?:you|u) (?:also )?{_VERB} (?:a |an |my |our )?(?P<said>[.\w ]+?)(?: too| as well)?"
    r"|(?:is|are) (?P<said2>[.\w ]+?) supported"
    # "can I upload a file?": what a new team tries first; files in messages are not read.
    r"|(?:can|could|may) (?:i|we) (?:upload|send(?: you)?|attach|share|give you|drop) (?:a |an |my |our |the )?"
    r"(?P<said3>[.\w ]+?)(?: (?:to you|with you|here|in here|in slack|in discord))?)$"
)
_ANY_FILE = re.compile(r"^(?:files?|documents?|docs)$")
_FORMAT = re.compile(rf"^{_NAME}$")
_WHICH = re.compile(
    r"^what (?:files |documents )?can (?:you|u) read$"
    r"|^(?:what|which) (?:file |document )?(?:formats|file types|types of (?:files|documents)|kinds of (?:files|documents)"
    rf"|document types) (?:(?:do|can) (?:you|u) {_VERB}|are supported|do you support)$"
)
_MEMORY = re.compile(
    r"^(?:(?:do|can|will|would) (?:you|u) (?:remember|recall|retain|keep track of|store|save)"
    r"(?: (?:anything|everything|me|this|that|it|what (?:i|we) (?:said|asked(?: you)?|told you|talked about)"
    r"|(?:(?:our|my|the|previous|past|earlier|old|other|last|older|former) )+"
    r"(?:threads?|conversations?|chats?|questions?|sessions?|messages?|discussions?|answers?)"
    r"|(?:this|the) (?:thread|conversation|chat))"
    r"(?: (?:yesterday|last (?:time|week)|before|earlier|later|tomorrow|next time|across threads|between threads))?)?"
    r"|(?:do|can) (?:you|u) have (?:a |any )?(?:memory|history|context)"
    r"(?: of (?:previous|past|earlier|other|our) (?:threads|conversations|chats))?"
    r"|(?:do|can|will) (?:you|u) learn from (?:(?:our|my|previous|past) )*(?:conversations?|chats?|threads?|feedback)"
    r"|how long do you (?:remember|keep) (?:things|this|threads|conversations|messages|answers|it)"
    r"|is (?:this|our) (?:conversation|chat|thread) (?:saved|stored|remembered))$"
)

# "what model are you using?", "are you ChatGPT?": researched, they were answers about pricing models.
_MODEL = re.compile(
    r"^(?:(?:what|which) (?:(?:ai|language|llm) )?(?:model|llm|ai)(?: (?:are you(?: using| running(?: on)?| based on)?"
    r"|do you use|do you run on|is this|is that|powers you|is behind you|are you built on|runs you))"
    r"|are you (?:chat ?gpt|gpt(?:-?[\w.]+)?|openai|claude|gemini|llama|an? (?:llm|language model|large language model))"
    r"|(?:do|can) (?:you|u) use (?:ai|an? llm|a language model|chat ?gpt|gpt|openai))$"
)
# "do you search the web?", "do you have access to the internet?", "can you search Confluence?": answered
# about VPC internet access, and a database comparison. Whether a place is searched is the channel's sources.
_PLACE = (
    r"(?:the )?(?:web|internet|online|google|github|gitlab|confluence|jira|notion|google drive|sharepoint|arxiv"
    r"|elasticsearch|opensearch|wikipedia|stack ?overflow|slack|discord|our (?:wiki|docs|documentation|code|repos?))"
)
_WEB = re.compile(
    rf"^(?:(?:do|can|will) (?:you|u) (?:search|browse|use|access|check|read|look (?:things )?up (?:on|in)|look in"
    rf"|connect to) {_PLACE}(?: too| as well)?"
    rf"|(?:do|can) (?:you|u) (?:have )?access (?:to )?{_PLACE}|(?:do|can) (?:you|u) google(?: things)?"
    rf"|are you (?:connected to|on) the (?:web|internet))$"
)

# "how do I add you to another channel?": answered about an incident channel's scribe.
_JOIN = re.compile(
    r"^(?:how (?:do|can|should) (?:i|we) (?:add|invite|get|bring) (?:you|u|the bot|this bot|research-?bot)"
    r" (?:to|into|in) (?:a |an |another |other |this |that |my |our |a new |more |the )?"
    r"(?:channels?|servers?|workspaces?|slack|discord|teams?|guilds?)"
    r"|(?:can|could|will) (?:you|u) join (?:a |an |another |other |this |that |my |our |a new |more |the )?"
    r"(?:channels?|servers?|workspaces?|guilds?))$"
)
_JOINING = {
    "slack": "In a channel, say `/invite @` and my name there, then mention me with your question; "
    "in a DM, or my Messages tab, just ask. Adding me to another workspace is for whoever runs me (docs/slack.md).",
    "discord": "Whoever runs me invites me to a server with the OAuth2 URL in docs/discord.md; in a server I'm in, "
    "mention me in any channel I can see (a channel that restricts permissions must grant them to my role); "
    "in a DM with me, just ask.",
}
_JOINING_ELSEWHERE = (
    "Here in the terminal there are no channels: `research-bot serve slack` or `research-bot serve discord` "
    "puts me in Slack or Discord (docs/slack.md, docs/discord.md)."
)

# "do you store my data?", "is my data private?": answered about Redis as a data store.
_DATA = re.compile(
    r"^(?:(?:do|will) (?:you|u) (?:store|keep|save|log|record|share|sell) (?:my|our|the) (?:data|messages|questions|chats?)"
    r"|(?:is|are) (?:my|our) (?:data|messages|questions|chats?) (?:private|safe|secure|stored|saved|logged|shared)"
    r"|what do (?:you|u) do with (?:my|our) (?:data|messages|questions)|(?:where|how long) (?:is|are) (?:my|our) "
    r"(?:data|messages|questions|chats?) (?:stored|kept|saved))$"
)

# The questions that name no format, and the command each is; whether the web is searched here
# is the channel's sources, named with their documents.
_ASKED: tuple[tuple[re.Pattern[str], Literal["formats", "model", "coverage", "memory", "join", "data"]], ...] = (
    (_WHICH, "formats"), (_MODEL, "model"), (_WEB, "coverage"), (_MEMORY, "memory"), (_JOIN, "join"), (_DATA, "data"),
)

# Any other question to the bot about itself ("who made you?", "what languages do you speak?",
# "how old are you?"), by one rule rather than a pattern each: said to "you", with a word about a
# person or an agent, and every other word one that shapes a question. A word outside them ("do you
# know Kafka?", "can you explain it?", "who made Redis?") is something to research.
_TO_YOU = frozenset({"you", "u", "your", "yours", "yourself", "ur"})
_SHAPING = STOPWORDS | frozenset(
    {"know", "support", "supported", "understand", "answer", "reply", "respond", "talk", "tell", "exactly", "actually",
     "what's", "who's", "where's", "whats", "whos"}
)
# Every language a user may name: asked what the bot speaks, or (`commands.reword_asked`) for an answer in one
# ("answer in greek"). The languages search can tell a question is in are `prompts.LANGUAGE_NAMES`.
SPOKEN_LANGUAGES = (
    "french", "german", "spanish", "italian", "portuguese", "dutch", "chinese", "japanese", "korean", "russian",
    "polish", "turkish", "arabic", "hindi", "swedish", "ukrainian", "english", "deutsch", "mandarin", "hebrew",
    "greek", "danish", "norwegian", "finnish", "czech", "vietnamese",
)
_SPOKEN = frozenset({"language", "languages", "speak", "multilingual", *SPOKEN_LANGUAGES})
_PERSON = frozenset(
    {"made", "built", "created", "wrote", "developed", "develops", "programmed", "trained", "designed", "owns", "owned",
     "maintains", "maintained", "runs", "hosts", "hosted", "behind", "company", "creator", "creators", "author",
     "authors", "developer", "developers", "maker", "makers", "owner", "open_source", "source_code", "license",
     "licence", "licensed", "name", "called", "old", "age", "born", "version", "alive", "sentient", "conscious",
     "feelings", "gender", "from"}
)
_COMPOUND = re.compile(r"\b(open)[- ](source)\b|\b(source) (code)\b")


def _about_self(bare: str) -> Literal["languages", "self"] | None:
    """Which question about the bot itself `bare` is by the rule above, if any."""
    said = re.findall(r"[a-z_\u00c0-\u024f']+|\d+", _COMPOUND.sub(lambda m: "_".join(g for g in m.groups() if g), bare))
    if not _TO_YOU & set(said):
        return None
    topical = [w for w in said if w in _SPOKEN or w in _PERSON]
    if not topical or any(w not in _SHAPING and w not in _SPOKEN and w not in _PERSON for w in said):
        return None
    return "languages" if any(w in _SPOKEN for w in topical) else "self"


FORMAT_NAMES = "Markdown, reStructuredText, HTML, plain text and PDF"
ADD_DOCUMENTS = (
    "To add your team's own documents, whoever runs me indexes their folders with `research-bot index PATH` "
    "or lists them in `CORPUS_PATHS`."
)


def parse(bare: str) -> Action | None:
    """The question about the bot that `bare` (lower case, closing punctuation gone) is, if any."""
    if m := _NAMED.match(bare):
        if (sent := m.group("said3")) is not None:
            # Whatever its format, a file sent in a message is not read.
            return Action(command="formats", format="attachments") if _FORMAT.match(sent) or _ANY_FILE.match(sent) else None
        if _FORMAT.match(said := m.group("said") or m.group("said2")):
            return Action(command="formats", format=said)
    asked = next((Action(command=command) for pattern, command in _ASKED if pattern.match(bare)), None)
    if asked is None and (about_self := _about_self(bare)) is not None:
        return Action(command=about_self)
    return asked


def _named(said: str) -> tuple[bool, str]:
    """Whether the format `said` is read, and its name as the reply gives it: "PDFs", "Word
    documents", ".docx files"."""
    m = _FORMAT.match(said)
    assert m is not None  # `parse` only passes on a format it matched
    name = m.group("name")
    shown = ("." + name) if m.group("dot") else (_SUPPORTED.get(name) or _UNSUPPORTED.get(name, name))
    plural = "s" if m.group("plural") and not shown.endswith("s") else ""
    noun = f" {m.group('noun')}" if m.group("noun") else ""
    return name in _SUPPORTED, f"{shown}{plural}{noun}"


def formats_reply(named: str | None) -> Reply:
    """Which formats the bot reads; "Yes" or "Not ..." first when one was named."""
    suffixes = ", ".join(f"`{s}`" for s in sorted(SUPPORTED_SUFFIXES))
    read = (
        f"I read {FORMAT_NAMES} documents ({suffixes}) from the folders indexed for me. "
        f"A file attached to a message isn't read. {ADD_DOCUMENTS}"
    )
    if named is None:
        return info_reply(read)
    supported, label = _named(named)
    if supported:
        return info_reply(f"Yes: {read}")
    return info_reply(f"Not {label}: {read} Converted to PDF or Markdown, they can be indexed.")


def join_reply(platform: str) -> Reply:
    """How the bot is added to another channel, on the platform asked from."""
    return info_reply(_JOINING.get(platform, _JOINING_ELSEWHERE))


def model_reply(model: str | None, dm: bool = False) -> Reply:
    """Which model answers here (None: none, so answers are extractive); `dm` if asked in a DM."""
    if model is None:
        return info_reply(
            "No language model is configured here, so I answer extractively: sentences quoted from the indexed "
            "documents, each cited. Whoever runs me sets `LLM_MODEL` with `OPENAI_API_KEY` or `OPENAI_BASE_URL` "
            "(any OpenAI-compatible endpoint) for model-driven research."
        )
    return info_reply(
        f"I'm research-bot: here I research with the model `{model}` over {here(dm)}'s sources and cite "
        "what I quote. Say `what can you search?` to see the sources."
    )


def data_reply(ttl_hours: float, retention_days: float, model: bool) -> Reply:
    """What is kept of a conversation, for how long, and what leaves the deployment."""
    hours = _span(ttl_hours, "hour")
    kept = (
        f"each researched question's history entry and trace (searches, model calls) for {_span(retention_days, 'day')}, "
        "for `research-bot history` and `trace`"
        if retention_days else "no history entries or traces (`TRACE_RETENTION_DAYS=0`)"
    )
    sent = (
        "Your question and the passages found go to the language model configured here."
        if model else "No language model is configured here, so nothing goes to one."
    )
    return info_reply(
        f"I keep a thread's questions and answers in this deployment's own store until {hours} after its last "
        f"message, and {kept}; `reset` deletes the thread and its traces. Message bodies and questions are not "
        f"written to the logs at INFO. {sent}"
    )


def memory_reply(ttl_hours: float) -> Reply:
    """What the bot remembers: this thread for a while, nothing across threads."""
    hours = _span(ttl_hours, "hour")
    return info_reply(
        "Within a thread, yes: I keep its recent questions and answers, so follow-ups, `sources` and the report "
        f"lengths work, until {hours} after its last message (`reset` forgets it sooner). Each thread is separate: "
        "I don't read other threads or earlier conversations when answering here, and I don't learn from them. "
        "To pick up an old subject, ask about it again here."
    )


def _span(amount: float, unit: str) -> str:
    """'24 hours', '1 day', '1.5 hours': settings may be fractional."""
    return f"{amount:g} {unit}{'' if amount == 1 else 's'}"


def languages_reply(model: bool) -> Reply:
    """Which languages the bot answers in: a model writes in the question's, quotations are the documents'."""
    # The languages search (and the writer's prompt) can tell a question is in; loaded only when asked.
    from core.research.prompts import LANGUAGE_NAMES

    *most, last = LANGUAGE_NAMES.values()
    names = ", ".join(most)
    if model:
        return info_reply(
            f"I answer in English, and in the language of your question when you ask in another one ({names} "
            f"and {last} are read best); code, commands and quoted errors stay as the documents have them. I search the "
            "documents indexed here, whatever their language."
        )
    return info_reply(
        f"I answer in English here, by quoting the indexed documents: no language model is configured, so a "
        f"quotation is in its document's language. A question in {names} or {last} is still searched, its own small words "
        "left out. Whoever runs me can set `LLM_MODEL` for answers written in the question's language."
    )


def searched_as_written(question: str) -> str:
    """Said after a search without a model found nothing for a question in another language: its
    words were matched against the documents' own, untranslated, which a user asking
    "¿cómo configuro los reintentos?" could not tell from "nothing relevant" alone. '' for English."""
    # Loaded only here, as in `languages_reply`: research has loaded them by the time it found nothing.
    from core.research.prompts import LANGUAGE_NAMES
    from core.sources.query import question_language

    language = LANGUAGE_NAMES.get(question_language(question) or "")
    if language is None:
        return ""
    return (
        f"I searched for the {language} words of your question as they are: no language model is configured, so "
        "I don't translate a question, and I find only passages that use its words. Asked in the language the "
        "documents are written in, it may find them."
    )


def self_reply(model: str | None, dm: bool = False) -> Reply:
    """Who and what the bot is, and who answers for it here; `dm` if asked in a DM."""
    which = (
        f"chose my sources and the model `{model}`" if model
        else "chose my sources; no language model is configured, so my answers are quoted from the documents"
    )
    return info_reply(
        f"I'm research-bot {_version()}, a research assistant, not a person: open-source software (MIT licence) "
        f"that a team runs on its own servers. Here, whoever runs me {which}. I research questions over "
        f"{here(dm)}'s sources and cite what I quote; say `help` for what I can do."
    )


def _version() -> str:
    try:
        return metadata.version("research-bot")
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "(unreleased)"

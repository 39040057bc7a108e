"""Model-free commands: report lengths, sources, reset, help and small talk.

Typed commands and button/slash actions meet in one `Action`, so both paths
share `run`. Everything here answers from the session with zero model calls.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, Field

from core import about
from core.exports import DEFAULT_FORMAT, USAGE as EXPORT_USAGE, ExportFormat, format_named
from core.kept import kept_if_short
from core.models import REPORT_KINDS, Action, Analysis, Citation, Feedback, PlanEdit, Reply, ReportKind, Session
from core.records import bus
from core.records.events import Feedback as FeedbackGiven
from core.replies import error_reply, help_reply, info_reply, report_reply, report_view
from core.text import content_words, counted, stem, truncate
from core.vocab import ADDRESSEE_PATTERN, COMMAND_FILLER, GREETING_PATTERN, NUMBER_WORDS, ORDINALS, RECENCY, THANKS_PATTERN

_REPORT_WORDS: dict[ReportKind, tuple[str, ...]] = {
    "inline": ("inline", "one line", "one-line", "one sentence", "tl;dr", "tldr", "tl dr", "shortest", "in a sentence"),
    "quick": ("quick", "short", "shorter", "brief", "summary", "summarize", "summarise"),
    "detailed": ("detailed", "detail", "more detail", "more details", "full", "long", "longer", "complete", "in depth", "in-depth", "whole", "deeper"),
}
_REPORT_NOUNS = r"(?:summary|summaries|version|report|answer|one|write-?up|analysis)"

# "please reset", "help please": a polite word around a command leaves it a command.
_POLITE = re.compile(r"^(?:please|pls|plz)\b[,]? *|[,]? *\b(?:please|pls|plz)(?=[.!?]*$)")
# "reset the thread" names what "reset" resets; "reset thread pool" and "reset the conversation id?" stay questions.
# "forget everything" and "clear the chat" too: they were researched ("Forget everything for Redis").
# "let's start from scratch", "clear the context", "forget everything we discussed" too: researched, they were
# follow-ups of the answer they meant to leave ("Start from scratch for AWS Lambda").
_RESET = re.compile(
    r"^(?:(?:let'?s|can we|could we|i want to|i'd like to) )?"
    r"(?:reset(?: (?:the |this |our |your )?(?:thread|conversation|chat|history|context)| everything)?"
    r"|start (?:over|afresh|fresh|from scratch)(?: again)?"
    r"|forget (?:(?:this|the|our) (?:thread|conversation|chat|context)|everything(?: (?:we|i) (?:discussed|said|talked about|asked))?"
    r"|all (?:of )?(?:this|that))"
    r"|(?:clear|wipe) (?:the |this |our |your )?(?:thread|history|chat|conversation|context)"
    # "reset the memory" may be a device's; "your memory" is the bot's.
    r"|(?:reset|clear|wipe) your memory)[.!]?$"
)
# "who are you?" asks what the bot is, as "what can you do?" does: it was researched.
# "help me", "how do I use you?", "what commands are there?": asking for the help, they were researched.
_HELP = re.compile(
    r"^(?:help(?: me)?|\?|what can you do\??|how do you work\??|(?:who|what) are you\??|what do you do\??|commands"
    r"|what(?: is|'s) this(?: bot| thing)?\??"
    # "what can't you do?": what it does is the answer (researched, it was answered about whatever "do" found).
    r"|what (?:can'?t|cannot) you do\??|what are your limit(?:ation)?s\??"
    # "are you a bot?" and "can you help me?" ask what the bot is for: researched, "Are you a bot for PostgreSQL?".
    r"|are you (?:a |an )?(?:bot|robot|ai|human|real person)\??|(?:can|could|will) you help(?: me| us)?(?: please)?\??"
    r"|how (?:do i|should i|can i|to) use (?:you|this|this bot|the bot)\??|how does (?:this|the bot) work\??"
    r"|what (?:commands (?:are there|do you (?:have|know|take))|can i (?:ask|say)(?: you)?)\??|(?:list|show)(?: me)? (?:the )?commands)[.!]?$"
)
# Also in the singular ("source?", "what's the source?"): said after an answer, it asks for them.
# "show all sources", "open all the sources": researched, they were follow-ups.
_SOURCES = re.compile(
    r"^(?:show |show me |list |give me |what are |what is |what's |whats |any |can (?:i|we) (?:see|have|get) "
    r"|(?:can|could) you (?:show|give|send|list)(?: me| us)? |do you have )?(?:all (?:of )?)?(?:the |your |a )?"
    r"(?:source|citation|reference|link|ref)s?(?: (?:for|of|behind) (?:this|that|it))?(?: please)?\??$"
    # "open source" alone stays a question.
    r"|^open (?:all (?:of )?(?:the )?|the )(?:sources|citations|references|links)$"
    r"|^which (?:doc|document|page|article|file|source) is (?:that|this|it) from\??$"
    # "where did you get that?": where the answer came from (researched, it was answered about "that").
    r"|^where (?:did you (?:get|find|read) (?:that|this|it)(?: from)?|(?:is|was) (?:that|this) from"
    r"|does (?:that|this) come from)\??$"
    # Asked of the answer just given: "what sources did you use?" lists them, it is not researched.
    r"|^(?:what|which) (?:sources|citations|references|documents|docs) did you (?:use|cite|read|consult|quote)"
    r"(?: for (?:this|that|it|the answer))?\??$"
    # "where can I read more?", "learn more", "any docs on this?": the documents behind the answer (researched,
    # they were follow-ups: "Where can I read more for CrashLoopBackOff?", a new answer instead).
    r"|^(?:where (?:can|could|do|should) (?:i|we) (?:read|learn|find out|find) more|(?:read|learn) more|further reading)"
    r"(?: (?:about|on) (?:this|that|it))?\??$"
    r"|^(?:any|are there(?: any)?|is there(?: any)?) (?:docs|documentation) (?:on|for|about) (?:this|that|it)\??$"
)
_BARE_NUMBER = r"#?(\d{1,2})"
_OPEN = re.compile(
    r"^(?:open|show|read|expand)(?: me)?(?: the)? (?:source |citation |reference )?(?:#|\[)?(-?\d{1,3})\]?$"
    # Named as a source, any number is one: a number past the list (or below 1) gets "no source [N]", not research.
    # So is a bare number after "open" or "expand": nobody researches "open 99999"; "read 1984" stays a question.
    r"|^(?:open|expand)(?: me)?(?: the)? (?:#|\[)?(-?\d+)\]?$"
    r"|^what does (?:source |citation )?(?:#|\[)?(-?\d+)\]? say\??$"
    # "what is source 1?", "what's [2]?": asked like that, it was researched ("What is Redis … ?").
    r"|^(?:what(?:'s| is)|whats) (?:in )?(?:source |citation |reference )?(?:#|\[)(-?\d{1,3})\]?\??$"
    r"|^(?:what(?:'s| is)|whats) (?:in )?(?:source|citation|reference) (?:#|\[)?(-?\d{1,3})\]?\??$"
    r"|^(?:show|open|read|expand)(?: me)?(?: the)? (?:source|citation|reference)s? (?:#|\[)?(-?\d+)\]?$"
    # The noun alone ("source 2", "sources [2]") or the marker as cited ("[2]"): one source, not a question.
    # In the singular any number is one ("source 1234" gets "no source [1234]"); in the plural up to
    # three digits, as above: "sources 2023" may be a question.
    r"|^(?:source|citation|reference) (?:#|\[)?(-?\d+)\]?$"
    r"|^(?:source|citation|reference)s (?:#|\[)?(-?\d{1,3})\]?$"
    r"|^\[(\d{1,3})\]$"
    # A bare "2" or "#2" after an answer: the numbers a reader sees there are its citations ("2" was
    # researched as "2 for Redis"). Three digits may be a question ("404", "429").
    rf"|^{_BARE_NUMBER}$"
)
# A slash command sent as a message (Discord sends one as text when its picker is dismissed; Slack
# offers to "send as a message" a command it does not know there): the command it names, not a question.
_TYPED_SLASH = re.compile(r"^/(research|summary|sources?|trace|export|stop|reset|help|config)(?:\s+(.*))?$", re.I | re.S)
# One word after a slash and nothing else: a command name, mistyped or from another bot ("/foo",
# "/new"), researched as a question. A path has a second slash ("/etc/hosts") and stays a question.
_UNKNOWN_SLASH = re.compile(r"^/[a-z][\w-]{0,31}[.!?]*$", re.I)
# What each slash command takes, for one typed with words it does not ("/summary huge", "/sources abc").
_SLASH_USAGE = {
    "summary": "`/summary` takes a length: `inline`, `quick` or `detailed` (e.g. `/summary detailed`).",
    "sources": "`/sources` lists the latest answer's sources; with a number it shows one, quoted (e.g. `/sources 2`).",
    "trace": "`/trace` takes nothing after it: it shows how the latest answer was researched.",
    "export": EXPORT_USAGE,
    "stop": "`/stop` takes nothing after it: it stops your answer still being researched here.",
    "reset": "`/reset` takes nothing after it: it forgets this thread.",
    # Channel settings are changed by admins, whom the slash command itself identifies.
    "config": "Channel settings change through the slash command itself: pick `/config` from Discord's "
    "command menu, or use `/research config` in Slack.",
}
_SLASH_COMMANDS = (
    "`/research <question>`, `/summary <length>`, `/sources [number]`, `/trace`, `/export [format]`, `/stop`, "
    "`/reset` and `/help`"
)
# The same counted in words: "the second source", "open the 3rd citation", "what does the first source say".
_NTH = r"(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|[4-9]th|10th)"
_OPEN_NTH = re.compile(
    rf"^(?:(?:show|open|read|expand)(?: me)?(?: the)? |the )?{_NTH} (?:source|citation|reference)$"
    rf"|^what does the {_NTH} (?:source|citation|reference) say\??$"
    # "open the second one": only a source opens here, as a bare number after "open" or "expand"
    # does (it was researched as a follow-up); "show me the second one" stays a position in the answer.
    rf"|^(?:open|expand)(?: me)?(?: the)? {_NTH}(?: one)?$"
    # Its number in words after the noun: "source two", "show me citation one" (researched, a new answer).
    rf"|^(?:(?:show|open|read|expand)(?: me)? )?(?:source|citation|reference) ({'|'.join(NUMBER_WORDS)})$"
)
_COUNTED = ORDINALS | NUMBER_WORDS
# Several sources at once ("open 1 and 2", "sources 1, 3", "show sources 1-3"); "the link to source 2"
# (the source shows its address). Researched, they were follow-ups ("Open 1 and 2 for AWS Lambda").
_OPEN_SEVERAL = re.compile(
    r"^(?:(?:show|open|read|expand)(?: me)?(?: the)? (?:(?:source|citation|reference)s? )?|(?:source|citation|reference)s? )"
    r"(\[?#?\d{1,2}\]?(?:\s*(?:,|and|&)\s*\[?#?\d{1,2}\]?)+|\[?\d{1,2}\]?\s*(?:-|–|to)\s*\[?\d{1,2}\]?)$"
)
_RANGE = re.compile(r"(\d+)\]?\s*(?:-|–|to)\s*\[?(\d+)")
_SOURCE_LINK = re.compile(
    r"^(?:the |a )?(?:link|url|address) (?:to|for|of) (?:the )?(?:source |citation |reference )?(?:#|\[)?(\d{1,3})\]?$"
    r"|^(?:source|citation|reference) (?:#|\[)?(\d{1,3})\]?(?:'s)? (?:link|url|address)$"
)
# "detailed 2", "tl;dr 1", "trace 2", "export pdf 2": after a length, the trace or an export, a bare
# number is the answer so numbered, as the recap cites them ("(answer 2)"); researched, it was a
# follow-up ("Detailed 1 for Amazon SQS"). After "source" or "open" a number stays a source.
_NUMBERED = re.compile(
    r"^((?:summary )?(?:inline|quick|detailed|short|brief|full|tl;? ?dr)(?: summary| report| version)?|summary|trace"
    r"|export(?: (?P<format>[a-z.]+))?) #?(\d{1,2})$"
)
# "stop", "cancel that", "never mind, stop": the answer being researched in the thread is stopped
# (by the pipeline, which runs the turns); it waited behind that answer and was then researched.
_STOP = re.compile(
    r"^(?:(?:no|nope|never ?mind|nvm|ok(?:ay)?|wait|actually|oh|hey|hold on|hang on)[,!. ]+)*"
    r"(?:stop|cancel|abort)(?: (?:it|that|this|now|researching(?: (?:it|that|this))?|(?:the|my) (?:research|answer|question)))?"
    r"(?: now)?[.!]*$"
)
# What the bot searches: "What can you research for me?" is its own suggested prompt when nothing is
# indexed; asked, it got "I found nothing relevant", and "what documents do you have?" an answer about JSON.
_COVERAGE = re.compile(
    r"^(?:what|which) (?:(?:else )?can you (?:research|search|look up|answer)(?: for (?:me|us))?"
    r"|(?:else )?do you (?:know(?: about)?|cover|search|have access to)"
    r"|(?:sources|documents|docs|files|topics|subjects|knowledge|data) (?:do|can) you (?:have|know|search|use|cover|read|access)"
    r"|(?:sources|documents|docs|topics) (?:are|have you) (?:indexed|available|there))\??$"
    # How a team adds its own documents: researched, it was "How do I add documents for Discord?".
    r"|^how (?:do|can|should) (?:i|we) (?:add|index|upload|give you) (?:my |our )?(?:own )?(?:documents|docs|files|pages|notes)"
    r"(?: (?:to|for) you)?\??$"
)
# "summarize this thread", "tl;dr of the conversation", "catch me up": the thread's own answers told
# again, not a question about threads (it was researched: "Tl;dr of the worker thread").
_RECAP = re.compile(
    r"^(?:(?:can|could) you |(?:please )?)?(?:(?:summari[sz]e|recap|sum up)(?: for me)?|(?:give me |write )?(?:a |the )?"
    r"(?:summary|recap|tl;? ?dr|rundown|overview) of|tl;? ?dr(?: of)?)"
    r" (?:this|the|our) (?:whole |entire )?(?:thread|conversation|discussion|chat)(?: so far)?"
    r"|^(?:catch me up|what have we (?:covered|discussed|talked about)|where are we)(?: so far)?$"
    # "what did I ask before?": the thread's questions are the recap's headings (it was researched).
    r"|^what (?:did|have) (?:i|we) ask(?:ed)?(?: you)?(?: (?:before|earlier|so far|here))?$"
    r"|^what (?:was|were) (?:my|our) (?:(?:first|last|previous|earlier) )?questions?$"
    r"|^(?:list|show)(?: me)? (?:my|our|the) questions$|^(?:show )?(?:the |this |our )?(?:thread|conversation|chat) history$"
)
# "try again" and a bare "retry" ask for the answer again; they were researched as questions about trying.
_REGEN = re.compile(
    r"^(?:regenerate|redo|re-?run|retry|try (?:it |that )?again|new summary|generate (?:a )?new (?:summary|report|answer)"
    r"|research (?:it|that) again)(?: (?:it|that|please))?[.!]?$"
)
# Who a greeting or thanks is said to: "hi team!" and "thanks everyone" say nothing else.
_ADDRESSEE = rf"(?:,? (?:{ADDRESSEE_PATTERN})){{0,2}}"
# "hello?" and "anyone there?" ask whether the bot is awake: a greeting, not a question to research.
# So are a new team's first words, "test", "ping", "hello world", "how are you?": researched,
# they were answers about CI test suites and "How are you for PostgreSQL?".
_CHECK_IN = (
    r"(?:are )?you (?:there|around|awake|alive|up|working)|(?:is )?any(?:one|body) (?:there|around|home)"
    r"|test(?:ing)?(?: (?:test|1 ?2 ?3|123|one two three))*|ping|hello,? world|is (?:this|it) (?:thing )?(?:on|working)"
    r"|how(?: are|'re) (?:you|u)(?: doing)?(?: today)?|how'?s it going|what'?s up|sup|wassup"
)
# In the languages the bot reads questions in (de, es, fr, it, pt, nl): "hola" and "gracias" were researched
# ("Gracias for AWS Lambda", "I found nothing relevant to “hola”"). Kept here, not in `core.vocab`, whose
# patterns the search also strips from questions.
_GREETING_ELSEWHERE = (
    r"¡?hola|buen(?:os|as) (?:días|dias|tardes|noches)|bonjour|salut|coucou|hallo|servus|moin|guten (?:morgen|tag|abend)"
    r"|buongiorno|buonasera|olá|ola|bom dia|boa (?:tarde|noite)|hoi|goedemorgen|goedemiddag|goedendag"
)
# "ciao" says goodbye as often as hello: a farewell, as "bye" is.
_FAREWELL_ELSEWHERE = r"ciao|adiós|adios|hasta luego|au revoir|à plus|tschüss|tschüs|tschau|arrivederci|tchau|até logo|doei"
_THANKS_ELSEWHERE = (
    r"¡?(?:muchas )?gracias|merci(?: beaucoup| bien)?|danke(?: schön| schoen| sehr)?|vielen dank|grazie(?: mille)?"
    r"|(?:muito )?obrigad[oa]|dank je(?: wel)?|dank u(?: wel)?|bedankt"
)
_GREETING = re.compile(rf"^(?:(?:{GREETING_PATTERN}|{_GREETING_ELSEWHERE}){_ADDRESSEE}|{_CHECK_IN})[!.?]*$")
# A greeting before a command ("hi, what can you do?", "hey bot, sources"): it was researched as a question.
# In the languages above too ("hola, sources", "bonjour, more details"), researched as follow-ups.
_GREETED = re.compile(rf"^(?:{GREETING_PATTERN}|{_GREETING_ELSEWHERE})(?:,?\s+(?:{ADDRESSEE_PATTERN}))?(?:\s*[,!.]+\s*|\s+)", re.I)
# Research plans: "plan only: <question>" (or "<question> (plan only)") shows one; "go" runs
# it; "drop step 3", "step 2: use arxiv instead", "add a step about pricing" change it.
_PLAN_ONLY = re.compile(
    r"^(?:plan only|plan it only|just plan|only plan|plan)\s*[:\-–—]\s*(?P<a>.+)$"
    r"|^(?:plan only|just (?:the )?plan)\s+(?P<b>.+)$"
    r"|^(?P<c>.+?)\s*(?:[(\[]\s*plan only\s*[)\]]|[-–—]+\s*plan only|,\s*plan only)[.!]*$",
    re.S,
)
# Also the forms above with the question forgotten ("plan only:", "plan:"): asked for, not researched.
_PLAN_ONLY_BARE = re.compile(
    r"^(?:(?:plan only|plan it only|just plan|only plan|show (?:me )?the plan)\s*[:\-–—]?|plan\s*[:\-–—])[.!]*$"
)
# Agreeing words: before "go" ("ok, go ahead"), or alone while a plan waits (`plan_consent`).
_AGREE = r"ok(?:ay)?|yes|yeah|yep|yup|sure|great|good|perfect|sounds good|looks good|lgtm|👍|:\+1:|:thumbsup:"
_PLAN_CONSENT = re.compile(rf"^(?:{_AGREE})[!.]*$")
_PLAN_GO = re.compile(
    rf"^(?:(?:{_AGREE})[,!. ]+)?"
    r"(?:go|go ahead|run it|run (?:the |this )?plan|do it|proceed|start|execute(?: it| the plan)?)"
    r"(?: (?:now|please))?[.!]*$"
)
_STEP_LIST = r"(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*)"
_PLAN_DROP = re.compile(rf"^(?:please )?(?:drop|remove|delete|skip|cut)(?: the)? steps? {_STEP_LIST}[.!]*$")
_PLAN_TOOL = re.compile(
    r"^step (\d{1,2})\s*[:,]?\s*(?:use|search|try|with|via|from)\s+(?:the\s+)?([\w.-]+(?: [\w.-]+){0,2}?)"
    r"(?:\s+(?:instead|search|source|docs|please))*[.!]*$"
    r"|^(?:use|search|try)\s+(?:the\s+)?([\w.-]+)\s+(?:for|in|on)\s+step\s+(\d{1,2})(?:\s+instead)?[.!]*$"
)
_PLAN_QUESTION = re.compile(r"^(?:change |make |set )?step (\d{1,2})\s*(?:[:=]|to be|should be|to)\s*(.+)$")
_PLAN_ADD = re.compile(
    r"^(?:please )?(?:also )?add (?:a |another |one more )?(?:new )?step"
    r"(?:\s*(?:about|on|for|to cover|covering|that covers|to check|checking|searching for))?\s*[:,\-]?\s*(.+?)[.!]*$"
)
# "How did you research this?": the answer's trace, told in a few lines.
_TRACE = re.compile(
    r"^(?:show (?:me )?)?(?:the |your )?(?:research )?trace(?: (?:of|for) (?:this|that|the last) answer)?(?: please)?[.!?]*$"
    r"|^how did you (?:research|find|get|come up with|work out|arrive at) (?:this|that|it|the answer|your answer)\??$"
    r"|^(?:show (?:me )?)?(?:your|the) (?:work|research steps|steps you took)(?: please)?[.!?]*$"
    r"|^what did you (?:search|look up|do)(?: to answer (?:this|that))?\??$"
)
_EXPORT = re.compile(r"^(export|download|save)\b[\s:]*(.*?)[.!?]*$")
# "pdf please", "can I get this as a pdf?", "send me the docx": the answer as a file, though `export` is
# not said (researched, they were follow-ups: "Pdf for AWS Lambda"). Only the formats that name nothing
# else: "markdown" or "html" alone may ask how to write them.
_FILE_ASKED = re.compile(
    r"^(?:(?:(?:can|could) (?:i|we) (?:get|have)|(?:can|could) you (?:send|give|make)(?: me| us)?|(?:send|give) (?:me|us)"
    r"|i(?:'d| would) like|i want) )?(?:(?:this|it|that|the (?:answer|report|summary)) )?(?:as |in )?(?:a |an |the )?"
    r"(pdf|docx|word doc(?:ument)?)(?: (?:version|file|copy|of (?:this|it|that)))?$"
)
_EXPORT_WORDS = COMMAND_FILLER | {
    "the", "report", "summary", "answer", "file", "document", "doc", "copy", "format", "to", "as", "a", "an",
    "whole", "thread", "conversation", "our", "my", "download", "attach", "attachment",
}
# Also "thank u", "tysm", "many thanks": researched, they were follow-ups ("Tysm for Redis").
_THANKS_MORE = rf"{THANKS_PATTERN}|thank u|tysm|many thanks|thanks a bunch|{_THANKS_ELSEWHERE}"
# Thanks said to one person ("thanks mate", "cheers buddy"): researched, they were follow-ups. Kept here, not
# in `core.vocab`'s addressees, which the search strips from questions ("man" names a manual page there).
_THANKED = rf"(?:,? (?:{ADDRESSEE_PATTERN}|mate|man|dude|buddy|bud|pal|bro|my friend)){{0,2}}"
_THANKS = re.compile(
    rf"^(?:{_THANKS_MORE}|great,? thanks)(?: (?:a lot|so much|very much|again|!+))?{_THANKED}[!.]*$"
)
# "ok", "got it", 👍 (Slack sends it as :+1:) after an answer: nothing to research.
# Several in a row too ("ok cool", "great, got it"), with thanks as _THANKS takes them ("awesome, thanks a lot").
# "lgtm", "+1", "gotcha", "that works", "will do" and "oh nice" too: researched, they were
# "Lgtm for Redis", "+1 for Redis" and "Redis works".
_ACK_WORD = (
    r"(?:ok(?:ay)?|k|kk|okie|oki|yes|yeah|yep|yup|sure(?: thing)?|cool|great|nice|perfect|awesome|got it|gotcha|makes sense|"
    r"sounds good|understood|"
    r"noted|np|no problem|no worries|lgtm|\+1|agreed|fair enough|that works|will do|good point|wow|"
    r"👍|👌|🙏|✅|:\+1:|:thumbsup:|:ok_hand:|:pray:|:white_check_mark:)"
)
_ACK = re.compile(
    rf"^(?:(?:oh|ah)[,!. ]+)?{_ACK_WORD}(?:[,!.]* {_ACK_WORD})*(?:[,!.]* (?:{_THANKS_MORE})(?: a lot| so much)?{_THANKED}"
    rf"|{_ADDRESSEE})[!.]*$"
)

# Praise of the answer: researched, it was a follow-up ("Nice one for Redis", "Good bot for Redis").
_PRAISE = re.compile(
    r"^(?:(?:very )?(?:nice|good|great|awesome|amazing|excellent)(?: one| bot| job| work| answer)|well done|love it|exactly"
    r"|(?:that'?s|that is|this is) (?:great|helpful|perfect|awesome|it|exactly it)|(?:very )?helpful|that helps)"
    rf"(?:[,!.]* (?:{_THANKS_MORE}))?{_ADDRESSEE}[!.]*$"
)
# An apology, a laugh or a murmur asks for nothing ("Sorry for Redis", "Lol for Redis").
_APOLOGY = re.compile(r"^(?:sorry|my bad|oops|whoops|apologies)(?:,? my (?:mistake|fault))?[!.]*$")
_MURMUR = re.compile(r"^(?:lol|lmao|rofl|ha(?:ha)+|he(?:he)+|hm+|mm+|ah|oh|i see|interesting)[!.]*$")
# "what?", "huh?", "sorry?" say the answer was not understood: researched, they were "What for Redis?".
_PUZZLED = re.compile(r"^(?:what|wat|huh|eh|sorry|pardon(?: me)?|come again|say (?:that|it) again)\?+$|^(?:huh|wat)[!.]*$")

# A question announced but not asked: researched, it was "New topic for Redis", "Quick question for Redis".
_PREAMBLE = re.compile(
    r"^(?:(?:ok(?:ay)?|so|hey|also)[,!. ]+)?(?:(?:a |one )?(?:new|different|another|quick|one more|other|follow-?up) "
    r"(?:topic|question|thing)|change of (?:topic|subject)|(?:i (?:have|got)|i've got) (?:a |another |one more )?(?:quick )?question"
    r"|can i ask (?:you )?(?:something|a question|another (?:one|question))|let me ask (?:you )?something)"
    r"(?: for you)?[!.?:]*$"
)
# Doubt about the answer: researched, it was "Are you sure for Redis?", "That is wrong for Redis".
_DOUBT = re.compile(
    r"^(?:are you sure|really|(?:that(?:'s| is)|this is|it(?:'s| is)) (?:wrong|not right|incorrect|not true|not helpful|useless"
    # "this is outdated": researched, it was a follow-up ("This is outdated for AWS Lambda").
    r"|outdated|out of date|out-of-date|obsolete"
    r"|not what i (?:asked|meant|wanted))|wrong(?: answer)?|incorrect|not helpful|(?:that|this|it) (?:doesn'?t|does not|didn'?t|did not)"
    r" (?:answer|help)(?: (?:my|the) question)?)[!.?]*$"
)
# Whether the answer is current or to be trusted: researched, they were follow-ups ("Is wrote Redis data types
# persistence up to date?", "Can I trust Redis?"), a new answer on the product instead. The bot knows no
# document's date: what it can say is where the answer came from. "is redis up to date?" stays a question.
# How a question of trust names the answer just given: "this", "that answer", "this information".
_THIS_ANSWER = r"(?:this|that|it)(?: answer| info(?:rmation)?)?"
_TRUST = re.compile(
    rf"^(?:(?:is|was) {_THIS_ANSWER} (?:still )?(?:up[- ]to[- ]date|current|valid|accurate|correct|reliable|true"
    r"|recent|right)(?: (?:now|today|anymore|still))?"
    rf"|how (?:old|recent|current|up[- ]to[- ]date|accurate|reliable) is {_THIS_ANSWER}"
    rf"|when was {_THIS_ANSWER} (?:written|published|updated|last updated)"
    rf"|(?:can|should) (?:i|we) (?:trust|rely on|believe) {_THIS_ANSWER})[!.?]*$"
)

# "no" and "never mind" after an answer ask for nothing: researched, they were follow-ups ("No for Redis").
# "that's all", "all set": nothing more is wanted (researched, they were follow-ups of the answer);
# also after an acknowledgement ("ok thanks, that's all", "great, that's all for now", "ok, never mind").
_DECLINE_WORD = (
    r"(?:no|nope|nah|no,? thanks?(?: you)?|no need|not now|never ?mind|nvm|forget it|all good|i'?m good"
    r"|that'?s all|that is all|nothing else|(?:i'?m |we'?re )?all set)"
)
_DECLINE = re.compile(
    rf"^(?:(?:{_ACK_WORD}|{_THANKS_MORE})[,!.]* )*{_DECLINE_WORD}(?: for now)?(?:[,!.]* (?:{_DECLINE_WORD}|{_THANKS_MORE}))*[!.]*$"
)
# "forget that", "scratch that", "disregard my last question", "undo": the last exchange set aside. Researched,
# they were follow-ups ("Forget redis persistence", "Scratch Redis"): a new answer about what was to be
# forgotten. One answer is never forgotten alone (the reply says `reset` forgets the thread).
_SET_ASIDE = re.compile(
    r"^(?:(?:ok(?:ay)?|oh|actually|wait|hmm|sorry|no)[,!. ]+)*"
    r"(?:(?:forget|scratch|disregard|ignore|undo|delete)(?: about)?"
    r" (?:that|this|(?:my|the|your) (?:last |previous )?(?:question|answer|message|one)|the last (?:one|bit))"
    r"|undo(?: that)?)(?: (?:please|pls))?[!.]*$"
)
# "bye" and "see you" close a conversation: researched, they were follow-ups ("Bye for Redis").
_FAREWELL = re.compile(
    rf"^(?:(?:ok(?:ay)?|{_THANKS_MORE})[,!.]* )*"
    rf"(?:bye(?:[- ]?bye)?|goodbye|good ?night|see (?:you|ya)(?: later| soon| tomorrow)?|cya|ttyl|brb|gotta go|{_FAREWELL_ELSEWHERE})"
    rf"(?:[,!.]* (?:{_THANKS_MORE}))?{_ADDRESSEE}[!.]*$"
)


class ExportRequest(BaseModel):
    """Which answer's report to export, at which length, in which format."""

    analysis: int = Field(description="index into the session's kept analyses")
    kind: ReportKind
    format: ExportFormat


class CommandOutcome(BaseModel):
    reply: Reply
    changed: bool | str = False
    research: str | None = None
    standalone: bool = False
    plan_only: bool = Field(default=False, description="plan `research` and show the plan; run nothing")
    run_plan: bool = Field(default=False, description="run the session's pending plan")
    trace_of: str | None = Field(default=None, description="show the trace of this answer (an Analysis id)")
    coverage: bool = Field(default=False, description="say what this channel's sources hold")
    memory: bool = Field(default=False, description="say what the bot remembers (its settings say how long)")
    model: bool = Field(default=False, description="say which model answers here (the settings and channel say)")
    data: bool = Field(default=False, description="say what is kept of a conversation and where it goes")
    about: Literal["languages", "self"] | None = Field(
        default=None, description="say which languages the bot answers in, or who it is (the settings say which model)"
    )
    feedback_on: Analysis | None = Field(default=None, description="the answer whose feedback just changed")
    export: ExportRequest | None = Field(default=None, description="write this report as a file (off the event loop)")


def _normalise(text: str) -> str:
    return _without_closing_emoji(re.sub(r"\s+", " ", text.strip().lower()).rstrip())


def _without_closing_emoji(t: str) -> str:
    """`t` without the emoji closing it ("sources 🙏", "thanks :pray:"; Slack sends shortcodes): they were
    researched as follow-ups. Emoji alone are kept, for `smalltalk` to answer."""
    rest = t
    while True:
        before, rest = rest, _CLOSING_SHORTCODE.sub("", rest)
        end = len(rest)
        while end and (rest[end - 1].isspace() or unicodedata.category(rest[end - 1]) in _EMOJI_PARTS):
            end -= 1
        if any(unicodedata.category(c) == "So" for c in rest[end:]):
            rest = rest[:end]
        if rest == before:
            return rest if rest.strip() else t


# "answer two": the number in words, as the recap's "(answer 2)" is said (researched; "answer one" showed the newest).
_ANSWER_IN_WORDS = re.compile(rf"\banswer ({'|'.join(NUMBER_WORDS)})\b")
# "sources answer 2", "answer 1 trace", "answer 2 pdf": the answer named before or after its command
# without "of" (researched, they were follow-ups: "Sources answer 2 for PostgreSQL").
_ANSWER_BESIDE = re.compile(
    r"^answer #?(\d{1,3}) (?!of\b|for\b)(.+)$"
    r"|^(.+?)(?<!\bof)(?<!\bfor)(?<!\bfrom)(?<!\bin)(?<!\bto)(?<!\bas)(?<!\bthe) answer #?(\d{1,3})$"
)


def parse(text: str) -> Action | None:
    """A command when the whole message is one; questions fall through to research.

    Each call gets its own Action (a deep copy of the kept one), free to change it. A message
    longer than any command or question is parsed afresh: admission parses messages of any length
    (docs/scaling.md, irev31)."""
    text = text.strip()
    kept = kept_if_short(_parsed, text)
    return None if kept is None else kept.model_copy(deep=True)


@lru_cache(maxsize=256)
def _parsed(text: str) -> Action | None:
    """`parse` of a stripped message, kept: admission and the turn each parse every message, and a
    parse tries some forty patterns (~0.5 M instructions, docs/scaling.md ithr54). Every reading of
    `text` below is of it stripped, so the stripped text is the key."""
    t = _ANSWER_IN_WORDS.sub(lambda m: f"answer {NUMBER_WORDS[m.group(1)]}", _normalise(text))
    if not t:
        return None
    if (greeted := _GREETED.match(text.strip())) and (rest := text.strip()[greeted.end() :].strip()):
        # "hi, what can you do?", "hey bot, sources": the greeting opens the command.
        return parse(rest)
    if m := _TYPED_SLASH.match(text.strip()):
        name, rest = m.group(1).lower(), (m.group(2) or "").strip()
        if name == "research":
            return parse(rest) or Action(command="ask", question=rest)
        if name == "help":
            return Action(command="help")
        if name == "config":
            return Action(command="usage", question="/config")
        said = parse(f"{name} {rest}")
        if said is not None or (len(rest.split()) > 2 or "?" in rest):
            # A sentence after the name is a question about a path ("/sources folder is missing, why?").
            return said
        return Action(command="usage", question="/sources" if name == "source" else f"/{name}")
    if _UNKNOWN_SLASH.match(text.strip()):
        return Action(command="usage", question=text.strip().rstrip(".!?"))
    plan = _parse_plan(text.strip(), t)
    if plan is not None or len(t) > 120:
        return plan
    # Trailing punctuation ("help?", "sources.", "reset!") leaves a command a command.
    bare = _POLITE.sub("", t).rstrip(".!?…: ") or t
    if _HELP.match(bare):
        return Action(command="help")
    if _RESET.match(bare):
        return Action(command="reset")
    if _STOP.match(bare):
        return Action(command="stop")
    if _SOURCES.match(bare):
        return Action(command="sources")
    if m := _OPEN.match(bare):
        return Action(command="source", source=int(next(g for g in m.groups() if g)))
    if m := _OPEN_NTH.match(bare):
        return Action(command="source", source=_COUNTED[next(g for g in m.groups() if g)])
    if m := _OPEN_SEVERAL.match(bare):
        return _several_sources(m.group(1))
    if m := _SOURCE_LINK.match(bare):
        return Action(command="source", source=int(m.group(1) or m.group(2)))
    if _REGEN.match(bare):
        return Action(command="regenerate")
    if _TRACE.match(bare):
        return Action(command="trace")
    if _COVERAGE.match(bare):
        return Action(command="coverage")
    if _RECAP.match(bare):
        return Action(command="recap")
    if _ABOVE.match(bare):
        return Action(command="above")
    if (asked := about.parse(bare)) is not None:
        return asked
    if (m := _ANSWER_BESIDE.match(bare)) and (beside := _answer_beside(m)) is not None:
        return beside
    if (m := _NUMBERED.match(bare)) and (m.group("format") is None or format_named(m.group("format"))):
        # "export data 2" names no format: it stays a question.
        return parse(f"{m.group(1)} of answer {m.group(3)}")
    if (m := _OF_ANSWER.match(bare)) and (named := _named_answer(m.group(2))) is not None:
        if (on_answer := _on_answer(m.group(1), named)) is not None:
            return on_answer
    if m := _FILE_ASKED.match(bare):
        return Action(command="export", format=format_named(m.group(1).split()[0]))
    if m := _EXPORT.match(t):
        return _parse_export(m.group(1), m.group(2))
    if (said := _parse_report(t)) is not None:
        return said
    return parse(fixed) if (fixed := _corrected(bare)) is not None else None


def _answer_beside(m: re.Match[str]) -> Action | None:
    """The command said beside "answer N" ("sources answer 2", "answer 1 pdf") on that answer; None
    unless the words beside it are, alone, a command that acts on an answer."""
    number, command = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    if "answer" in command:
        return None
    alone = parse(command)
    if alone is None or not needs_an_answer(alone) or alone.analysis is not None or alone.command == "recap":
        return None
    if alone.command == "export":
        return parse(f"export {alone.format or ''} of answer {number}")
    return parse(f"{command} of answer {number}")


def _several_sources(listed: str) -> Action | None:
    """"1 and 3", "1-3" as the sources to show, in order; None for a range of more than ten or backwards."""
    if span := _RANGE.search(listed):
        first, last = int(span.group(1)), int(span.group(2))
        if not 0 <= last - first < 10:
            return None
        numbers = list(range(first, last + 1))
    else:
        numbers = list(dict.fromkeys(int(n) for n in re.findall(r"\d+", listed)))
    return Action(command="source", source=numbers[0], more=numbers[1:] or None)


# A command word mistyped by one letter ("sourcs", "detialed", "detials", "summery", "hlep"): researched, it was
# "Hlep for Redis" and "I found nothing relevant". Only in a message of at most three words, and with
# its first letter right ("course" is no "source"); a short word only with two letters swapped, as
# one other edit of it is a word ("rest", "yelp", "online").
_LONG_COMMAND_WORDS = ("sources", "source", "detailed", "details", "summary", "summarize", "summarise", "regenerate")
_SHORT_COMMAND_WORDS = ("help", "reset", "quick", "inline", "trace", "export")


def _corrected(bare: str) -> str | None:
    """`bare` with its mistyped command words corrected; None when it has none (or is longer)."""
    said = bare.split()
    if not 1 <= len(said) <= 3:
        return None
    fixed = [_command_word(w) or w for w in said]
    return " ".join(fixed) if fixed != said else None


def _command_word(typed: str) -> str | None:
    """The command word `typed` is one slip from, if any ("sources" is one itself, not "source" mistyped)."""
    if typed in _LONG_COMMAND_WORDS or typed in _SHORT_COMMAND_WORDS:
        return None
    for word in _LONG_COMMAND_WORDS + _SHORT_COMMAND_WORDS:
        if typed != word and typed[:1] == word[:1] and _one_slip(typed, word, swap_only=word in _SHORT_COMMAND_WORDS):
            return word
    return None


def _one_slip(typed: str, word: str, swap_only: bool) -> bool:
    """Whether `typed` is `word` with two neighbouring letters swapped, or (unless `swap_only`)
    with one letter left out, added or changed."""
    if len(typed) == len(word):
        wrong = [i for i, (a, b) in enumerate(zip(typed, word, strict=True)) if a != b]
        swapped = len(wrong) == 2 and wrong[1] == wrong[0] + 1 and typed[wrong[0]] == word[wrong[1]] and typed[wrong[1]] == word[wrong[0]]
        return swapped or (len(wrong) == 1 and not swap_only)
    if swap_only or abs(len(typed) - len(word)) != 1:
        return False
    short, long = sorted((typed, word), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


# "sources for answer 2", "the trace of the first answer", "source 2 of the previous answer":
# the command on that answer of the thread. Any other words before the answer leave a question.
_OF_ANSWER = re.compile(
    r"^(.+?) (?:for|of|in|from|behind) ((?:the |this |that )?(?:[\w']+ answer|answer (?:number |no\.? )?#?\d+))$"
)


def _named_answer(words: str) -> dict[str, int | bool | None] | None:
    """Which answer `words` ("answer 2", "the first answer", "this answer") name, as Action
    fields; None for a topic ("the kafka answer"), which stays a question."""
    if re.fullmatch(r"(?:the |that )?(?:this|that|last|latest) answer", words):
        return {"analysis": None}
    if _answer_zero(words):
        return {"answer_zero": True}
    if (index := _position(words)) is not None:
        return {"analysis": index}
    return None


def _on_answer(head: str, named: dict[str, int | bool | None]) -> Action | None:
    """`head` ("sources", "show the trace", "open 2") as a command on the named answer."""
    if _SOURCES.match(head):
        return Action(command="sources", **named)  # type: ignore[arg-type]
    if _TRACE.match(head):
        return Action(command="trace", **named)  # type: ignore[arg-type]
    if m := _OPEN.match(head):
        return Action(command="source", source=int(next(g for g in m.groups() if g)), **named)  # type: ignore[arg-type]
    if m := _OPEN_NTH.match(head):
        return Action(command="source", source=_COUNTED[next(g for g in m.groups() if g)], **named)  # type: ignore[arg-type]
    return None


def _parse_export(verb: str, rest: str) -> Action | None:
    """`export`, `export pdf`, `export the detailed report as docx`, `download as html`,
    `export the first answer to word`. One unknown word after `export` is taken as a
    format it cannot write (answered with the formats it can); longer sentences
    ("export a postgres table to csv") are questions."""
    words = re.findall(r"[\w.;-]+", _ANSWER_NUMBER.sub("answer", rest))
    formats = [f for f in (format_named(w) for w in words) if f is not None]
    kind = _kind_of(rest)
    length_words = {w for ws in _REPORT_WORDS.values() for w in ws}
    leftover = [
        w for w in words
        if w not in _EXPORT_WORDS and w not in length_words and w not in _POSITION_WORDS and format_named(w) is None
    ]
    if len(formats) > 1:
        return None
    fmt = formats[0] if formats else None
    if leftover:
        if verb == "export" and fmt is None and len(leftover) == 1 and len(words) <= 4:
            return Action(command="export", format=leftover[0], report=kind)
        return None
    if verb != "export" and fmt is None:
        return None  # "save it", "download that": not clearly a file request
    return Action(command="export", format=fmt, report=kind, analysis=_position(rest), answer_zero=_answer_zero(rest))


def said_to_anyone(text: str) -> bool:
    """A bare "2" or "more": commands for whoever asked, but in a thread of several people as likely
    a vote or a word to someone else (`core/admission.py` leaves them to the people there)."""
    bare = _POLITE.sub("", _normalise(text)).strip(" .!?")
    return bool(re.fullmatch(_BARE_NUMBER, bare) or _MORE.match(bare))


def plan_declined(text: str) -> bool:
    """A bare "no", "never mind" or "scratch that": said while a plan waits, it drops the plan as `stop` does."""
    said = _POLITE.sub("", _normalise(text))
    return bool(_DECLINE.match(said) or _SET_ASIDE.match(said))


def plan_consent(text: str) -> bool:
    """A bare "yes", "ok" or "sure" (please too): said while a plan waits for its "Say `go`",
    it runs the plan as `go` does; it was thanked for ("Glad it helps") and nothing ran."""
    return bool(_PLAN_CONSENT.match(_POLITE.sub("", _normalise(text))))


def _steps(listed: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d{1,2}", listed)]


def _parse_plan(original: str, t: str) -> Action | None:
    """Plan commands; the question keeps the user's own casing."""
    flat = " ".join(original.split())
    if _PLAN_ONLY_BARE.match(t):
        return Action(command="plan", question="")
    if m := _PLAN_ONLY.match(flat.lower()):
        start = m.start(next(g for g in ("a", "b", "c") if m.group(g)))
        end = m.end(next(g for g in ("a", "b", "c") if m.group(g)))
        return Action(command="plan", question=flat[start:end].strip())
    bare = _POLITE.sub("", t)
    if _PLAN_GO.match(bare):
        return Action(command="plan_run")
    if m := _PLAN_DROP.match(bare):
        return Action(edit=PlanEdit(op="drop", steps=_steps(m.group(1))))
    if m := _PLAN_TOOL.match(t):
        step, tool = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        return Action(edit=PlanEdit(op="tool", steps=[int(step)], tool=tool))
    if m := _PLAN_QUESTION.match(t):
        return Action(edit=PlanEdit(op="question", steps=[int(m.group(1))], text=flat[m.start(2):m.end(2)]))
    if m := _PLAN_ADD.match(t):
        return Action(edit=PlanEdit(op="add", text=flat[m.start(1):m.end(1)]))
    return None
_TOPIC = re.compile(r"\b(?:of|for|on|about) the (.+?) (?:one|answer|question|report)\b|\bthe (.+?) (?:one|answer)\b")


# Which answer a report command means: "the first one" is index 0, "the previous one" -2.
# "the latter"/"the former" pick between two named things, never between answers.
_POSITION_WORDS = frozenset(w for w in ORDINALS if w not in {"latter", "former"}) | frozenset(RECENCY)


# "answer 2", "answer #2", "answer number 2": the thread's second answer, like "the second answer".
# Any number: "answer 0" and "answer 1234" name no answer and are told so, never researched.
_ANSWER_NUMBER = re.compile(r"\banswer (?:number |no\.? )?#?(\d+)\b")


def _answer_zero(words: str) -> bool | None:
    """Whether `words` name "answer 0": answers count from 1, so it is no answer (not -1, the newest)."""
    return True if any(int(n) == 0 for n in _ANSWER_NUMBER.findall(words)) else None


def _position(words: str) -> int | None:
    if (m := _ANSWER_NUMBER.search(words)) and int(m.group(1)):
        return int(m.group(1)) - 1
    for word in re.findall(r"[\w']+", words):
        if word in RECENCY:
            return RECENCY[word]
        if word in _POSITION_WORDS:
            return ORDINALS[word] - 1
    return None


# "make it shorter", "a bit longer please": one length from the report shown, not a question to research.
_RESIZE = re.compile(
    r"^(?:(?:can|could) you |please )?(?:make (?:it|that|this|the answer) |(?:give me )?(?:a|an) )?"
    r"(?:a (?:bit|little) |much |even |slightly )?(shorter|briefer|more concise|longer|more detailed)"
    r"(?: (?:one|version|answer|report|summary))?$"
)


# "too long", "that's way too short", "less detail": said of the answer, a length one step away (they were
# researched as follow-ups, "Too long for AWS Lambda": a new answer longer than the one complained of).
_TOO = re.compile(
    r"^(?:(?:that|this|it)(?:'s| is| was)? )?(?:(?:way|much|far|a bit|a little|slightly|kinda) )?too (long|wordy|verbose|short|brief)"
    r"(?: (?:for me|to read))?$|^(less|fewer|not enough) details?$"
    # "less" alone, as "more" is (researched, "Less for AWS Lambda and Amazon ECS").
    r"|^(less)$"
)
# "details", "all the details", "in detail": the full report, as "more details" is (researched, "details" was
# "Explain in more detail: …", a new answer posting the same quick report again).
_DETAILS = re.compile(r"^(?:(?:give|show)(?: me)? )?(?:(?:all|the|all the|full|the full) )?details?$|^in detail$")


# "more", "continue", "go on" after an answer: researched, they were follow-ups ("More for Redis",
# "Explain in more detail: Continue for Redis?"); the longer report is already written.
_MORE = re.compile(
    r"^(?:(?:can|could) you |(?:ok(?:ay)?|and|so),? )?(?:more|continue|go on|keep going|carry on|tell me more|say more"
    r"|elaborate|expand on (?:that|this|it)|go deeper)(?: (?:please|on (?:that|this|it)))?$"
)


# "can u summarize?", "summarize that": the answer's summary (it was "Can u summarize for Docker and Redis?").
_SUMMARIZE_IT = re.compile(
    r"^(?:(?:can|could) (?:you|u) )?(?:(?:summari[sz]e|sum up)(?: (?:it|that|this|the answer))?|sum (?:it|that|this) up)$"
)


# "can you answer the question above?", "see my question above": said mid-thread, they were researched
# on the word "answer" ("Answer the question above for AWS Lambda"). The question meant is the sayer's
# last one to the bot, or one said in the thread without mentioning it, which the bot never saw.
_ABOVE = re.compile(
    r"^(?:(?:can|could|would|will) (?:you|u) (?:please )?)?"
    r"(?:answer|see|read|look at|check|reply to|respond to|help (?:me )?with)"
    r" (?:my|the|our|this|that) (?:question|q|message|post) (?:above|up there|earlier)$"
    r"|^(?:(?:can|could|would|will) (?:you|u) )?(?:answer|see) (?:the )?above$"
)


# "repeat that", "what was the answer?": the answer again, not a question about repeating.
# "say that again" too (researched, "Say CrashLoopBackOff again"); asked, "say that again?" is puzzlement.
_REPEAT = re.compile(
    r"^(?:(?:can|could) (?:you|u) )?repeat(?: (?:that|it|the answer|your answer|the last answer))?$"
    r"|^(?:(?:can|could) (?:you|u) )?say (?:that|it) again$"
    r"|^what was (?:the|your) answer$"
)


# "go back", "previous": the answer before the newest, as "go back to the previous answer" is (researched,
# "go back" was answered about Kubernetes' restart back-off).
_BACK = re.compile(r"^(?:(?:go|take me|scroll) back|back|previous)$")


def _parse_report(t: str) -> Action | None:
    if _PUZZLED.match(t):
        return None  # "say that again?" asks which part to explain (`smalltalk`), not for the answer again
    words = _POLITE.sub("", t).strip(" ?!.")
    if _BACK.match(words):
        return Action(command="report", analysis=RECENCY["previous"])
    if _MORE.match(words):
        return Action(command="report", resize="more")
    if m := _RESIZE.match(words):
        return Action(command="report", resize="longer" if m.group(1) in ("longer", "more detailed") else "shorter")
    if m := _TOO.match(words):
        said = next(g for g in m.groups() if g)
        return Action(command="report", resize="longer" if said in ("short", "brief", "not enough") else "shorter")
    if _DETAILS.match(words):
        return Action(report="detailed")
    if _SUMMARIZE_IT.match(words):
        return Action(report="quick")
    if _REPEAT.match(words):
        return Action(command="report")
    # "inline pls" as "inline": the polite word was left on and the length was researched.
    words = words or t.strip(" ?!.")
    if words in ("tl;dr", "tldr", "tl dr", "show summary", "summary", "summarize", "summarise"):
        return Action(report="inline" if words.startswith("tl") else "quick")
    if words in ("inline", "quick", "detailed", "short", "brief", "full"):
        return Action(report=_kind_of(words))
    if not re.search(_REPORT_NOUNS + r"|tl;?dr|more detail|in depth|\bone\b", words):
        return None
    kind = _kind_of(words)
    index = _position(words)
    topic_match = _TOPIC.search(words) if index is None else None
    topic = (topic_match.group(1) or topic_match.group(2)).strip() if topic_match else None
    if topic and (topic in _POSITION_WORDS or _kind_of(topic) is not None):
        topic = None
    # The whole message must be the command: "what is a detailed summary of
    # Kafka's design?" leaves "what is kafka's design" over, so it is a question.
    rest = words
    if topic:
        rest = rest.replace(topic, " ")
    rest = re.sub(r"tl;?\s?dr", " ", _ANSWER_NUMBER.sub("answer", rest))
    vocabulary = COMMAND_FILLER | _POSITION_WORDS | {w for ws in _REPORT_WORDS.values() for w in ws} | {
        "summary", "summaries", "report", "answer", "write-up", "writeup", "analysis", "detail", "details",
        "depth", "sentence", "line", "words", "word",
    }
    leftover = [w for w in re.findall(r"[\w';-]+", rest) if w not in vocabulary]
    if leftover:
        return None
    if kind is None and topic is None and not re.search(r"\b(?:answer|report|summary|write-?up)\b", words):
        return None  # "the first one" points into an answer's list: a follow-up, not a command
    if kind is None:
        return Action(command="report", analysis=index, question=topic, answer_zero=_answer_zero(words))
    return Action(report=kind, analysis=index, question=topic, answer_zero=_answer_zero(words))


# One pattern per length, tried in this order; alternation backtracks into the next
# word as the separate searches did. Compiled once: every message is parsed for
# commands, and the ~30 searches built and looked up their patterns on every call.
_KIND_PATTERNS: tuple[tuple[ReportKind, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, _REPORT_WORDS[kind])) + r")(?![\w-])"))
    for kind in ("inline", "detailed", "quick")
)


def _kind_of(words: str) -> ReportKind | None:
    return next((kind for kind, pattern in _KIND_PATTERNS if pattern.search(words)), None)


def _resized(shown: ReportKind, resize: Literal["shorter", "longer", "more"]) -> ReportKind:
    """The length one step from `shown` (inline < quick < detailed), kept at either end."""
    step = -1 if resize == "shorter" else 1
    return REPORT_KINDS[min(max(REPORT_KINDS.index(shown) + step, 0), len(REPORT_KINDS) - 1)]


def _kept_index(session: Session, answer: int) -> int | None:
    """Where the thread's answer `answer` (0 = its first; negative counts back from the newest)
    is in `session.analyses`; None when there is no such answer or it was trimmed away."""
    idx = answer - session.dropped if answer >= 0 else len(session.analyses) + answer
    return idx if 0 <= idx < len(session.analyses) else None


def _trimmed_away(session: Session, answer: int) -> bool:
    """Whether the thread once had answer `answer` but no longer keeps it."""
    if answer >= 0:
        return answer < session.dropped
    return len(session.analyses) < -answer <= session.dropped + len(session.analyses)


def _pick_analysis(session: Session, action: Action) -> tuple[int, Analysis] | None:
    if not session.analyses:
        return None
    if action.analysis is not None:
        idx = _kept_index(session, action.analysis)
        return None if idx is None else (idx, session.analyses[idx])
    if looks_up_topic(action):
        return _match_topic(session, action.question or "")
    # The earlier answer last shown by name, while it is kept; else the newest.
    idx = next((i for i, a in enumerate(session.analyses) if a.id == session.viewing), len(session.analyses) - 1)
    return idx, session.analyses[idx]


def needs_an_answer(action: Action) -> bool:
    """Whether `action` acts on one of the thread's answers (a report, its sources, trace,
    export, feedback or regeneration), so a thread without any has nothing for it."""
    return action.command in ("report", "sources", "source", "regenerate", "trace", "export", "feedback", "recap")


def looks_up_topic(action: Action) -> bool:
    """Whether running `action` may read every older answer's follow-up context ("the Lambda
    one"): extracting it costs 4-5 ms an answer, so callers on an event loop run it in a thread."""
    return action.command == "report" and bool(action.question) and action.analysis is None


def _match_topic(session: Session, topic: str) -> tuple[int, Analysis] | None:
    """The newest answer whose question, entities or topics mention every word of `topic`."""
    # The follow-up context extractor (and its lexicons) loads with the first topic looked up,
    # not with every process that parses a command (`research-bot ask help`).
    from core.extract import with_topics

    wanted = [stem(w) for w in content_words(topic)] or [topic.lower()]
    for idx in range(len(session.analyses) - 1, -1, -1):
        a = with_topics(session.analyses[idx])
        haystack = " ".join([a.question, a.standalone_question, *a.entities, *a.topics])
        have = {stem(w) for w in content_words(haystack)}
        if all(w in have for w in wanted):
            return idx, a
    return None


def _no_longer_kept(session: Session, answer: int) -> str:
    """Said instead of showing another answer: positions never slide onto a newer answer."""
    first, last = session.position(0) + 1, session.position(len(session.analyses))
    which = f"Answer {answer + 1}" if answer >= 0 else "That answer"
    kept = f"answer {last}" if first == last else f"answers {first}-{last}"
    return (
        f"{which} is no longer kept: this thread keeps its last {counted(len(session.analyses), 'answer')} "
        f"({kept}). Ask the question again to regenerate it."
    )


_NO_REPORT = (
    "There's no answer in this thread yet, so there is nothing to summarise. "
    "Ask me a question and I'll research it; then `inline`, `quick` and `detailed` "
    "summaries switch instantly."
)


_NOTHING_YET = {
    "sources": "No sources yet: ask me a question and I'll research it; then `sources` lists what I used.",
    "source": "No sources yet: ask me a question first; then `open 2` shows source [2].",
    "regenerate": "Nothing to regenerate yet: ask me a question and I'll research it.",
    "trace": "Nothing researched in this thread yet: ask me a question; then `trace` shows how I researched it.",
    "export": "There's no report in this thread to export yet: ask me a question first; then `export pdf` "
    "(or md, html, docx) sends the report as a file.",
    # A feedback button outlives its answer when the thread is reset or the answer could not be saved.
    "feedback": "That answer is no longer kept in this thread (it was reset, or could not be saved), "
    "so there's nothing to record your feedback on.",
}


# What a command on an answer finds of a question that got none (nothing found, or research failed).
_NONE_OF_IT = {
    "sources": "no sources to list for it", "source": "no source to open for it",
    "trace": "no answer whose research I can show", "export": "no report to export", "recap": "nothing to summarise",
}


class _Unanswered(BaseModel):
    question: str
    failed: bool = Field(description="research failed (a timeout, an error), rather than finding nothing")


def _unanswered(session: Session) -> _Unanswered | None:
    """The thread's last question when it got no answer: nothing found, or research failed. None when
    it was answered, when a plan was shown for it, and when the last user turn was a command ("go")."""
    turns = session.turns
    asked = next((i for i in range(len(turns) - 1, -1, -1) if turns[i].role == "user"), None)
    if asked is None or asked + 1 >= len(turns) or parse(turns[asked].content) is not None:
        return None
    after = turns[asked + 1]
    if after.analysis is not None or after.reply_kind == "plan" or session.pending_plan is not None:
        return None
    return _Unanswered(question=turns[asked].content, failed=after.reply_kind == "error")


def _got_no_answer(asked: _Unanswered, command: str | None) -> Reply:
    none = _NONE_OF_IT.get(command or "", "no report to show")
    again = (
        "Say `try again` to research it once more." if asked.failed
        else "Ask it again in other words, naming the product or error exactly."
    )
    return info_reply(f"“{truncate(asked.question, 160)}” got no answer here, so I have {none}. {again}")


_CLEARED = "That answer was cleared by a reset; ask again."
_FULL_ALREADY = (
    "That was the full report already. To go further, ask about the part you want in words (a follow-up "
    "here is researched with this answer in mind), or say `sources` to read where it came from."
)
# "make it shorter" under the one-sentence report: the same sentence again looked like the request was ignored.
_SHORTEST_ALREADY = (
    "That was the shortest report already, one sentence. Say `detailed` for the full report, or `sources` "
    "to read where it came from."
)
_NOT_YOUR_PLAN = (
    "The plan waiting in this thread is someone else's: only they run, change or drop it, so I've left it "
    "as it was. Ask your own question here, or `plan only: <your question>` to plan it first."
)
NOTHING_TO_STOP = "Nothing of yours is being researched in this thread right now, so there's nothing to stop."


def run(action: Action, session: Session, user: str, planning: bool = False, dm: bool = False) -> CommandOutcome:
    """`action` on `session`; `planning` whether a model plans research here (the help lists plans);
    `dm` whether it was said in a direct message (where every message is said to the bot)."""
    if action.command == "help":
        return CommandOutcome(reply=help_reply(planning=planning))
    if action.command == "stop":
        # Under the thread's lock every earlier turn has ended; a running one is stopped before
        # this (`bot/pipeline.py`), which never waits for the lock. What is left to stop is a plan
        # waiting for "go" (a later bare "yes" would run it).
        if session.pending_plan is not None and not session.pending_plan.whose(user):
            # In a shared thread "stop" may be said to anyone: a colleague's dropped the plan the asker
            # was about to run.
            return CommandOutcome(reply=info_reply(_NOT_YOUR_PLAN))
        if session.pending_plan is not None:
            planned = truncate(session.pending_plan.question, 80)
            session.pending_plan = None
            return CommandOutcome(
                reply=info_reply(f"OK, I've dropped the plan for “{planned}”; nothing ran. Ask whenever you like."),
                changed=True,
            )
        return CommandOutcome(reply=info_reply(NOTHING_TO_STOP))
    if action.command == "coverage":
        return CommandOutcome(reply=info_reply(""), coverage=True)
    if action.command == "formats":
        return CommandOutcome(reply=about.formats_reply(action.format))
    if action.command == "memory":
        return CommandOutcome(reply=info_reply(""), memory=True)
    if action.command == "model":
        return CommandOutcome(reply=info_reply(""), model=True)
    if action.command == "data":
        return CommandOutcome(reply=info_reply(""), data=True)
    if action.command == "join":
        return CommandOutcome(reply=about.join_reply(session.key.platform))
    if action.command in ("languages", "self"):
        return CommandOutcome(reply=info_reply(""), about=action.command)
    if action.command == "recap":
        asked = None if session.analyses or session.dropped else _unanswered(session)
        return CommandOutcome(reply=_got_no_answer(asked, "recap") if asked else _recap_reply(session, dm))
    if action.command == "above":
        return CommandOutcome(reply=_above_reply(session, user, dm))
    if action.command == "usage":
        return CommandOutcome(reply=_usage_reply(action.question or ""))
    if action.command == "reset":
        return CommandOutcome(
            reply=info_reply("Done: I've forgotten this thread. Ask a new question whenever you like."),
            changed="reset",
        )
    if action.command == "ask":
        if not (action.question or "").strip():
            return CommandOutcome(reply=help_reply(planning=planning, empty=True))
        return CommandOutcome(reply=info_reply(""), research=action.question.strip())
    if action.command in ("plan", "plan_run", "plan_edit"):
        return _plan_command(action, session, user, planning)
    if action.resize == "more" and session.pending_plan is not None and session.pending_plan.whose(user):
        # "continue" while the asker's plan waits for `go` carries on with the plan, not an older answer.
        return _plan_command(Action(command="plan_run"), session, user, planning)
    fmt = format_named(action.format) if action.format is not None else DEFAULT_FORMAT
    if action.command == "export" and fmt is None:
        named = (action.format or "")[:40]
        return CommandOutcome(reply=error_reply(f"I can't export as `{named}`. {EXPORT_USAGE}", ephemeral=True))
    if action.answer_zero:
        total = session.position(len(session.analyses))
        have = f"this thread has {counted(total, 'answer')}, numbered from 1" if total else "this thread has no answer yet"
        return CommandOutcome(reply=error_reply(f"There's no answer 0: {have}."))
    if action.command == "regenerate" and action.answer_id is None and (asked := _unanswered(session)):
        # "try again" under "I couldn't finish researching that (…)" researched the answer before it.
        return CommandOutcome(reply=info_reply(""), research=asked.question)
    picked = _pick_analysis(session, action)
    if picked is None and action.command == "report" and action.question and session.analyses:
        # No answer is about that; let research treat it as a question in the thread.
        return CommandOutcome(reply=info_reply(""), research=f"the {action.question} one")
    if picked is None:
        if action.analysis is not None and _trimmed_away(session, action.analysis):
            # Private: a button's reply would otherwise replace the old answer it was clicked on.
            return CommandOutcome(reply=error_reply(_no_longer_kept(session, action.analysis), ephemeral=True))
        if action.answer_id is not None:
            return CommandOutcome(reply=error_reply(_CLEARED, ephemeral=True))
        if action.analysis is not None and session.analyses:
            total = session.position(len(session.analyses))
            # Counted back from the newest ("go back", "previous answer"), it read "no answer number -2".
            missing = (
                f"there's no answer number {action.analysis + 1}." if action.analysis >= 0
                else "there's no earlier one to go back to."
            )
            return CommandOutcome(reply=error_reply(f"This thread has {counted(total, 'answer')}; {missing}"))
        if asked := _unanswered(session):
            return CommandOutcome(reply=_got_no_answer(asked, action.command))
        return CommandOutcome(reply=info_reply(_NOTHING_YET.get(action.command or "", _NO_REPORT)))
    index, analysis = picked
    if action.answer_id is not None and action.answer_id != analysis.id:
        # The number now names another answer: the thread was reset (or merged) since the button was made.
        return CommandOutcome(reply=error_reply(_CLEARED, ephemeral=True))
    if action.command == "report":
        if action.resize and _resized(analysis.shown or "quick", action.resize) == analysis.shown:
            # The report shown again would be the same message twice; going past either end takes words.
            return CommandOutcome(reply=info_reply(_SHORTEST_ALREADY if action.resize == "shorter" else _FULL_ALREADY))
        analysis.shown = action.report or (_resized(analysis.shown or "quick", action.resize) if action.resize else "quick")
        if action.answer_id is None and (action.analysis is not None or looks_up_topic(action)):
            # Named in words ("answer 1", "the Lambda one"), it is posted last, the one a user now reads,
            # until the next answer. A button changes its own message in place, above the newest answer.
            session.viewing = None if index == len(session.analyses) - 1 else analysis.id
        return CommandOutcome(reply=report_reply(analysis, session.position(index), analysis.shown), changed=True)
    if action.command == "regenerate":
        return CommandOutcome(reply=info_reply(""), research=analysis.standalone_question, standalone=True)
    if action.command == "export" and fmt is not None:
        kind = action.report or analysis.shown or "quick"
        return CommandOutcome(reply=info_reply(""), export=ExportRequest(analysis=index, kind=kind, format=fmt))
    if action.command == "sources":
        return CommandOutcome(reply=_sources_reply(analysis, session.position(index), _listed_for(session, index)))
    if action.command == "trace":
        return CommandOutcome(reply=info_reply(""), trace_of=analysis.id)
    if action.command == "source":
        shown = [_source_reply(analysis, session.position(index), n) for n in [action.source or 0, *(action.more or [])]]
        return CommandOutcome(reply=shown[0] if len(shown) == 1 else _together(shown))
    if action.command == "feedback" and action.feedback:
        analysis.feedback = [f for f in analysis.feedback if f.user != user]
        analysis.feedback.append(Feedback(user=user, value=action.feedback))
        bus.emit(FeedbackGiven(platform=session.key.platform, positive=action.feedback == "up"))
        thanks = "Thanks for the feedback!" if action.feedback == "up" else (
            "Thanks, noted. Try `regenerate`, or tell me what was missing."
        )
        return CommandOutcome(reply=info_reply(thanks, ephemeral=True), changed=True, feedback_on=analysis)
    return CommandOutcome(reply=help_reply(planning=planning))


def _usage_reply(typed: str) -> Reply:
    """A slash command typed as a message with words it does not take, or one there is none of."""
    name = typed[1:].lower()
    if name in _SLASH_USAGE:
        return info_reply(f"{_SLASH_USAGE[name]} To ask a question, write it without the slash (or after `/research`).")
    return info_reply(
        f"I don't know a `/{truncate(typed[1:], 32)}` command. Typed as a message I take {_SLASH_COMMANDS}; "
        "anything else, just ask in words."
    )


_CITED = re.compile(r"\s*\[\d+\](?:\[\d+\])*")


def _recap_reply(session: Session, dm: bool) -> Reply:
    """The thread's answers, each told by its one-sentence report and cited by its answer number.
    No model call: the one-sentence reports are already written (by the model when one answered)."""
    if not session.analyses:
        # Slack users expect a thread's messages summarised; the bot is only given those said to it
        # (in a DM that is every one, so there it is not said).
        unread = "" if dm else f", and {_READ_ONLY_SAID}"
        return info_reply(f"There's nothing to summarise yet: I haven't answered anything here{unread}. " + _ASK_ONE)
    lines = [f"What I've answered here so far ({counted(len(session.analyses) + session.dropped, 'answer')}):"]
    for index, analysis in enumerate(session.analyses):
        number = session.position(index) + 1
        told = _CITED.sub("", analysis.reports.inline).strip()
        lines.append(f"{number}. **{truncate(analysis.researched, 160)}** — {told} (answer {number})")
    # A blank line ends the list: a line right after it reads as part of its last item (drawn indented there).
    lines.append("")
    if session.dropped:
        lines.append(f"Answers 1-{session.dropped} are no longer kept." if session.dropped > 1 else "Answer 1 is no longer kept.")
    last = session.position(len(session.analyses) - 1) + 1
    lines.append(f"Say `answer {last}` (or `detailed summary of answer {last}`) to see one in full, with its sources.")
    return info_reply("\n".join(lines))


def _above_reply(session: Session, user: str, dm: bool) -> Reply:
    """"can you answer the question above?": where the sayer's last question here went. A question
    said in the thread without mentioning the bot is one it never saw, so that is said too (not in
    a DM, where every message is said to it)."""
    unseen = "" if dm else (
        f" If you meant a message that wasn't said to me, I can't see it: {_READ_ONLY_SAID}; ask me it here."
    )
    turns = session.turns
    asked = next(
        (i for i in range(len(turns) - 1, -1, -1) if turns[i].role == "user" and turns[i].user in (user, None)), None
    )
    if asked is None:
        return info_reply(
            f"I don't see a question of yours here{'' if dm else ': ' + _READ_ONLY_SAID}. {_ASK_IN_WORDS}"
        )
    question = truncate(turns[asked].content, 160)
    answered = turns[asked + 1].analysis if asked + 1 < len(turns) else None
    if answered is None:
        return info_reply(
            f"Your last question to me here, “{question}”, got no answer from the documents. Ask it again in "
            f"other words, naming the product or error exactly.{unseen}"
        )
    number = session.position(answered) + 1
    return info_reply(
        f"Your last question to me here, “{question}”, is answer {number}: say `answer {number}` to see it again, "
        f"or `detailed summary of answer {number}` for the full report.{unseen}"
    )


_NO_PLAN = (
    "There's no plan waiting in this thread. Say `plan only: <your question>` to see how I would "
    "research it before anything runs."
)


# Also said by the assistant to "plan only: <question>" where no model answers.
NO_PLANNER = (
    "Without a model I don't plan research: I search the documents for the question's key terms and "
    "quote the best-matching sentences. Ask the question itself and I'll answer it that way."
)


def _plan_command(action: Action, session: Session, user: str, planning: bool) -> CommandOutcome:
    if not planning and session.pending_plan is None and not (action.command == "plan" and (action.question or "").strip()):
        # "go" or "drop step 2" after that refusal: "Say `plan only: …`" offered the command just refused.
        return CommandOutcome(reply=info_reply(NO_PLANNER))
    if action.command == "plan":
        question = (action.question or "").strip()
        if not question:
            return CommandOutcome(reply=info_reply("What should I plan? Say `plan only: <your question>`."))
        return CommandOutcome(reply=info_reply(""), research=question, plan_only=True)
    pending = session.pending_plan
    if pending is None:
        return CommandOutcome(reply=info_reply(_NO_PLAN))
    if not pending.whose(user):
        # A colleague's "go" (or bare "yes") ran the plan on the asker's behalf while they were still
        # reading it, and their "drop step 3" changed it: a plan is its asker's, as for `stop`.
        return CommandOutcome(reply=info_reply(_NOT_YOUR_PLAN))
    if action.command == "plan_run":
        return CommandOutcome(reply=info_reply(""), research=pending.question, run_plan=True)
    # Plans pull in the planner and the model client: loaded only when a plan is edited,
    # so the other commands start fast.
    from core.research.plans import PlanEditError, apply_edit, plan_markdown

    try:
        edited = apply_edit(pending.plan, action.edit)  # type: ignore[arg-type]
    except PlanEditError as exc:
        return CommandOutcome(reply=error_reply(str(exc)))
    pending.plan = edited
    reply = info_reply(plan_markdown(edited))
    reply.kind = "plan"
    return CommandOutcome(reply=reply, changed=True)


def _shown_citations(analysis: Analysis) -> list[Citation]:
    """The sources as numbered in the report the thread last saw."""
    return report_view(analysis, analysis.shown or "quick")[1] if analysis.citations else []


# A request for further reading on what the thread discussed, researched when no command took it ("where can I
# read more about this topic?"), or kept from a thread answered before one did ("where can I read more?").
# "where can I read more about kafka?" names its own subject.
_READING_ASKED = re.compile(
    r"^(?:where (?:can|could|do|should) (?:i|we) (?:read|learn|find out|find) more|(?:read|learn) more|further reading"
    r"|(?:any|are there(?: any)?|is there(?: any)?) (?:good |more |other )?(?:docs|documentation|links|references|resources"
    r"|reading)(?: to read)?)(?: (?:about|on|for) (?:this|that|it)(?: topic| subject)?)?$"
)


def _asks_for_reading(question: str) -> bool:
    bare = _POLITE.sub("", _normalise(question)).rstrip(".!?…: ")
    return bool(_READING_ASKED.match(bare) or _SOURCES.match(bare))


def _listed_for(session: Session, index: int) -> str:
    """What the sources of answer `index` are headed by: its question as researched, unless that was a request
    for further reading, rewritten as "Where can I read more for CrashLoopBackOff?"; then the question of
    the answer it followed, as reading on it (the request alone, when nothing came before)."""
    researched = session.analyses[index].researched
    if not _asks_for_reading(session.analyses[index].question):
        return f"_{truncate(researched, 160)}_"
    followed = next((a for a in reversed(session.analyses[:index]) if not _asks_for_reading(a.question)), None)
    if followed is None:
        return f"_{truncate(session.analyses[index].question, 160)}_"
    return f"further reading on _{truncate(followed.researched, 160)}_"


def _sources_reply(analysis: Analysis, index: int, listed: str) -> Reply:
    """`listed`: what the list is headed by (`_listed_for`)."""
    citations = _shown_citations(analysis)
    if not citations:
        return info_reply("That answer has no sources.")
    # A pasted log or trace as the question would head the list whole.
    lines = [f"Sources for {listed}:"]
    for c in citations:
        where = f" — {c.location}" if c.location else ""
        section = f" › {c.heading}" if c.heading else ""
        lines.append(f"{c.number}. {c.title}{section}{where}")
    reply = info_reply("\n".join(lines))
    reply.kind = "sources"
    reply.citations = citations
    reply.analysis_index = index
    return reply


def _together(shown: list[Reply]) -> Reply:
    """Several sources' replies as one message, in the order asked; a number the answer lacks is said
    in place of its source."""
    reply = info_reply("\n\n".join(r.markdown for r in shown))
    reply.kind = "source"
    reply.citations = [c for r in shown for c in r.citations]
    reply.analysis_index = shown[0].analysis_index
    return reply


def _source_reply(analysis: Analysis, index: int, number: int) -> Reply:
    citations = _shown_citations(analysis)
    for c in citations:
        if c.number == number:
            where = f"\n{c.location}" if c.location else ""
            heading = f" › {c.heading}" if c.heading else ""
            quote = "\n".join(f"> {line}" for line in c.snippet.splitlines() if line.strip())
            if not quote:
                # Asked to see it, a bare title reads as a reply cut short.
                at = "; read it at the address above" if c.location else ""
                quote = f"No passage of it was kept with this answer{at}."
            reply = info_reply(f"**[{c.number}] {c.title}{heading}**{where}\n\n{quote}")
            reply.kind = "source"
            reply.citations = [c]
            reply.analysis_index = index
            return reply
    numbers = ", ".join(str(c.number) for c in citations) or "none"
    return error_reply(f"There's no source [{number}] in that answer; its sources are: {numbers}.")


# Small talk and its reply, tried in this order ("sorry?" is puzzlement before "sorry" an apology);
# the third is the reply in a thread with no answer yet, where "Which part should I explain?" or
# "Glad it helps" spoke of an answer nobody had been given (None: the same reply).
_ASK_ONE = "Ask me a question and I'll research it with cited sources."
# Doubt, puzzlement or a question of trust said before any answer: there is nothing yet to doubt.
_NOTHING_ANSWERED = f"I haven't answered anything in this thread yet. {_ASK_ONE}"
# Slack users expect the bot to see a thread's messages; it is given only those said to it.
_READ_ONLY_SAID = "I only read messages said to me, not the rest of a thread"
# What such a user can do instead: the question itself, which the bot does see.
_ASK_IN_WORDS = "Ask me the question itself, in words, and I'll research it with cited sources."
_SMALLTALK: tuple[tuple[re.Pattern[str], str, str | None], ...] = (
    (_GREETING, "Hi! Ask me a question and I'll research it with cited sources. Say `help` to see what else I can do.",
     None),
    (_THANKS, "You're welcome! Ask a follow-up here any time.", "You're welcome! Ask me a question here any time."),
    (_ACK, "Glad it helps. Ask a follow-up here any time.", f"OK. {_ASK_ONE}"),
    (_DECLINE, "OK. Ask a new question or a follow-up here whenever you like.",
     "OK. Ask me a question here whenever you like."),
    (_SET_ASIDE, "OK, I'll leave that there. I can't forget one answer on its own: follow-ups here still read this "
     "thread's answers, and `reset` forgets them all. Ask your next question whenever you like.",
     "OK. Ask me a question here whenever you like."),
    (_FAREWELL, "Bye! Ask here again any time.", None),
    (_PREAMBLE, "Go ahead: ask it, and I'll research it.", None),
    (_DOUBT, "Sorry if that missed. Say `sources` to check what it rests on, `regenerate` to research it again, "
     "or ask again saying what you need.", _NOTHING_ANSWERED),
    (_TRUST, "I can't vouch for it beyond its sources: every sentence rests on the documents it cites, and I know "
     "none of their dates. Say `sources` to see which documents they are, and check them there.",
     _NOTHING_ANSWERED),
    (_PRAISE, "Thanks! Ask a follow-up here any time.", "Thanks! Ask me a question here any time."),
    (_PUZZLED, "Which part should I explain? Ask about it in words, or say `detailed` for the full report "
     "and `sources` for where it came from.", _NOTHING_ANSWERED),
    (_APOLOGY, "No problem. Ask a new question or a follow-up here whenever you like.",
     "No problem. Ask me a question here whenever you like."),
    (_MURMUR, "Ask a follow-up here any time, or say `help` to see what I can do.",
     "Ask me a question here any time, or say `help` to see what I can do."),
)
_EMOJI_ALONE = (
    "I research questions put in words. Ask a follow-up here, or say `help` to see what I can do.",
    "I research questions put in words. Ask me a question here, or say `help` to see what I can do.",
)


def smalltalk(text: str, answered: bool = True, session: Session | None = None) -> Reply | None:
    """The reply to `text` when it is small talk, else None; `answered`: the thread holds an answer;
    `session`, when given, tells of a question of its that got none."""
    # "yes please", "please, no": small talk with a polite word, as commands take one.
    t = _POLITE.sub("", _normalise(text)) or _normalise(text)
    if not answered and session is not None and (_PUZZLED.match(t) or _DOUBT.match(t)) and (asked := _unanswered(session)):
        # "what?" under "I found nothing relevant to …" was told "I haven't answered anything in this thread yet".
        return Reply(kind="smalltalk", markdown=_got_no_answer(asked, None).markdown)
    said = next(((after, before) for pattern, after, before in _SMALLTALK if pattern.match(t)), None)
    if said is None and _emoji_alone(t):
        said = _EMOJI_ALONE
    if said is None:
        return None
    after, before = said
    return Reply(kind="smalltalk", markdown=after if answered or before is None else before)


# Asked to reword the answer: simpler, in another shape, in another language. Only a model writes; without one,
# researched as follow-ups ("Simpler please for CrashLoopBackOff", "Answer in french for …") they posted a new
# extractive answer, no simpler, no table, no French, with no word of why (`Assistant` asks only then).
_REWORD_OPENER = (
    r"(?:(?:can|could|would) (?:you|u) (?:please )?)?(?:(?:make|put|format|write|rewrite|give|show|explain|say|answer|reply|"
    r"translate|summari[sz]e)(?: me)?(?: (?:it|that|this|the answer))? ?)?"
)
_REWORD: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("more simply", re.compile(
        rf"^{_REWORD_OPENER}(?:simpler|more simply|in simpler (?:terms|words)|in plain (?:english|language|words)"
        r"|like (?:i'?m|i am) (?:5|five)|eli5|dumb(?:ed)? (?:it |that )?down)$|^simplify(?: (?:it|that|this))?$"
    )),
    ("as a table", re.compile(rf"^{_REWORD_OPENER}(?:as|in(?:to)?) (?:a )?table$")),
    ("as a list", re.compile(rf"^{_REWORD_OPENER}(?:as|in(?:to)?) (?:a )?(?:bullet(?:ed)? (?:points|list)|bullets|(?:numbered )?list)$"
                             r"|^bullet points$")),
    # Every language `about` knows a user may name, not only the best-read: "answer in greek" was researched.
    ("in another language", re.compile(rf"^{_REWORD_OPENER}(?:in(?:to)?|to) ({'|'.join(about.SPOKEN_LANGUAGES)})$")),
)


def reword_asked(text: str) -> str | None:
    """How the answer is asked to be reworded ("more simply", "as a table", "in French"), or None: without a model
    it is said that answers quote the documents (`cannot_reword`), instead of researching the request."""
    t = _POLITE.sub("", _normalise(text)).strip(" .!?") or _normalise(text)
    for asked, pattern in _REWORD:
        if m := pattern.match(t):
            return f"in {m.group(1).capitalize()}" if asked == "in another language" else asked
    return None


def cannot_reword(asked: str) -> Reply:
    """Said without a model to `reword_asked`: extractive answers are the documents' own sentences."""
    return info_reply(
        f"I can't rewrite an answer {asked}: no language model is configured, so my answers quote the indexed "
        "documents' own sentences, as written. Say `tl;dr` or `detailed` for another length, or `export` for a file. "
        "Whoever runs me can set `LLM_MODEL` for answers I write myself."
    )


# A message of web addresses alone, as typed or as Discord's `<…>` (no preview) sends them. An
# address is read in ASCII: words run on after one without a space ("…/datasets没有相应的数据集") are words.
_LINKS_ONLY = re.compile(r"(?:<?(?:https?://|www\.)[\x21-\x3b=\x3f-\x7e]+>?[\s,;.!?]*)+", re.I)


def links_only(text: str) -> bool:
    """Whether `text` is web addresses and nothing else: no source opens a given address."""
    return bool(_LINKS_ONLY.fullmatch(text.strip()))


def has_search_words(text: str) -> bool:
    """Whether research would search `text` for anything: asked of the search's own reading."""
    from core.sources.query import analyse  # the analyser loads with the first message that needs it

    return bool(analyse(text).groups)


def nothing_to_search(text: str, dm: bool = False) -> Reply:
    """Said to a message with no word to search ("any idea?", "what do you think about this?") in a
    thread with no answer to follow up: mentioned in colleagues' thread, such a message points at
    messages the bot never saw, and was answered "I found nothing relevant to “any idea?” …". In a
    DM every message is said to the bot, so what it reads is not explained there."""
    unread = "" if dm else f", and {_READ_ONLY_SAID}"
    return info_reply(
        f"There's nothing in “{truncate(text, 80)}” I can search for{unread}, so I can't tell "
        f"what it's about. {_ASK_IN_WORDS}"
    )


# Slack sends emoji as shortcodes (`:tada:`, `:+1::skin-tone-3:`).
_SHORTCODE = re.compile(r":[a-z0-9_+'\-]+:")
_CLOSING_SHORTCODE = re.compile(r"\s*:[a-z0-9_+'\-]+:$")
# Emoji are symbols (So); skin tones (Sk), variation selectors (Mn), keycaps (Me) and the
# joiner (Cf) only shape them.
_EMOJI_PARTS = frozenset({"So", "Sk", "Mn", "Me", "Cf"})


def _emoji_alone(text: str) -> bool:
    """Emoji and nothing to research ("🙏🙏", ":tada: :rocket:"): it was researched as a follow-up."""
    rest = _SHORTCODE.sub("", text)
    categories = [unicodedata.category(c) for c in rest if not c.isspace()]
    if rest == text and "So" not in categories:
        return False
    return all(c in _EMOJI_PARTS or c[0] == "P" for c in categories)

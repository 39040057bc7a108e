"""The numeric features the follow-up model scores.

Few and structural on purpose, so they carry over from the conversations the
model was fitted on to threads about other subjects: the cues' prior weights,
how much of the question the thread already knows (words, names, embedding
similarity), the question's own shape, dialogue acts (a correction, a
rejection followed by a new request, a declared topic shift), whether the
message is self-contained (new subject words, nothing referring outside it) or
leaves the conversation's focus, and whether the thread holds any answer at all.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from core.extract import entity_spans
from core.followup.antecedent import first_referring, referring_word
from core.followup import shape
from core.followup.cues import REFERRING, Cue, names_own_subject, shift_body
from core.followup.prose import laid_out_in_lines
from core.followup.thread import Thread
from core.followup.words import mentions, norm, stems, terms
from core.vocab import AUXILIARIES, PROJECT_NOUNS, SECOND_PERSON, STOPWORDS, WH_WORDS

CUE_KINDS = (
    "position", "listed", "identifier", "far_reference", "correction", "elaboration", "ellipsis", "pronoun",
    "tail", "definite", "short", "comparative",
)
AGAINST_KINDS = ("definitional", "novel", "names", "length", "options", "rejection", "shift")

FEATURES: tuple[str, ...] = (
    *(f"cue:{k}" for k in CUE_KINDS),
    *(f"against:{k}" for k in AGAINST_KINDS),
    "has_answer", "exchanges", "words", "subject_terms", "novel_terms", "known_share",
    "new_names", "names", "wh_first", "yes_no", "fragment", "conjunction_lead", "points_back",
    "person_pronoun", "one_anaphora", "definite_unknown", "subjectless",
    "overlap_last", "overlap_thread", "overlap_first", "embed_last", "embed_max", "embed_answer",
    "topic_shift", "self_contained", "focus_absent", "names_context", "own_subject",
    "project_reference", "addressee", "availability", "support_frame", "way_to", "own_detail",
    "own_setup", "coined_names", "rare_words", "statement", "defines_name_technical", "defines_name_topical",
    "reply_opener", "request_verb", "continues", "generic_claim", "subject_first", "laid_out_in_lines", "general_frame",
    "shape_logit", "own_report", "novel_known", "words_before_pointing", "points_ahead",
)
# Columns read again through another one, so the fit can weigh them apart where it holds: a
# message laid out in lines (an issue's body, steps, a log), one naming the thread's place,
# and the thread's length (tools/data/TUNING.md, thirty-sixth pass, ifu67). None reads a
# column the trainer sets again.
_THROUGH: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("in_lines", "laid_out_in_lines", ("words", "project_reference", "against:length", "subject_terms", "names", "embed_max")),
    ("in_context", "names_context", ("embed_max", "overlap_thread", "known_share", "overlap_first", "overlap_last", "embed_last")),
    ("by_length", "exchanges", ("known_share", "overlap_thread", "embed_max", "embed_last", "overlap_first", "overlap_last", "embed_answer")),
)
FEATURES += (*(f"{prefix}:{c}" for prefix, _, cols in _THROUGH for c in cols), "own_statement")
_FOCUS_ABSENT, _RARE_WORDS, _NEW_NAMES, SHAPE_COLUMN, OWN_REPORT = (
    FEATURES.index(n) for n in ("focus_absent", "rare_words", "new_names", "shape_logit", "own_report")
)

_PERSON = re.compile(r"\b(he|she|his|her|hers|him|himself|herself)\b", re.I)
_ONE = re.compile(r"\b(?:a|an|the|this|that|which|new|other|smart|cheap|best|good|first|second|last)\s+(?:\w+\s+)?ones?\b", re.I)
# Definite descriptions in lower case ("the script", "the failover time") lean on what
# the reader already knows; "the Apache Foundation" is a name, not a reference.
_DEFINITE_NP = re.compile(r"\b[Tt]he\s+((?:[a-z][\w.-]*\s+){0,2}[a-z][\w.-]*)")
_CONJUNCTION = re.compile(r"^\s*(?:and|or|but|so|also|then|plus|now|ok(?:ay)?|what about|how about)\b", re.I)
_SHIFT = re.compile(
    r"\b(?:new|different|another|separate|unrelated|other) (?:question|topic|thing)\b|\bunrelated\b|\bswitching gears\b|"
    r"\bon (?:a|an) (?:different|other|unrelated|separate) note\b|\bby the way\b|\bbtw\b|\bseparately\b|\bchanging (?:the )?subject\b",
    re.I,
)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# "this project", "the app", "your library": the thing the thread is about, not named.
_PROJECT_REF = re.compile(
    rf"\b(?:this|the|your|ur|our)\s+(?:{'|'.join(sorted(PROJECT_NOUNS))})s?\b", re.I
)
# Asking whether something exists or is coming ("Is there a public roadmap?", "Any plans
# for an official docker image?", "Could we get ...?"): of a project, unless it names one.
_AVAILABILITY = re.compile(
    r"^\W*(?:@\w+\W+)*(?:(?:is|are)\s+there\s+(?:a|an|any|some)\b(?!\s+(?:\w+\s+)?(?:way|option|method|possibility)s?\b)|any\s+(?:plans?|updates?|news|eta|progress|chance|timeline)\b|"
    r"(?:could|can)\s+(?:we|i|you)\s+(?:get|have|add|provide|release|share)\b|will\s+there\s+be\b|"
    r"(?:do|does|did)\s+(?:you|it|this)\s+(?:have|plan|support|provide|offer|work)\b)|\b(?:planned|roadmap|eta)\b",
    re.I,
)
# "support Python 3.13", "run on Windows", "work with PostgreSQL": a name in this frame is
# where or with what the thread's thing is used, not a subject of the question's own.
_SUPPORT_FRAME = re.compile(
    r"\b(?:support(?:s|ed|ing)?(?:\s+for)?|run(?:s|ning)?\s+(?:on|in|under)|work(?:s|ing)?\s+(?:on|with|in|under)|"
    r"compatible\s+with|available\s+(?:on|for|in)|port(?:ed)?\s+to|(?:version|build|release|image|binary|app)\s+for|"
    r"install(?:ed)?\s+(?:on|in))\s+\S",
    re.I,
)
# Asking how to do something ("Is there a way to set timeouts per client?", "How can I
# ...", "is it possible to ..."): a request that carries its own task, unlike the
# availability of a feature of the thread's thing.
_WAY_TO = re.compile(
    r"\b(?:is\s+there\s+(?:a|an|any)\s+(?:\w+\s+)?(?:way|option|method|possibility)s?|(?:is|would)\s+it\s+(?:be\s+)?possible\s+to|"
    r"how\s+(?:do|can|should|could|would)\s+(?:i|we|one)|how\s+to)\b",
    re.I,
)
# A wish or request put to the makers ("Please add ...", "Would be nice to have RAW
# support", "Could Vim key bindings be supported?", "Any plans to add Chromecast
# support?", "+1"): it asks something of someone, like a question does.
_REQUEST = re.compile(
    r"\bplease\s+(?:add|consider|support|implement|make)\b|"
    r"\b(?:would|it'?d|will)\s+be\s+(?:very\s+|really\s+|so\s+|super\s+)?(?:nice|great|cool|awesome|good|helpful|useful|wonderful|a\s+dream)\b|"
    r"\b(?:be|get)\s+(?:easily\s+)?(?:supported|added|implemented)\b|\bany\s+plans?\s+(?:to|for|of)\b|\bwould\s+you\s+consider\b|"
    r"\bi\s+(?:want|would\s+like|'d\s+like|wish)\b|^\W*\+1\b|\bfeature\s+request\b",
    re.I,
)
_PERSONAL = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|we|our|us|you|your)\b", re.I)
# The message's own specifics: code, a file, a version. A question that quotes them
# states what it is about; one leaning on the thread rarely does.
_OWN_DETAIL = re.compile(r"`|\w/[\w.-]+\.\w{1,5}\b|\b[\w-]+\.(?:py|js|ts|yml|yaml|json|toml|go|rs|sh|cfg|ini)\b|\bv?\d+\.\d+(?:\.\d+)?\b")
# "I installed ...", "We're running ...", "Our site is using ...": the asker states their
# own setup, as an issue's first post does.
_SETUP = re.compile(
    r"^\W*(?:(?:hi|hello|hey)\b\W*)?(?:i(?:'m| am| was| have| had|'ve)?|we(?:'re| are| have|'ve)?|our|my)\s+"
    r"(?:\w+\s+){0,2}(?:trying|installed|using|running|seeing|deployed|set\s+up|built|want|would\s+like|have|had|use|run|is|are|noticed|got)\b",
    re.I,
)
# Product and platform names people type as one coined word: letters and digits mixed
# ("armv7", "ipv6", "html2text"), inner capitals ("InvenTree", "rirSim"), or a capitalised
# word that opens the message as the subject of a verb in "-s" ("Hyper uses ...");
# dictionary words are none of these.
_COINED = re.compile(r"\b(?:[A-Za-z]+\d+[A-Za-z\d]*|[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)\b")
_OPENING_NAME = re.compile(r"^\W*([A-Z][a-z]+[\w.+-]*)\s+[a-z]+[^s\W]s\b")
# The subject of a yes/no question ("Does forwardproxy support ...", "is the ROCm ..."),
# of a clause after "if/whether/chance" ("I want to know if PDF.js supports ..."), or of
# the opening clause ("Hyper uses ...").
_SUBJECTS = (
    re.compile(r"\b(?:does|do|did|is|are|was|were|can|could|will|would|should|has|have)\s+(?:the\s+|a\s+|an\s+)?([\w.+/-]+)", re.I),
    re.compile(
        r"\b(?:if|whether|chance|why|how|when)\s+(?:the\s+)?([\w.+/-]+)\s+(?:\w+\s+)?"
        r"(?:supports?|works?|uses?|runs?|is|are|has|can|could|will|does)\b",
        re.I,
    ),
    re.compile(r"^\W*(?:the\s+)?([A-Za-z][\w.+/-]*)\s+(?:supports?|works?|uses?|runs?|is|are|has|can|could|will|does|doesn't|isn't|won't|can't)\b"),
)
_SOMEONE = frozenset({"anyone", "anybody", "someone", "somebody", "everyone"})
# A word as people type names: "pyannote.audio", "docker-compose", "mu_s".
_NAME_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[.\-_][A-Za-z0-9]+)*")
# "What does the Linux Foundation do?", "Who was Anne Bonny?": what or who a thing is.
_DEFINES = re.compile(r"^\W*(?:(?:so|ok|and)\s+)?(?:what(?:'s|s)?|who(?:'s)?)\s+(?:is|are|was|were|does|do|did)?\b", re.I)
# Names only a technical text has: the lexicons' products, code identifiers and IDs
# (a capitalised "name" or an acronym is as likely a person, a place or an event).
_PLAIN_NAME_KINDS = frozenset({"name", "acronym"})
# A message that opens by answering or acknowledging someone ("Thanks, ...", "Yes, I
# did ...", "Oh, ...", "Sorry, ...", "Same here ..."): a reply to a turn of the thread.
# An issue's first post, lent into another thread, opens with its own subject instead.
# A request in the imperative ("Add support for Ollama", "Use StrCmpLogicalW.", "Fix:
# `f.Sync()` before the rename") leaves unsaid what it is to be done to: in a thread that
# is the thread's project. The verbs were listed before reading their matches.
_REQUEST_VERB = re.compile(
    r"^\W*(?:use|add|fix|integrate|try|set|make|remove|install|run|change|allow|implement|support|provide|enable|"
    r"disable|replace|switch|call|update|upgrade)\b",
    re.I,
)
_REPLY_OPENER = re.compile(
    r"^\W*(?:@\S+\W+)*(?:thanks|thank\s+you|thx|ty|yes|yeah|yep|yup|no|nope|ok|okay|oh|ah|hmm+|sorry|same|right|confirmed)(?![\w'-])",
    re.I,
)
# A message that carries on from a turn before it by how it opens: a report of what was
# done, without its subject ("Changed KB to KiB so ...", "Replaced the bottom button
# ...", "Fixed in 0.3.16"); a verdict on what was shown ("LGTM!", "Looks good", "Nice!",
# "+1", "Any update?"); or a connective ("Thus ...", "This is because ...", "In that
# case, ...", "However, ...", "Edit: ..."). An issue's first post or a remark lent from
# another thread opens with its own subject instead.
_CONTINUES = re.compile(
    r"^\W*(?:@\S+\W+)*(?:[A-Z][a-z]{2,}(?<!e)ed\b|[A-Z][a-z]+ed\s+(?:to|the|a|an|all|every|from|in|it|this|that)\b|"
    r"(?i:lgtm|looks\s+good|perfect|great|nice|awesome|cool|excellent|works|confirmed|\+1|ping|bump|any\s+updates?)\b|"
    r"(?i:thus|hence|therefore|because|this\s+is\s+because|otherwise|instead|however|in\s+that\s+case|that\s+said|"
    r"in\s+case|as\s+for|regarding)\b|(?i:edit|update)\s*:)"
)
# A claim about how things are ("iOS devices zoom into text inputs if ...", "KiB = 1024
# bytes", "Relative timestamps are nice, when ..."): a plain statement in the present,
# with nothing in the past. Lent into a thread of the same area it shares the thread's
# words; a statement continuing a thread mostly reports what happened ("Several inputs
# were sized 13-15px, ...").
_PRESENT = re.compile(r"\b(?:is|are|has|have|can|will|means|does|do|should|must|makes|allows|increases|supports)\b", re.I)
_PAST = re.compile(r"\b(?:was|were|had|did|[a-z]{3,}(?<!e)ed)\b")
# A statement that opens by naming what it is about, then says something of it ("Rename
# is an atomic operation.", "Notepad++ has a setting to ...", "Socks4 only support USERID
# auth."): its subject in full, as a remark lent from another thread or a sentence of the
# thread that stands alone has it. A pronoun ("It is ...", "This means ...") is no such
# subject, nor is a request in the imperative ("Add support for ...").
_SUBJECT_FIRST = re.compile(
    r"^\W*(?:the\s+|a\s+|an\s+)?([A-Za-z][\w+./-]*)(?:\s+[a-z][\w-]*)?\s+"
    r"(?:is|are|has|have|means|does|doesn't|isn't|can|can't|will|should|must|only|uses?|supports?|works?|seems?)\b",
    re.I,
)
# A message that opens on a general frame: a quantified subject ("Most style guides
# suggest ..."), a condition on anyone ("When you want to ..."), or a setting phrase ("In
# orienteering, ...", "On Windows, ..."). A remark lent into a thread of the same area
# states something in general so; a turn going on opens with a connective ("For example,
# ", "In fact, ") or points back ("In that case, "), which are no frame
# (tools/data/TUNING.md, twenty-eighth pass, ifu53).
_GENERAL_FRAME = re.compile(
    r"^\W*(?:most|many|several|few|every|all)\s+(?!likely\b|probably\b|of\s+(?:them|these|those|this|it)\b)[a-z]|"
    r"^\W*(?:when|if|once)\s+(?:you|one)\b|"
    r"^\W*(?!(?:for\s+(?:example|instance|one|now|me|us)|in\s+(?:fact|general|addition|particular|short|any\s+case|"
    r"the\s+meantime|my\s+case|our\s+case)|on\s+the\s+other\s+hand|with\s+that)\b)(?:in|on|for|with|under|at)\s+"
    r"(?!(?:\w+\s+){0,3}?(?:this|that|these|those|it|its|them|there|such|which|case|here)\b)(?:[\w.+-]+\s+){0,3}[\w.+-]+,\s",
    re.I,
)
# A demonstrative that points ahead, to matter the message quotes or links after it ("I get
# this error when I run the app: ``` ... ```", "Seeing these errors in the logs: ...", "I get
# the following error: `psql: FATAL ...`"): its referent is in the message, not in the thread
# (tools/data/TUNING.md, thirty-third pass, round 2, ifu64).
_POINTS_AHEAD = re.compile(
    r"\b(?:this|these|the\s+following|following)\s+(?:[\w-]+\s+)?(?:errors?|error\s+messages?|messages?|warnings?|"
    r"exceptions?|outputs?|logs?|lines?|commands?|code|snippets?|traces?|tracebacks?|stack\s*traces?|responses?|results?)\b",
    re.I,
)
_INTRODUCED = re.compile(r":\s|```|\n\s*>|\s>\s|https?://")
_ALNUM = re.compile(r"[A-Za-z0-9]+")
# "thank you" addresses nobody about anything.
_THANKS = re.compile(r"\bthank you\b", re.I)


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def _cosines(question: str, texts: Sequence[str]) -> list[float]:
    # The embedding model loads on first use (a few hundred ms, once per process).
    from core.followup.vectors import embedded

    vectors = embedded([question, *texts])
    return [float(vectors[0] @ v) for v in vectors[1:]]


def _novel_before_reference(q: str, thread: Thread) -> list[str]:
    """The subject words new to the thread that the message says before its first
    referring word (all of them when it has none)."""
    ref = REFERRING.search(q)
    before = q[: ref.start()] if ref else q
    return [t for t in terms(before) if norm(t) not in thread.vocabulary]


def _own_setup(q: str, thread: Thread) -> bool:
    """The message opens by stating the asker's own setup ("I installed X on a new server
    using docker ...", "Our websites are now using nginx-proxy ...") and names things the
    thread does not have before anything in it points back: how an issue is opened, not
    how a thread goes on ("I installed it again and ..." carries on)."""
    if not _SETUP.match(q) or len(_WORD.findall(q)) < 12:
        return False
    return len(_novel_before_reference(q, thread)) >= 3


def _plain_statement(q: str, thread: Thread) -> bool:
    """No question or request, nobody asking or asked, and nothing pointed back at. A
    pronoun said after the message has named two subject words of its own points inside
    it ("DevTools needs an inlined source map so it can show ...", "The -follow option
    affects only those tests which appear after it"): lent remarks are built so."""
    if "?" in q or _REQUEST.search(q) or _PERSONAL.search(q):
        return False
    return REFERRING.search(q) is None or len(_novel_before_reference(q, thread)) >= 2


def _technical(thread: Thread) -> bool:
    """The thread is about engineering (a product, an error, a config): it is held in a
    known place (an issue tracker's repository, a channel), or what was said in it names
    a product of the lexicons, code, an ID, a version or file, or a coined name. A thread
    of topics ("What is taught in sociology?") names people, places and events only."""
    if thread.context:
        return True
    text = "\n".join(f"{ex.question}\n{ex.answer}" for ex in thread.exchanges)
    if _OWN_DETAIL.search(text) or _COINED.search(text):
        return True
    return any(s.kind not in _PLAIN_NAME_KINDS for s in entity_spans(text))


def _coined_names(q: str, thread: Thread) -> int:
    """How many coined names the message has that the thread never used."""
    found = {m.group(0) for m in _COINED.finditer(q)}
    opening = _OPENING_NAME.match(q)
    if opening and opening.group(1).lower() not in {*STOPWORDS, *AUXILIARIES, *WH_WORDS}:
        found.add(opening.group(1))
    return sum(1 for w in found if norm(w) not in thread.vocabulary)


def _rare_words(q: str, thread: Thread) -> int:
    """How many words new to the thread the embedding model's vocabulary spells with more
    than one piece: the names of tools, projects and formats people bring in ("sslh",
    "weblate", "podman", "Izanami"), which no lexicon or capitalisation rule knows."""
    from core.embeddings import word_pieces

    found = set()
    for word in _NAME_WORD.findall(q):
        low = word.lower()
        if len(low) >= 3 and low not in STOPWORDS and norm(word) not in thread.vocabulary and word_pieces(low) > 1:
            found.add(low)
    return len(found)


def _named_subject(q: str, thread: Thread) -> bool:
    """The question's subject is a name the thread never had ("Does forwardproxy support
    ipv6?", "does LDAC work with V4A?"): a rare word, a capitalised word past the first,
    a word with digits, or a lexicon name or acronym."""
    from core.embeddings import word_pieces

    spans: list[tuple[int, int]] | None = None
    for pattern in _SUBJECTS:
        for m in pattern.finditer(q):
            word = m.group(1).strip(".")
            low = word.lower()
            if len(low) < 2 or low in STOPWORDS or low in AUXILIARIES or low in _SOMEONE or norm(word) in thread.vocabulary:
                continue
            if word_pieces(low) > 1 or (word[0].isupper() and m.start(1) > 0) or any(ch.isdigit() for ch in word):
                return True
            if spans is None:
                spans = [(s.start, s.end) for s in entity_spans(q) if s.kind != "code"]
            if any(a <= m.start(1) < b for a, b in spans):
                return True
    return False


def _subject_first(question: str) -> bool:
    """A statement whose opening words name its subject (`_SUBJECT_FIRST`)."""
    if "?" in question or _REQUEST_VERB.match(question):
        return False
    m = _SUBJECT_FIRST.match(question)
    return bool(m) and m.group(1).lower() not in {*STOPWORDS, *AUXILIARIES, *WH_WORDS}


def _points_ahead(written: str) -> bool:
    """A demonstrative and a noun of quoted matter (`_POINTS_AHEAD`) followed, within 120
    characters, by what introduces it (a colon, a code fence, a quote line, a link) and at
    least four words from there on."""
    for m in _POINTS_AHEAD.finditer(written):
        after = written[m.end() :]
        mark = _INTRODUCED.search(after[:120])
        if mark and len(_ALNUM.findall(after[mark.start() :])) >= 4:
            return True
    return False


def features(question: str, thread: Thread, pro: list[Cue], con: list[Cue], written: str | None = None) -> list[float]:
    """The feature vector of `question` against a non-empty `thread`, in `FEATURES` order.

    `written` is the message as received, its line breaks kept (tidying joins them);
    `question` itself when the caller has only that."""
    strongest: dict[str, float] = {}
    for cue in pro:
        strongest[cue.kind] = max(strongest.get(cue.kind, 0.0), cue.weight)
    against: dict[str, float] = {}
    for cue in con:
        against[cue.kind] = max(against.get(cue.kind, 0.0), cue.weight)

    stripped = question.strip()
    q = stripped
    # A declared change of subject is a feature; the request after it is what is measured.
    body = shift_body(q)
    declared = body is not None
    q = body or q
    toks = _WORD.findall(q.lower())
    subject = terms(q)
    novel = [t for t in subject if norm(t) not in thread.vocabulary]
    spans = entity_spans(q)
    new_names = [s for s in spans if s.canonical not in thread.entities and norm(s.text.split()[-1]) not in thread.vocabulary]
    first_wh = bool(toks) and toks[0] in WH_WORDS
    yes_no = bool(toks) and toks[0] in AUXILIARIES
    definites = [d for d in _DEFINITE_NP.findall(q) if stems(d)]
    definite_unknown = any(not (stems(d) & thread.vocabulary) for d in definites)

    q_stems = stems(q)
    known = len(q_stems & thread.vocabulary) / len(q_stems) if q_stems else 0.0
    last = thread.last
    first = thread.exchanges[0]
    user_turns = [ex.standalone or ex.question for ex in thread.exchanges if (ex.standalone or ex.question).strip()]
    # The model was fit on short answers: an answer's opening paragraph says what it is
    # about, while the steps or code a how-to quotes after it would blur the comparison.
    answers = [ex.answer.strip().split("\n\n", 1)[0] for ex in thread.exchanges if ex.answer.strip()]
    texts = user_turns[-3:] + answers[-1:]
    cos = _cosines(q, texts) if texts and toks else []
    user_cos = cos[: len(user_turns[-3:])]
    answer_cos = cos[len(user_turns[-3:]) :]
    own_subject = not REFERRING.search(q) and names_own_subject(q, thread)
    pointing = first_referring(q)
    # Asking what a name new to the thread is: in a thread of topics, mostly the next
    # facet of the topic ("What is Herbert Spencer known for?" after sociology: 20 of the
    # 34 fitting rows are follow-ups, all CAsT); in an engineering thread, another subject
    # (19 of 23 stand alone). The thread's kind is read only for this shape: it reads the
    # thread's whole text.
    defines = own_subject and bool(_DEFINES.match(q))
    technical = defines and _technical(thread)

    values = {
        **{f"cue:{k}": strongest.get(k, 0.0) for k in CUE_KINDS},
        **{f"against:{k}": against.get(k, 0.0) for k in AGAINST_KINDS},
        "has_answer": 1.0 if thread.has_answer else 0.0,
        "exchanges": math.log1p(len(thread.exchanges)),
        "words": math.log1p(len(toks)),
        "subject_terms": math.log1p(len(subject)),
        "novel_terms": math.log1p(len(novel)),
        "known_share": (len(subject) - len(novel)) / len(subject) if subject else 1.0,
        "new_names": math.log1p(len(new_names)),
        "names": math.log1p(len(spans)),
        "wh_first": 1.0 if first_wh else 0.0,
        "yes_no": 1.0 if yes_no else 0.0,
        "fragment": 1.0 if not first_wh and not yes_no and len(toks) <= 5 else 0.0,
        "conjunction_lead": 1.0 if _CONJUNCTION.match(q) else 0.0,
        # A pronoun or demonstrative as the rewrite reads one: not an "it" that stands for
        # nothing ("It would be great to configure LDAP-Sync ...", "is it possible to"), nor
        # a "that" opening a clause ("I think that ..."). Claims and wishes lent into a
        # thread of the same area carry such words and read as leaning on it when any counts.
        "points_back": 1.0 if referring_word(q) is not None else 0.0,
        "person_pronoun": 1.0 if _PERSON.search(q) else 0.0,
        "one_anaphora": 1.0 if _ONE.search(q) else 0.0,
        "definite_unknown": 1.0 if definite_unknown else 0.0,
        "subjectless": 1.0 if not subject else 0.0,
        "overlap_last": _jaccard(q_stems, stems(last.standalone or last.question)),
        "overlap_thread": known,
        "overlap_first": _jaccard(q_stems, stems(first.standalone or first.question)),
        "embed_last": user_cos[-1] if user_cos else 0.0,
        "embed_max": max(user_cos) if user_cos else 0.0,
        "embed_answer": answer_cos[0] if answer_cos else 0.0,
        "topic_shift": 1.0 if declared or _SHIFT.search(q) else 0.0,
        "self_contained": 1.0 if len(subject) >= 2 and novel and not REFERRING.search(q) else 0.0,
        "focus_absent": 1.0 if thread.focus and not ({norm(t) for t in subject} & thread.focus) else 0.0,
        # The message names the place it is asked in (an issue thread's repository, a
        # channel's subject): a question that names it needs nothing else from it.
        "names_context": 1.0 if mentions(q, thread.context) else 0.0,
        "own_subject": 1.0 if own_subject else 0.0,
        # Asking the makers about their thing ("Do you plan to support Windows?", "Is
        # this project still maintained?") leans on whatever the thread is about.
        "project_reference": 1.0 if _PROJECT_REF.search(q) else 0.0,
        # ... unless the thing said to support or run is named: "Does forwardproxy support
        # ipv6?" asks about forwardproxy, not about the thread's thing.
        "support_frame": 1.0 if _SUPPORT_FRAME.search(q) and not _named_subject(q, thread) else 0.0,
        "availability": 1.0 if _AVAILABILITY.search(q) else 0.0,
        "addressee": 1.0 if SECOND_PERSON & set(_WORD.findall(_THANKS.sub(" ", q).lower())) else 0.0,
        "way_to": 1.0 if _WAY_TO.search(q) else 0.0,
        "own_detail": 1.0 if _OWN_DETAIL.search(q) else 0.0,
        "own_setup": 1.0 if _own_setup(q, thread) else 0.0,
        "coined_names": math.log1p(_coined_names(q, thread)),
        "rare_words": math.log1p(_rare_words(q, thread)),
        # A remark about the world ("Canon does not publish the CR2 format", "Truecolour
        # means 16 million colours at once"): no question or request, nobody asking or
        # asked, nothing pointed back at. Paired threads lend such remarks as standalone
        # traps; a follow-up statement is mostly someone's own news ("I tried it ...").
        "statement": 1.0 if _plain_statement(q, thread) else 0.0,
        "defines_name_technical": 1.0 if technical else 0.0,
        "defines_name_topical": 1.0 if defines and not technical else 0.0,
        # Read on the whole message: a declared shift ("Thanks! Unrelated, but ...") keeps it.
        "reply_opener": 1.0 if _REPLY_OPENER.match(stripped) else 0.0,
        "request_verb": 1.0 if _REQUEST_VERB.match(stripped) else 0.0,
        "continues": 1.0 if _CONTINUES.match(stripped) else 0.0,
        "generic_claim": 1.0 if _plain_statement(q, thread) and _PRESENT.search(q) and not _PAST.search(q) else 0.0,
        "subject_first": 1.0 if _subject_first(stripped) else 0.0,
        # Items, steps or paragraphs: the body of what was opened before it (an issue's
        # title, a question asked), which a lent remark or a new question rarely is.
        "laid_out_in_lines": 1.0 if laid_out_in_lines(question if written is None else written) else 0.0,
        "general_frame": 1.0 if _GENERAL_FRAME.match(stripped) else 0.0,
        # How the whole message is built, read alone by a sub-model (`core.followup.shape`).
        "shape_logit": shape.active().logit(question),
        "own_report": 0.0,  # set below from the finished vector (`own_report`), as the trainer sets it again
        # The novelty cue counts new words whatever else the message says: a turn going on
        # that adds a few words of its own among many of the thread's gets the push of a
        # message that is all new. Its weight times the share of the message the thread
        # already has lets the fit take part of that push back.
        "novel_known": against.get("novel", 0.0) * known,
        # Where the first pointing word stands: a turn going on mostly opens on it ("This
        # fixed it"), a message complete on its own says its subject first and points back
        # into itself ("DevTools needs an inlined source map so it can show ...").
        "words_before_pointing": math.log1p(len(_ALNUM.findall(q[: pointing.start()]))) if pointing else 0.0,
        # Read on the message as written: the quoted matter is what tidying takes out.
        "points_ahead": 1.0 if _points_ahead(question if written is None else written) else 0.0,
    }
    for prefix, by, cols in _THROUGH:
        values.update({f"{prefix}:{c}": values[by] * values[c] for c in cols})
    # A plain statement that names a subject the thread never had: the fit adds the two
    # pushes apart, and takes part of them back where both hold.
    values["own_statement"] = values["own_subject"] * values["statement"]
    vector = [values[name] for name in FEATURES]
    vector[OWN_REPORT] = own_report(vector)
    return vector


def own_report(vector: Sequence[float]) -> float:
    """How far a message built like a turn going on names a subject of its own: the shape
    sub-model's reading as a probability, times the words or names new to the thread, where
    none of the message's subject words is in the thread's focus. The fit adds the shape's
    push and the own-subject columns apart, so "When I run X on my Y I get the following
    error" kept the shape's full push towards a follow-up however much it named of its own;
    the product lets the fit take that push back there. A function of the vector because the
    trainer sets the shape column again out of part, and this column with it."""
    named = max(vector[_RARE_WORDS], vector[_NEW_NAMES])
    return vector[_FOCUS_ABSENT] * named * 0.5 * (1.0 + math.tanh(vector[SHAPE_COLUMN] / 2.0))

"""Cues in a question that it leans on the thread, or that it stands alone.

Each cue carries a kind (what sort of reference it is), a prior weight and the
words it rests on. The learned model (`core.followup.model`) turns them, with
overlap and embedding features, into a calibrated probability; the rewriter
uses the same cues to know what to resolve.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from core.extract import entity_spans, find_identifiers, identifier_list
from core.followup.thread import Thread
from core.followup.words import norm, stems, terms
from core.text import STOPWORDS, compared_options
from core.vocab import AUXILIARIES, ORDINAL_PATTERN, ORDINALS, SECOND_PERSON, WH_WORDS

PRONOUNS = re.compile(r"\b(it|its|they|them|their|theirs)\b", re.I)
EXPLETIVE = re.compile(
    r"\bit(?:'s| is| was| would be| will be)\s+(?:\w+\s+)?(?:possible|worth|better|best|easier|harder|"
    r"hard|easy|safe|ok|okay|true|necessary|normal|common|recommended|advisable|wise|fine|bad|good)\b"
    r"(?!\s*\?)|\b(?:does|did|will|would) it take\b|\bmake it (?:work|to)\b|\bit depends\b"
    # The same asked: "Is it possible to run X as a service?", "would it be better to ...".
    r"|\b(?:is|was|isn't|would|will)\s+it\s+(?:be\s+)?(?:\w+\s+)?(?:possible|feasible|worth|better|best|easier|safe|ok|okay|"
    r"necessary|normal|recommended|advisable|a good idea)\s+(?:to|for|if|that)\b"
    # A judgement stated of the clause that follows ("It's likely that the variables ...
    # differ", "It is important to know when ..."), the same "it" as an object ("makes it
    # possible to report ...") and the weather's "it" ("It is a clear sunny day"): none
    # stands for anything, so none can point back. Wishes ("it would be nice to ...") stay
    # out: as a feature they read as the follow-ups the fitted model learned them to be.
    r"|\bit(?:'s| is| was)\s+(?:\w+\s+)?(?:likely|unlikely|clear|unclear|obvious|important|impossible|difficult|known|"
    r"expected|surprising|strange|weird|odd)\s+(?:that|to|whether|if)\b"
    r"|\bma(?:ke|kes|king|de)\s+it\s+(?:\w+\s+)?(?:possible|impossible|easy|easier|hard|harder|difficult|simple|simpler|"
    r"clear|obvious|safe|safer|convenient)\s+(?:to|for|that)\b"
    r"|\bit(?:'s| is| was)\s+(?:an?\s+)?(?:\w+\s+){0,2}?(?:day|night|morning|afternoon|evening|sunny|rainy|raining|"
    r"snowing|cloudy|windy|foggy)\b",
    re.I,
)
DEMONSTRATIVE = re.compile(r"\b(that|this|those|these)\b(?:\s+((?:first|second|third|last|other)\s+)?([a-z][\w.-]*))?", re.I)
_PRONOUN_FOLLOWERS = frozenset(
    "on off up down for in to with about from again too though work works happen mean cost apply "
    "matter help affect support".split()
)
_CLAUSE_BREAK = re.compile(r"[?.!;:—–]|\s-\s|,\s|\b(?:and|but|when|while|because|so|if|since|after|before)\b", re.I)
_DEFINITIONAL = re.compile(
    r"^(?:so\s+|ok\s+|and\s+)?(?:what(?:'s|s| is| are)|define|what does .{1,40} (?:mean|do))\s+(?!that\b|this\b|those\b|it\b|the\b|they\b)",
    re.I,
)


@dataclass
class Cue:
    kind: str
    weight: float
    referent: str
    why: str
    data: dict[str, Any] = field(default_factory=dict)


_POSITION_NOUNS = (
    "one|ones|option|alternative|choice|approach|thing|item|link|source|paper|result|section|phase|"
    "step|part|answer|point|tool|service|library|framework|database|db|article|doc|entry|route|method"
)
_POSITION = re.compile(rf"\b(?:the\s+)?({ORDINAL_PATTERN})\s+({_POSITION_NOUNS})\b|\bthe\s+(latter|former)\b", re.I)
# Any other noun after an ordinal ("the third library", "the 2nd approach") is a position
# too, but a weaker one: "the first time", "the last release" name no list item.
_ORDINAL_NP = re.compile(rf"\bthe\s+({ORDINAL_PATTERN})\s+([a-z][\w-]+)\b", re.I)
_NUMBERED_ITEM = re.compile(r"\b(option|choice|approach|alternative|step|item|suggestion|solution|number|no\.)\s*#?(\d{1,2})\b", re.I)
# "the approaches you listed", "those tools you mentioned": the whole list of the last answer.
LISTED = re.compile(
    r"\b(?:the|those|these|all(?: the)?|both(?: the)?|each of the)\s+(?:[\w-]+\s+){0,2}?(?:that\s+)?(?:you|u)(?:'ve| have)?\s+"
    r"(?:just\s+)?(?:listed|mentioned|suggested|recommended|described|compared|gave|showed|named|said|linked|cited|found|proposed)\b",
    re.I,
)
# "No, that's not it — tell me about Redis Streams": the rejection ends the thread's
# request and the rest is a new one of its own.
_REJECTION = re.compile(
    r"^\s*(?:(?:no|nope|nah|wrong|not quite)\b[\s,.!]*)*(?:that'?s not (?:it|what i (?:meant|asked|wanted))|not what i (?:meant|asked|wanted)|"
    r"that'?s wrong|forget (?:it|that)|never ?mind|scratch that|no)\b[\s,.!:;—–-]*",
    re.I,
)
_REQUEST = re.compile(r"^(?:(?:can|could) you |please |i want |i need )?(?:tell|explain|show|give|find|what|how|why|which|where|who|when|is|are|does|do|can)\b", re.I)
# A task handed to the assistant ("also, can you find the current pricing for Amazon SQS
# FIFO queues?", "please compare NATS and Kafka"), after at most a light opener. With a
# subject of its own named in it, the task needs nothing from the thread, however it opens
# (docs/labelling.md, rule 1); "can you add ...", "can you release ..." ask the makers for
# something of theirs and are not tasks.
_TASK = re.compile(
    r"^\W*(?:(?:also|and|plus|oh|ok(?:ay)?|so|one more thing)\b[\s,.!:;—–-]*)*"
    r"(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?|please\s+)"
    r"(?:find|look\s+up|search\s+for|research|compare|summari[sz]e|pull\s+up|dig\s+up|get\s+me|give\s+me|show\s+me|"
    r"list|recommend|suggest|draft|write|explain|tell\s+me\s+about)\b\s*",
    re.I,
)
# A declared change of subject opening the message ("Different question: ...", "Unrelated,
# but ...", "New topic - ...", "Switching gears, ...", "Also, separately: ..."): what
# follows is a request of its own, and it is what the cues and the rewrite read.
_SHIFT_LEAD = re.compile(
    r"^\s*(?:(?:ok(?:ay)?|also|and|oh|so|hey|thanks|thank you|cool|great)\b[\s,.!:;—–-]*)*"
    r"(?:(?:a |one )?(?:quick |small |totally |completely )?(?:different|separate|unrelated|new|other|another|off[- ]topic|side)\s+"
    r"(?:question|topic|thing|subject|one)"
    r"|(?:totally |completely |somewhat |slightly )?unrelated(?:\s+question)?|off[- ]topic|switching (?:gears|topics?)|"
    r"changing (?:the )?(?:subject|topic)|on (?:a |an )?(?:different|other|unrelated|separate|side|another) note|"
    r"separately|by the way|btw|new topic)"
    r"(?:\s*[,.:;!—–-]*\s*(?:but|though|now|here)\b\s*[,.:;!?—–-]*|\s*[,.:;!?—–-]+)\s*",
    re.I,
)
# Any word that can point outside the message: pronouns, demonstratives, "the same",
# "another", "there".
REFERRING = re.compile(
    r"\b(?:it|its|they|them|their|theirs|this|that|these|those|he|she|his|her|him|there|such|same|other|another|"
    r"else|former|latter)\b",
    re.I,
)
# A capitalised word past the first, or a name from the lexicons: the question's own subject.
_OWN_NAME = re.compile(r"(?<=\S)\s+([A-Z][\w.+-]*)")


def shift_body(question: str) -> str | None:
    """The request after a declared change of subject, or None when none is declared."""
    m = _SHIFT_LEAD.match(question)
    if m is None:
        return None
    body = question[m.end():].strip()
    return body if terms(body) else None


def names_own_subject(question: str, thread: Thread) -> bool:
    """Whether the question names a thing of its own that the thread never mentioned
    ("What are Cubesats?", "How can I begin learning Norwegian?"): with no referring
    word, such a question has no gap for a phrase of the thread to fill."""
    known = thread.vocabulary
    for m in _OWN_NAME.finditer(question):
        if m.group(1) != "I" and norm(m.group(1)) not in known:
            return True
    return any(s.canonical not in thread.entities and norm(s.text.split()[-1]) not in known for s in entity_spans(question))


def _names_its_task(body: str, thread: Thread) -> bool:
    """The object of a task names a subject of its own and nothing points outside it:
    no referring word, no "your" (the makers' thing), a name the thread never had."""
    if SECOND_PERSON & set(_WORDS.findall(body.lower())):
        return False
    return self_contained(body, thread) and names_own_subject(body, thread)


def self_contained(question: str, thread: Thread) -> bool:
    """Nothing in the question points outside it, and it names a subject the thread does
    not have (a name, or two new subject words)."""
    if REFERRING.search(question):
        return False
    novel = [t for t in terms(question) if norm(t) not in thread.vocabulary]
    return len(novel) >= 2 or (bool(novel) and names_own_subject(question, thread))
BARE_NUMBER = re.compile(r"^\s*(?:#|\[|number\s+|no\.\s*)(\d{1,2})\]?\s*[?.!]?\s*$", re.I)
_BRACKET = re.compile(r"\[(\d{1,2})\]")
_SOURCE_NUMBER = re.compile(r"\b(?:source|citation|reference|ref|link|result)\s*#?(\d{1,2})\b", re.I)
WHAT_IS_N = re.compile(r"^\s*(?:what(?:'s| is| was)|tell me about|explain)\s+(?:#|number\s+)?(\d{1,2})(?:\s+about)?\s*\??\s*$", re.I)

_FAR = re.compile(
    r"\b(?:go(?:ing)? back to|back to|returning to|from before|from earlier|earlier you|you (?:said|mentioned|found|"
    r"compared|listed|suggested|recommended|explained) (?:earlier|before|first|at the start)|"
    r"(?:the|your) (?:first|original|earlier|previous|initial) (?:answer|reply|question|explanation|thing you \w+|result)|"
    r"the first part of your \w+|at the (?:start|beginning))\b|\bcalled again\??$|\bagain\s*\?$",
    re.I,
)
CORRECTION_LEAD = re.compile(r"^\s*(?:(?:no|nope|nah|actually|sorry|oops|wait|correction|hmm|err?)\b[\s,.!:-]*)+", re.I)
_CORRECTION_BODY = re.compile(r"\bi mean?t\b|\b(?:it'?s|we'?re|we are|we use|we're on|i'?m on|i use)\b|\bnot\b|\binstead\b", re.I)
NOT_Y = re.compile(r"^(?P<x>.+?),?\s+(?:and\s+)?not\s+(?:the\s+|a\s+|an\s+|plain\s+|about\s+)?(?P<y>[\w.+#/ -]{2,40}?)\s*[.!?]?\s*$", re.I)
# "Sorry for sticking to someone else's thread", "YouTube ads are not blocked" (a "not"
# after an auxiliary negates a verb): they lean on the thread as a correction does (the
# cue's weight is learned and bounds the decision as before), but replace no slot of the
# last request, so the rewrite resolves them as any other follow-up.
_APOLOGY = re.compile(r"^\W*sorry\s+(?:for|to|about|if)\b", re.I)
_NEGATING = AUXILIARIES | {"am", "be", "been", "being"}
I_MEANT = re.compile(r"\bi mean?t\s+(?:for\s+|the\s+|a\s+|an\s+)?(?P<x>[^,.!?]+)", re.I)
ITS_X = re.compile(r"\b(?:it'?s|we'?re on|we are on|we use|i'?m on|i use|we'?re using)\s+(?:a\s+|an\s+|the\s+)?(?P<x>[^,.!?]+)", re.I)

ELAB_ONLY = re.compile(
    r"^\s*(?:(?:can you |could you |please )?(?:explain|elaborate|expand|say|tell me|go)\s*(?:a bit |a little )?"
    r"(?:more|further|deeper|in (?:more )?detail|on (?:that|this|it))|more detail|more please|go on|"
    r"why\s*(?:so|not|is that)?|how so|how come|elaborate|details?|and\??)\s*[?.!]*\s*$",
    re.I,
)
_ELAB_FOCUS = re.compile(
    r"^\s*(?:(?:can you |could you |please )?(?:go deeper|dig(?: deeper)?|deep dive|tell me more|say more|"
    r"explain more|more|elaborate|expand)\s+(?:on|into|about|in)\s+(?P<a>.+?)"
    r"|(?:can you |please )?explain\s+(?P<b>.+?)\s+(?:more|further|in (?:more )?detail)"
    r"|(?:explain|walk me through)\s+(?P<c>the\s+.+?\s+(?:bit|part|point|piece|section|step)))\s*[?.!]*\s*$",
    re.I,
)
_PART_NP = re.compile(r"\bthe\s+([\w.-]+(?:\s+[\w.-]+)?)\s+(bit|part|point|piece|one|angle|aspect)\b", re.I)
_EXACTLY = re.compile(r"\bexactly\s*\??\s*$|^where exactly\b|^so\s+(?:what|why|how)\b", re.I)
_ELLIPSIS = re.compile(
    r"^\s*(?:ok(?:ay)?,?\s+|so,?\s+|hmm,?\s+|right,?\s+)?"
    r"(?P<m>and\s+(?:for|with|in|on|if|what about|how about)?|what about|how about|same (?:for|with|question for|thing for|but for)|"
    r"what if|or|but for|now for|and)\b(?P<rest>.*)$",
    re.I,
)
_WORDS = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# Words that let an ellipsis fragment extend the previous question as it stands.
CONTINUATION = r"for|with|in|on|at|if|when|without|using|under|across|from|to|via|behind|inside|outside|over"
_TAIL = re.compile(r"\b(though|too|instead|as well|either|then|in that case)\s*[?.!]*\s*$", re.I)
_COMPARATIVE = re.compile(
    r"\b(cheaper|pricier|faster|slower|better|worse|easier|harder|simpler|safer|bigger|smaller|larger|"
    r"more expensive|less expensive|more reliable|more scalable)\b(?!.*\bthan\b)",
    re.I,
)
_VERBLESS_WHY = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+)?(?:why|how come)\s+(?!(?:do|does|did|is|are|was|were|would|should|can|could|will|"
    r"has|have|had|isn't|doesn't|don't|aren't|won't|can't|it|i|we|you|they|my|our)\b)",
    re.I,
)
DEFINITE = re.compile(r"\bthe\s+((?:[\w.-]+\s+){0,2}[\w.-]+)", re.I)
ID_NOUNS: dict[str, tuple[str, ...]] = {
    "incident": ("INC", "incident"),
    "ticket": ("QA", "PLAT", "DATA", "JIRA", "TICKET", "ticket", "OPS", "SUP", "BUG"),
    "pr": ("PR", "pull request", "#"),
    "pull request": ("PR", "pull request", "#"),
    "issue": ("/", "issue", "#"),
    "cve": ("CVE",),
    "vulnerability": ("CVE",),
    "alert": ("ALRT", "alert", "CA"),
    "rfc": ("RFC",),
    "doc": ("RFC", "doc"),
    "runbook": ("RB", "runbook"),
    "paper": ("arxiv", "doi", "paper"),
    "bug": ("BUG", "issue", "#"),
}
_ID_NP = re.compile(
    rf"\b(?:that|this|the|those)\s+(?:(?P<ord>{ORDINAL_PATTERN})\s+)?(?:(?P<mod>[\w-]+)\s+)?(?P<noun>{'|'.join(ID_NOUNS)})s?\b",
    re.I,
)


def _has_antecedent_before(question: str, start: int, possessive: bool) -> bool:
    """Whether something the pronoun can point at comes earlier in the question.

    A non-possessive pronoun cannot corefer with the subject of its own clause
    ("why does Supabase pause it" is not about Supabase pausing Supabase), so
    the antecedent must sit in an earlier clause; a possessive may look back
    into its own clause ("make pip ignore its cache").
    """
    before = question[:start]
    if possessive:
        return bool(terms(before) or entity_spans(before))
    breaks = list(_CLAUSE_BREAK.finditer(before))
    if not breaks:
        return False
    earlier = before[: breaks[-1].start()]
    return bool(terms(earlier) or entity_spans(earlier))


def _pronoun_cues(question: str, thread: Thread) -> list[Cue]:
    cues: list[Cue] = []
    if EXPLETIVE.search(question):
        question = EXPLETIVE.sub(lambda m: " " * len(m.group(0)), question)
    for m in PRONOUNS.finditer(question):
        word = m.group(1).lower()
        if word == "it" and re.match(r"\s+(?:is|was)\s+(?:a|an|the)\b.*:", question[m.end():]):
            continue
        possessive = word in {"its", "their", "theirs"}
        if _has_antecedent_before(question, m.start(), possessive):
            continue
        cues.append(Cue("pronoun", 0.8, m.group(1), f"'{m.group(1)}' has nothing to point at in the question itself"))
        break
    for m in DEMONSTRATIVE.finditer(question):
        word, noun = m.group(1), m.group(3)
        after = question[m.end(1):]
        if word.lower() == "this" and ":" in after:
            continue  # "Is this a good idea: ..." points forward
        if noun is None or noun.lower() in _PRONOUN_FOLLOWERS or re.match(r"\s*[?.!,]", after):
            if _has_antecedent_before(question, m.start(), False):
                continue
            cues.append(Cue("pronoun", 0.8, word, f"'{word}' points back to the last answer"))
            break
        if noun.lower() in STOPWORDS and noun.lower() not in {"one", "ones"}:
            continue  # "that is", "that we" - a relative or complement, not a pointer
        if norm(noun) in thread.vocabulary or noun.lower() in {"one", "ones"} or noun.lower() in ID_NOUNS:
            phrase = m.group(0)
            cues.append(Cue("pronoun", 0.85, phrase, f"'{phrase}' names something from the thread", {"noun": noun}))
            break
    return cues


def evidence(question: str, thread: Thread) -> tuple[list[Cue], list[Cue]]:
    """Cues for a follow-up and cues against, each with a weight."""
    q = question.strip()
    pro: list[Cue] = []
    con: list[Cue] = []
    if (body := shift_body(q)) is not None:
        # "Unrelated, but does it support TLS?" still leans on the thread through "it";
        # "Different question: how do I rotate certificates with cert-manager?" does not.
        if self_contained(body, thread):
            con.append(Cue("shift", 0.7, "", "declares a new topic and asks a complete question of its own"))
        q = body
    ql = q.lower()

    # Positions: "#2", "[3]", "the second option", "what is 3 about".
    if m := BARE_NUMBER.match(q) or WHAT_IS_N.match(q):
        pro.append(Cue("position", 0.95, m.group(0).strip(), f"'{m.group(0).strip()}' is a position in the last answer", {"n": int(m.group(1)), "noun": "one"}))
    else:
        # "[1]" cites an answer's numbered source only once an answer has given sources: in a
        # thread of the user's own turns (an issue under its title, messages before the bot
        # answered) it is the message's own footnote ("... spelled differently [1].") or a
        # regex's "[01]", and reaches nothing.
        answered = any(ex.answer.strip() or ex.citations for ex in thread.exchanges)
        if answered and (m := _BRACKET.search(q)):
            pro.append(Cue("position", 0.95, m.group(0), f"'{m.group(0)}' cites a numbered source", {"n": int(m.group(1)), "noun": "source"}))
        if m2 := _SOURCE_NUMBER.search(q):
            pro.append(Cue("position", 0.9, m2.group(0), f"'{m2.group(0)}' is a numbered source", {"n": int(m2.group(1)), "noun": "source"}))
        for m3 in _POSITION.finditer(q):
            word = (m3.group(1) or m3.group(3)).lower()
            noun = (m3.group(2) or "one").lower()
            if noun in {"answer", "question"}:
                continue  # "the first answer" reaches back a whole exchange: a far reference
            pro.append(Cue("position", 0.9, m3.group(0), f"'{m3.group(0)}' is a position in an earlier list", {"n": ORDINALS[word], "noun": noun}))
            break
        else:
            m4 = _NUMBERED_ITEM.search(q)
            m5 = next((m for m in _ORDINAL_NP.finditer(q) if m.group(2).lower() not in STOPWORDS), None)
            if m4 and m4.group(1).lower() not in {"number", "no."}:
                pro.append(Cue("position", 0.85, m4.group(0), f"'{m4.group(0)}' is a numbered item of the last answer", {"n": int(m4.group(2)), "noun": m4.group(1).lower()}))
            elif m5 and m5.group(2).lower() not in {"answer", "question", "time", "times", "place"}:
                weight = 0.8 if norm(m5.group(2)) in thread.vocabulary else 0.6
                pro.append(Cue("position", weight, m5.group(0), f"'{m5.group(0)}' may be a position in an earlier list", {"n": ORDINALS[m5.group(1).lower()], "noun": m5.group(2).lower()}))

    if m := LISTED.search(q):
        pro.append(Cue("listed", 0.9, m.group(0), f"'{m.group(0)}' points at what the last answer listed", {"match": m}))

    # Identifiers from earlier results: "open QA-318", "#1226", "that incident".
    ids = set(identifier_list(find_identifiers(q)))
    known = [i for i in thread.identifiers if i in ids or any(i.endswith(x) for x in ids if x.startswith("#"))]
    if known:
        pro.append(Cue("identifier", 0.9, known[0], f"'{known[0]}' comes from an earlier answer", {"id": known[0]}))
    m = _ID_NP.search(q)
    # "the runbook for the billing exporter" specifies a new one; "that runbook" does not.
    if m and thread.identifiers and not (
        m.group(0).lower().startswith("the ") and re.match(r"\s+(?:for|of|about|in|on|from)\s+\w", q[m.end():])
    ):
        pro.append(Cue("identifier", 0.85, m.group(0), f"'{m.group(0)}' names an ID from an earlier answer", {"match": m}))

    if m := _FAR.search(q):
        pro.append(Cue("far_reference", 0.9, m.group(0), f"'{m.group(0)}' reaches back to an earlier answer", {"match": m}))

    rejection = _REJECTION.match(q)
    fresh = q[rejection.end():].strip() if rejection else ""
    if rejection and fresh and _REQUEST.match(fresh) and self_contained(fresh, thread):
        con.append(Cue("rejection", 0.6, "", "rejects the answer and asks a new, complete question"))
    elif (task := _TASK.match(q)) and _names_its_task(q[task.end():], thread):
        con.append(Cue("task", 0.6, "", "hands over a task that names its own subject"))
    elif (lead := CORRECTION_LEAD.match(q)) and _CORRECTION_BODY.search(q[lead.end():]):
        if _APOLOGY.match(q):
            pro.append(Cue("correction", 0.9, "", "apologises and carries on with the thread", {"slot": False}))
        else:
            pro.append(Cue("correction", 0.9, q[lead.end():].strip(" ,."), "reads as a correction of the last request"))
    elif re.search(r"\bi mean?t\b", ql):
        pro.append(Cue("correction", 0.9, q, "'I meant' corrects the last request"))
    elif (m := NOT_Y.match(q)) and norm(m.group("y").split()[-1]) in thread.vocabulary and len(q.split()) <= 10:
        if m.group("x").split()[-1].lower() in _NEGATING:
            pro.append(Cue("correction", 0.85, "", f"denies '{m.group('y')}' of the thread's subject", {"slot": False}))
        else:
            pro.append(Cue("correction", 0.85, m.group(0), f"swaps '{m.group('y')}' from the thread for '{m.group('x')}'"))

    if ELAB_ONLY.match(q):
        pro.append(Cue("elaboration", 0.9, q.strip(" ?!."), "asks for more on the last answer"))
    elif m := _ELAB_FOCUS.match(q):
        focus = next(g for g in (m.group("a"), m.group("b"), m.group("c")) if g)
        weight = 0.85 if (stems(focus) & thread.vocabulary) or DEMONSTRATIVE.search(focus) or PRONOUNS.search(focus) else 0.45
        pro.append(Cue("elaboration", weight, focus, f"asks to go deeper on '{focus}'", {"focus": focus, "request": True}))
    elif (m := _PART_NP.search(q)) and (stems(m.group(1)) & thread.vocabulary):
        pro.append(Cue("elaboration", 0.85, m.group(0), f"'{m.group(0)}' is a part of an earlier answer", {"focus": m.group(1)}))

    if (m := _ELLIPSIS.match(q)) and len(m.group("rest").split()) <= 8 and not re.search(r"[—?;]\s*\w", m.group("rest")):
        # "what about on Windows?", "and for ARM64?", "and Kafka?": a fragment with no
        # predicate of its own can only be read into the last question.
        prepositional = re.search(rf"\b(?:{CONTINUATION})\s*$", m.group("m"), re.I) or re.match(
            rf"\s*(?:{CONTINUATION})\b", m.group("rest"), re.I
        )
        rest = _WORDS.findall(m.group("rest").lower())
        predicateless = bool(rest) and not set(rest) & (AUXILIARIES | set(WH_WORDS))
        weight = 0.9 if (prepositional or predicateless) and len(m.group("rest").split()) <= 4 else 0.85
        pro.append(Cue("ellipsis", weight, q.strip(" ?.!"), f"'{m.group('m')} …' continues the last question", {"rest": m.group("rest"), "marker": m.group("m")}))

    # "that's not it" rejects; its pronouns point at the answer being rejected, not at a referent.
    pro.extend(_pronoun_cues(fresh if rejection and fresh else q, thread))

    if m := _TAIL.search(q):
        pro.append(Cue("tail", 0.3, m.group(1), f"'{m.group(1)}' leans on what came before"))
    if _VERBLESS_WHY.match(q) and len(q.split()) <= 8:
        pro.append(Cue("elaboration", 0.6, q.strip(" ?"), "a 'why' fragment without its own verb"))
    if _EXACTLY.search(q):
        pro.append(Cue("elaboration", 0.4, q.strip(" ?"), "asks to pin down something already said"))

    subject = terms(q)
    known_terms = [t for t in subject if norm(t) in thread.vocabulary]
    novel = [t for t in subject if norm(t) not in thread.vocabulary]
    spans = entity_spans(q)
    new_names = [s.canonical for s in spans if s.canonical not in thread.entities and norm(s.text.split()[-1]) not in thread.vocabulary]
    words = len(q.split())

    definites = [d for d in DEFINITE.findall(q) if stems(d) and stems(d) <= thread.vocabulary]
    if definites:
        pro.append(Cue("definite", 0.3, f"the {definites[0]}", f"'the {definites[0]}' was in an earlier answer"))
    if subject and not novel and words <= 7:
        pro.append(Cue("short", 0.5, "", f"short, and every subject word ({', '.join(known_terms)}) comes from the thread"))
    if _COMPARATIVE.search(q) and not re.search(r"\b(?:or|vs\.?|versus|between)\b", ql) and known_terms:
        pro.append(Cue("comparative", 0.25, _COMPARATIVE.search(q).group(1), "compares without saying to what"))  # type: ignore[union-attr]

    # Evidence for a fresh question.
    if _DEFINITIONAL.match(q) and not any(c.kind in {"position", "identifier", "pronoun", "far_reference"} for c in pro):
        con.append(Cue("definitional", 0.45, "", "asks what something is, naming it in full"))
    repairs = {c.kind for c in pro} & {"ellipsis", "correction", "far_reference"}
    # An ellipsis or a correction brings its one new name on purpose ("and for MySQL?").
    allowance = 1 if repairs else 0
    if len(novel) > 1 + allowance:
        con.append(Cue("novel", min(0.6, 0.12 * (len(novel) - 1 - allowance)), "", f"new subject words: {', '.join(novel[:6])}"))
    if len(new_names) > allowance:
        con.append(Cue("names", min(0.45, 0.15 * (len(new_names) - allowance)), "", f"names its own subject: {', '.join(new_names[:4])}"))
    if words > 14:
        con.append(Cue("length", min(0.2, 0.04 * (words - 14)), "", f"long and self-contained ({words} words)"))
    if len(compared_options(q)) >= 2 and not repairs:
        con.append(Cue("options", 0.2, "", "names the options it compares"))
    return pro, con


STRONG_KINDS = frozenset({"position", "listed", "identifier", "far_reference", "correction", "elaboration", "ellipsis", "pronoun"})
# When a question carries several kinds of reference, the most specific one names it.
KIND_ORDER = ("identifier", "position", "listed", "far_reference", "correction", "ellipsis", "elaboration", "pronoun")


def primary_kind(pro: list[Cue]) -> str | None:
    """The most specific strong reference among the cues, if any."""
    kinds = {c.kind for c in pro if c.kind in STRONG_KINDS and c.data.get("slot", True)}
    return next((k for k in KIND_ORDER if k in kinds), None)

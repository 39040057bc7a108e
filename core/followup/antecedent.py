"""What a reference points at: candidate phrases from the thread, ranked by a learned scorer.

When the thread's answers name nothing the rules can pick (a chat of user
questions only, or a pronoun whose referent is the conversation's topic), the
antecedent is a phrase of an earlier turn: "What is throat cancer?" ... "What
are its symptoms?" -> "throat cancer". Candidates are runs of content words
(and their sub-spans) from recent turns plus the names answers mention; a
linear scorer fitted on human rewrites (`tools/train_followup.py`) weighs
recency, repetition, length, capitalisation, number agreement with the
pronoun, whether the phrase is what its turn asked about, and embedding
similarity to the question.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from core.extract import entity_spans
from core.followup.thread import Thread
from core.followup.weights import Weights
from core.followup.words import determined, mentions, norm, possessive, stems
from core.vocab import FILLER_WORDS, GENERIC_WORDS, INTENT_WORDS, STOPWORDS

MODEL_PATH = Path(__file__).resolve().parents[1] / "data" / "models" / "antecedent.json"

PERSONAL = frozenset("he she his her hers him".split())
PLURAL = frozenset("they them their theirs these those".split())
SINGULAR = frozenset("it its this that".split())
REFERRING = PERSONAL | PLURAL | SINGULAR
# Words that frame a request ("tell me about", "describe") rather than name its subject.
_FRAME = frozenset("tell describe explain give list show find provide discuss define name compare".split())
# Verbs and adjectives that end a noun phrase ("How long do Angora goats live?"): a
# phrase is what a pronoun stands for, never "goats live" or "angora goats good".
_PREDICATES = frozenset(
    """live lives lived living used known called considered related located based made caused causes
    cause affect affects affected help helps helped mean means start started begin began become became
    differ differs changed change changes grow grows grew happen happened happens die died dies eat eats
    ate come comes came include includes included contain contains need needs require requires required
    long short big small large high low important main common popular famous best worst easy easier hard
    harder safe dangerous healthy cheap expensive early late recent modern typical""".split()
)
# Thanks addresses the people in the thread: "Ok thank you." holds no thing "it" stands for.
_THANKS = frozenset("thank thanks thx".split())
_BOUNDARY = STOPWORDS | FILLER_WORDS | INTENT_WORDS | _FRAME | GENERIC_WORDS | _PREDICATES | _THANKS
_TOKEN = re.compile(r"[A-Za-z0-9][\w.+#-]*(?:'[A-Za-z]+)?")
# Code, paths, issue numbers and settings are details of a thread, never what "it" stands for.
_NOT_A_NAME = re.compile(r"[#=/\\\"<>{}\[\]()`@]|^\d|\.(?:py|js|ts|json|ya?ml|toml|md|txt)$")
# A phrase ending in a lower-case past participle ("Bitcoin generated", "oxygen transported"
# from "How is Bitcoin generated?") says what happens to a thing, not the thing: a pronoun
# never stands for it. A few nouns end in -ed too.
_VERB_HEAD = re.compile(r"(?<![A-Za-z])(?!(?:speed|breed|embed|seed|need|feed|bleed|steed)\b)[a-z]{2,}ed$")
_TOPIC_LEAD = frozenset("is are was were about of on for regarding".split())
_PASSIVE_AUX = frozenset("is are was were be been being get gets got getting".split())
_DEFINITE_BEFORE = re.compile(r"\bthe\s+$", re.I)
_PHRASE_BREAK = re.compile(r"[?!;:,]|\.(?:\s|$)")
_MAX_SPAN = 4
_RECENT_TURNS = 4

CANDIDATE_FEATURES: tuple[str, ...] = (
    "recency", "first_turn", "last_turn", "head_mentions", "all_mentions", "tokens", "single", "full_run",
    "capitalised", "entity", "plural_head", "number_agrees", "number_clashes", "person_capitalised",
    "in_question", "turn_start", "after_topic_lead", "last_run", "from_answer", "similarity", "context",
    "latest",
)


@dataclass(frozen=True)
class Candidate:
    text: str
    turn: int  # turns back from the newest (0 = the last exchange)
    start_token: int
    full_run: bool
    last_run: bool
    after_lead: bool
    from_answer: bool
    entity: bool
    # The thread's context (a channel title, an issue thread's repository), not a phrase of a turn.
    context: bool = False
    # Turns back from the newest to its latest mention (`turn` is its first in the window).
    latest: int = 0
    # Said with "the" where the thread first says it ("Tell me about the Bronze Age
    # collapse."): the rewrite says it so ("What came after the Bronze Age collapse?").
    definite: bool = False


def _runs(text: str) -> list[tuple[list[re.Match[str]], bool]]:
    """Maximal runs of content tokens, each with whether it follows a topic lead ("about", "is")."""
    toks = list(_TOKEN.finditer(text))
    runs: list[tuple[list[re.Match[str]], bool]] = []
    current: list[re.Match[str]] = []
    lead = False
    previous = ""
    end = 0
    for m in toks:
        word = m.group(0).lower().removesuffix("'s")
        # A sentence or list boundary ends a phrase: "on Ryujinx? Bhy now" holds no "Ryujinx Bhy".
        if current and _PHRASE_BREAK.search(text, end, m.start()):
            runs.append((current, lead))
            current = []
        end = m.end()
        # "when the worker is killed": a passive participle is what happens, not a thing.
        passive = word.endswith("ed") and previous in _PASSIVE_AUX
        if word in _BOUNDARY or word.isdigit() and len(word) < 3 or passive:
            if current:
                runs.append((current, lead))
                current = []
        else:
            if not current:
                lead = previous in _TOPIC_LEAD
            current.append(m)
        previous = word
    if current:
        runs.append((current, lead))
    return runs


def candidates(thread: Thread) -> list[Candidate]:
    """Phrases of recent turns (and the first, which often names the topic) and answer names."""
    out: dict[str, Candidate] = {}
    n = len(thread.exchanges)
    turns = sorted({*range(max(0, n - _RECENT_TURNS), n), 0})
    for index in turns:
        ex = thread.exchanges[index]
        back = n - 1 - index
        text = ex.standalone or ex.question
        names = entity_spans(text)
        runs = _runs(text)
        for r, (run, lead) in enumerate(runs):
            for i in range(len(run)):
                for j in range(i + 1, min(len(run), i + _MAX_SPAN) + 1):
                    start, end = run[i].start(), run[j - 1].end()
                    phrase = text[start:end].removesuffix("'s").strip(" .,;:?!")
                    key = phrase.lower()
                    if key in out:
                        out[key] = replace(out[key], latest=back)
                        continue
                    if not phrase or _NOT_A_NAME.search(phrase) or _VERB_HEAD.search(phrase):
                        continue
                    out[key] = Candidate(
                        text=phrase, turn=back, start_token=sum(1 for _ in _TOKEN.finditer(text[:start])),
                        full_run=(i == 0 and j == len(run)), last_run=(r == len(runs) - 1),
                        after_lead=lead and i == 0, from_answer=False,
                        entity=any(s.start <= start and end <= s.end for s in names), latest=back,
                        definite=_DEFINITE_BEFORE.search(text, 0, start) is not None,
                    )
        for name in ex.entities[:6] if ex.answer else []:
            key = name.lower()
            if key not in out and name not in (ex.standalone or "") and not _NOT_A_NAME.search(name):
                out[key] = Candidate(name, back, 99, True, False, False, True, True, latest=back)
    if thread.context and thread.context.lower() not in out and not _NOT_A_NAME.search(thread.context):
        out[thread.context.lower()] = Candidate(thread.context, n, 99, True, False, False, False, True, context=True, latest=n)
    return list(out.values())


def _is_plural(phrase: str) -> bool:
    head = phrase.split()[-1].lower()
    return head.endswith("s") and not head.endswith(("ss", "us", "is"))


def candidate_features(
    c: Candidate, pronoun: str | None, question_stems: set[str], turn_stems: list[set[str]], similarity: float
) -> list[float]:
    words = c.text.split()
    head = norm(words[-1])
    cand_stems = stems(c.text)
    plural_head = _is_plural(c.text)
    capitalised = sum(1 for w in words if w[:1].isupper()) / len(words)
    plural_pronoun = pronoun in PLURAL
    singular_pronoun = pronoun in SINGULAR
    values = {
        "recency": 1.0 / (1.0 + c.turn),
        "first_turn": 1.0 if c.turn == len(turn_stems) - 1 else 0.0,
        "last_turn": 1.0 if c.turn == 0 else 0.0,
        "head_mentions": math.log1p(sum(1 for s in turn_stems if head in s)),
        "all_mentions": math.log1p(sum(1 for s in turn_stems if cand_stems and cand_stems <= s)),
        "tokens": float(len(words)),
        "single": 1.0 if len(words) == 1 else 0.0,
        "full_run": 1.0 if c.full_run else 0.0,
        "capitalised": capitalised if c.start_token else max(0.0, capitalised - 1.0 / len(words)),
        "entity": 1.0 if c.entity else 0.0,
        "plural_head": 1.0 if plural_head else 0.0,
        "number_agrees": 1.0 if (plural_pronoun and plural_head) or (singular_pronoun and not plural_head) else 0.0,
        "number_clashes": 1.0 if (plural_pronoun and not plural_head) or (singular_pronoun and plural_head) else 0.0,
        "person_capitalised": capitalised if pronoun in PERSONAL else 0.0,
        "in_question": len(cand_stems & question_stems) / len(cand_stems) if cand_stems else 0.0,
        "turn_start": 1.0 if c.start_token == 0 else 0.0,
        "after_topic_lead": 1.0 if c.after_lead else 0.0,
        "last_run": 1.0 if c.last_run else 0.0,
        "from_answer": 1.0 if c.from_answer else 0.0,
        "similarity": similarity,
        "context": 1.0 if c.context else 0.0,
        "latest": 1.0 / (1.0 + c.latest),
    }
    return [values[name] for name in CANDIDATE_FEATURES]


# "that" joining a clause ("so that the system can send emails", "I think that we") or
# as a degree word ("that much RAM"), and "it" with nothing to stand for ("is it
# possible", "it would be worth"), point at nothing in the thread.
_THAT_CLAUSE_BEFORE = re.compile(
    r"\b(?:so|such|now|given|provided|except|know|knew|think|thought|mean|means|meant|say|says|said|sure|hope|seem|"
    r"seems|believe|notice|noticed|see|saw|found|note|assume|assuming|show|shows|shown|clear|possible|true|likely|fact|"
    r"ensure|make sure|check|read|heard|realize|realized|understand|guess|suppose|feel|wish|expect|way|is|was)\s*$",
    re.I,
)
_THAT_CLAUSE_AFTER = re.compile(
    r"^\s+(?:i|we|you|he|she|they|it|there|the|a|an|my|our|your|his|her|their|its|some|all|no|much|many|long|far|big|"
    r"bad|good|hard|easy|simple)\b",
    re.I,
)


# "the events that happen in the city": "that" after a noun and before its verb is relative.
_THAT_RELATIVE = re.compile(
    r"^\s+(?:happen|happens|happened|is|are|was|were|can|could|will|would|should|has|have|had|do|does|did|make|makes|"
    r"need|needs|use|uses|used|run|runs|work|works|cause|causes|caused|help|helps|get|gets|allow|allows|include|"
    r"includes|require|requires|support|supports|come|comes|live|lives|contain|contains|provide|provides|lead|leads|"
    r"occur|occurs|exist|exists|affect|affects)\b",
    re.I,
)


# "a new screen that shows the lyrics", "the flag that controlled it": after a noun, "that"
# before a verb in -s or -ed opens a relative clause (the rewrite's reading: the list
# above is the detector's).
_VERB_FORM = re.compile(r"^\s+[a-z]{2,}(?<!s)(?:s|ed)\b")


def _relative_after_noun(question: str, m: re.Match[str]) -> bool:
    before = re.search(r"([A-Za-z]{3,})\s+$", question[: m.start()])
    after = _VERB_FORM.match(question[m.end():])
    return bool(before and after) and before.group(1).lower() not in STOPWORDS and after.group(0).strip().lower() not in STOPWORDS


# "It would be nice to ...", "it'd be great if ...": an evaluation of the clause that
# follows, with nothing to stand for (the rewrite reads it; the cues count it as a
# pronoun, as the fitted follow-up model learned them).
_EXTRAPOSED = re.compile(
    r"\bit(?:'s| is| was| would be|'d be| will be| could be| might be)\s+(?:\w+\s+)?(?:nice|great|helpful|useful|cool|awesome|"
    r"interesting|convenient|important|difficult|simple|reasonable|ideal|preferable|handy|fantastic|amazing|beneficial)\s+"
    r"(?:to|if|that|when|for)\b",
    re.I,
)


# "It seems that ...", "it looks like ...", "it has been a year since ...": a raising or
# time frame whose "it" stands for nothing. Only the rewrite skips it ("So it has been a
# year since we discussed this" is not "So PipePipe has been a year ..."): read as a
# feature it helped the part it was read on only (ninth pass, ifu4), so `points_back`
# still counts it.
_RAISING = re.compile(
    r"\bit\s+(?:seems|seemed|looks\s+like|looked\s+like|appears|appeared|turns\s+out|turned\s+out)\b"
    r"|\bit(?:'s|\s+has|\s+had)\s+been\s+(?:\w+\s+){1,4}?(?:since|ago)\b",
    re.I,
)


# The same frames asked with the modals and words `EXPLETIVE` leaves out ("Could it be
# possible to install ...", "Wouldn't it be better to use ...", "would it be possible
# also to ...", "it will be cool idea to ..."). Only the rewrite reads them ("Could
# typora be possible to ..." replaced the wrong word); `EXPLETIVE` is a feature's
# input, so widening it would change what the fitted model learned.
_ASKED_EXPLETIVE = re.compile(
    r"\b(?:is|isn't|was|would|wouldn't|could|couldn't|will|should|might)\s+it\s+(?:be\s+)?(?:\w+\s+)?"
    r"(?:possible|feasible|worth|better|best|easier|safe|ok|okay|necessary|nice|great|cool|useful|helpful)\b"
    r"(?=\s*,|\s+(?:\w+\s+)?(?:to|for|if|that)\s+\w+\s+\w)"
    r"|\bit(?:'s| is| was| would be|'d be| will be| could be| might be)\s+(?:a\s+)?(?:\w+\s+)?idea\s+to\b",
    re.I,
)


def _expletive(question: str, m: re.Match[str], resolving: bool = False) -> bool:
    from core.followup.cues import EXPLETIVE

    frames = (EXPLETIVE, _EXTRAPOSED, _RAISING, _ASKED_EXPLETIVE) if resolving else (EXPLETIVE, _EXTRAPOSED)
    return any(e.start() <= m.start() < e.end() for p in frames for e in p.finditer(question))


def _referring(question: str, resolving: bool = False) -> Iterator[re.Match[str]]:
    """Each pronoun or demonstrative in the question that may point back, in order;
    `resolving` (the rewrite's reading) also skips an "it" of a raising frame."""
    for m in re.finditer(r"[A-Za-z']+", question):
        word = m.group(0).lower()
        if word not in REFERRING:
            continue
        if word == "that" and (
            _THAT_CLAUSE_BEFORE.search(question[: m.start()]) or _THAT_CLAUSE_AFTER.match(question[m.end():])
            or (_THAT_RELATIVE.match(question[m.end():]) and re.search(r"[A-Za-z]{3,}\s+$", question[: m.start()]))
            or (resolving and _relative_after_noun(question, m))
        ):
            continue
        if word == "it" and _expletive(question, m, resolving):
            continue
        yield m


def first_referring(question: str, resolving: bool = False) -> re.Match[str] | None:
    """Where the first pronoun or demonstrative that may point back stands in the question."""
    return next(_referring(question, resolving), None)


def referring_word(question: str, resolving: bool = False) -> str | None:
    """The first pronoun or demonstrative in the question that may point back, lower case
    (`resolving`: as the rewrite reads it, see `_RAISING`)."""
    m = first_referring(question, resolving)
    return m.group(0).lower() if m else None


def scored(question: str, thread: Thread, pronoun: str | None = None) -> list[tuple[Candidate, list[float]]]:
    """Every candidate with its feature vector (what the scorer and its training both see)."""
    cands = candidates(thread)
    if pronoun is not None:
        # A pronoun does not stand for what its own sentence names: "How could Co-Extra
        # improve it?" asks about something else than Co-Extra.
        cands = [c for c in cands if not mentions(question, c.text)]
    if not cands:
        return []
    from core.followup.vectors import embedded

    vectors = embedded([question, *(c.text for c in cands)])
    q_stems = stems(question)
    turn_stems = [stems(ex.standalone or ex.question) for ex in thread.exchanges]
    return [
        (c, candidate_features(c, pronoun, q_stems, turn_stems, float(vectors[0] @ vectors[i + 1])))
        for i, c in enumerate(cands)
    ]


@dataclass(frozen=True)
class AntecedentModel:
    weights: tuple[float, ...]
    bias: float
    # The least probability a best candidate needs to be substituted: below it, the
    # question is left as it is (a wrong phrase costs more than a missing one).
    threshold: float
    meta: dict[str, object]

    def score(self, x: list[float]) -> float:
        return self.bias + sum(w * v for w, v in zip(self.weights, x))

    def probability(self, x: list[float]) -> float:
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, self.score(x)))))


def from_json(doc: dict[str, object]) -> AntecedentModel:
    if tuple(doc["features"]) != CANDIDATE_FEATURES:  # type: ignore[arg-type]
        raise ValueError("the antecedent model was fitted on other features; run `make train`")
    return AntecedentModel(
        tuple(doc["weights"]), float(doc["bias"]), float(doc.get("threshold", 0.0)),  # type: ignore[arg-type]
        dict(doc.get("meta", {})),  # type: ignore[call-overload]
    )


@lru_cache(maxsize=1)
def load_model(path: Path = MODEL_PATH) -> AntecedentModel:
    return from_json(json.loads(path.read_text(encoding="utf-8")))


def best(question: str, thread: Thread, pronoun: str | None = None, model: AntecedentModel | None = None) -> str | None:
    """The phrase the question most likely leaves to the thread, if any candidate exists."""
    model = model or active()
    ranked = scored(question, thread, pronoun)
    if not ranked:
        return None
    choice, x = max(ranked, key=lambda cx: model.score(cx[1]))
    if model.probability(x) < model.threshold:
        return None
    return f"the {choice.text}" if choice.definite else choice.text


_POSSESSIVE = frozenset({"its", "their", "theirs", "his", "her", "hers"})


# Words after "this" or "that" that make it a pronoun ("will this work", "does that
# help"), not a determiner ("this library" -> "the <phrase> library").
_VERB_AFTER = (
    "is|are|was|were|do|does|did|mean|means|work|works|worked|help|helps|happen|happens|apply|applies|matter|affect|"
    "affects|support|supports|cost|costs|need|needs|run|runs|require|requires|also|still|even|only|already|just|"
    "will|would|can|could|should|may|might|must|has|have|had|make|makes|fix|fixes|solve|solves|look|looks|seem|seems"
)


_PREDICATE_AFTER = re.compile(
    r"\s+(?:a|an|the|possible|impossible|true|false|normal|correct|right|wrong|safe|ok|okay|necessary|feasible|"
    r"enough|worth|available|valid|intentional|[a-z]+ed)\b",
    re.I,
)


# The preposition a gap takes after the noun it follows: "any update on X", "an example
# for X", "the price of X".
_GAP_PREPOSITION: dict[str, str] = {
    **dict.fromkeys("update updates news progress eta timeline thoughts feedback info information status".split(), "on"),
    **dict.fromkeys(
        "example examples docs documentation tutorial guide support workaround solution fix alternative alternatives "
        "requirements plans plan roadmap".split(),
        "for",
    ),
    # "an iOS version of X": "of" even for the thread's place, which otherwise takes "in".
    **dict.fromkeys("version versions".split(), "of"),
}
_ENDING_PREPOSITIONS = frozenset("about on for with to from in into of at by".split())


def _pointing(question: str, pronoun: str) -> re.Match[str] | None:
    # The occurrence that points back: in "using that much RAM, that means ..." the
    # first "that" is a degree word, the second the reference.
    return next((r for r in _referring(question, resolving=True) if r.group(0).lower() == pronoun), None) or re.search(
        rf"\b{re.escape(pronoun)}\b", question, re.I
    )


def _determiner(pronoun: str, after: str) -> bool:
    """Whether the demonstrative `pronoun` followed by `after` modifies a noun ("that approach")."""
    return (
        pronoun in {"this", "that", "these", "those"}
        and re.match(rf"\s+(?!(?:{_VERB_AFTER})\b)[a-z]+", after) is not None
        # Before a predicate it is the subject: "is this possible", "is that a bad idea",
        # "was this fixed" (not "is this library ...").
        and not _PREDICATE_AFTER.match(after)
    )


# A clause's opening: a comma or dash, or a conjunction or verb of saying, right before
# the pronoun ("..., it needs", "because it forces", "says it is").
_CLAUSE_OPENING = re.compile(
    r"(?:[,;:—–]|\b(?:and|but|because|as|since|so|when|whenever|while|if|though|although|that|once|until|unless|or|"
    r"then|says|said|say|think|thinks|thought|means))\s*$",
    re.I,
)
_SENTENCE_START = re.compile(r"(?<=[.!?])\s+|\n")
_CLAUSE_WORDS = 3


def points_inside(question: str, pronoun: str) -> bool:
    """Whether `pronoun` ("it", "its", "they", "their") opens a clause of its sentence after
    a clause whose nearest noun phrase agrees with it in number: it stands for that phrase
    ("Goreleaser already generates the changelog, it needs to be exported", "have tested
    most functions, and they look working"), not for the thread. A pronoun inside its
    clause ("Why did Elon Musk start it?") is left to the thread."""
    if pronoun not in {"it", "its", "they", "their"} or (m := _pointing(question, pronoun)) is None:
        return False
    before = question[: m.start()]
    starts = [s.end() for s in _SENTENCE_START.finditer(before)]
    sentence = before[starts[-1] if starts else 0 :]
    opening = _CLAUSE_OPENING.search(sentence)
    clause = sentence[: opening.start()] if opening else ""
    runs = _runs(clause)
    # A clause has a subject and a verb: "Nice, it works" names nothing before "it".
    if not runs or len(_TOKEN.findall(clause)) < _CLAUSE_WORDS:
        return False
    head = runs[-1][0][-1].group(0)
    # "CommonJS", "macOS": a name's capital S is no plural.
    return (_is_plural(head) and head.endswith("s")) == (pronoun in PLURAL)


def bare_demonstrative(question: str, pronoun: str | None) -> re.Match[str] | None:
    """Where "this" or "that", the question's referring word `pronoun`, stands alone as a
    pronoun ("this would be a killer feature", "is this possible"), or None (another
    word, or a determiner: "this feature")."""
    if pronoun not in {"this", "that"} or (m := _pointing(question, pronoun)) is None:
        return None
    return None if _determiner(pronoun, question[m.end():]) else m


# Compiled once a word: built in the call, each candidate's words made a pattern of their
# own, which overflowed `re`'s cache and were compiled again on every substitution
# (training substitutes ~110,000 times; a thread's candidates repeat at run time too).
@lru_cache(maxsize=4096)
def _whole_word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.I)


def substitute(question: str, phrase: str, pronoun: str | None, place: bool = False) -> str:
    """`question` with its first referring word replaced by `phrase`, or `phrase` attached.
    A `place` (where the thread is asked) is attached with "in", as `rewrite.placed` says
    it, unless the noun before it asks for its own preposition ("an iOS version of X")."""
    if pronoun is not None:
        m = _pointing(question, pronoun)
        if m:
            # "her" is possessive before a noun ("her works"), an object otherwise ("about her?").
            after = question[m.end():]
            owns = pronoun in _POSSESSIVE - {"her"} or (pronoun == "her" and re.match(r"\s+[A-Za-z]", after) is not None)
            before = question[: m.start()]
            if _determiner(pronoun, after):
                # "that approach" -> "the <phrase> approach"; "this collapse" -> "the Bronze Age collapse"
                return before + determined("the", phrase, after)
            return question[: m.start()] + (possessive(phrase) if owns else phrase) + after
    # A word of the phrase already in the question is its short form: "What happened to
    # Anne?" after "Anne Bonny" -> "What happened to Anne Bonny?", not "... Anne of Anne Bonny".
    words = [w for w in re.findall(r"[\w'-]+", phrase) if w.lower() not in STOPWORDS]
    found = [_whole_word(word).search(question) for word in words]
    if found and all(found):
        return question  # it says the whole phrase already: "Any update on Wayland support?"
    for m in found:
        if m:
            return question[: m.start()] + phrase + question[m.end():]
    body = question.rstrip().rstrip("?.!")
    tail = question[len(body):].strip() or ""
    last = re.findall(r"[a-z]+", body.lower())[-1:] or [""]
    if last[0] in _ENDING_PREPOSITIONS:
        # "what are you talking about?"; "what's going on in X?", not "going on X".
        return f"{body} {'in ' if place else ''}{phrase}{tail}"
    return f"{body} {_GAP_PREPOSITION.get(last[0], 'in' if place else 'of')} {phrase}{tail}"


WEIGHTS: Weights[AntecedentModel] = Weights(load_model)
# The weights in use: the shipped file, unless training put others in place.
active = WEIGHTS.active
using = WEIGHTS.using

"""Question classification: a multinomial logistic regression over words, cues,
question shape and static embeddings.

The weights are fitted offline by `tools/train_classifier.py` on real questions
(the train split of `tools/data/questions/`) and stored in `core/data/models/`
with the training data's hash. Classifying is deterministic and offline: a few
dict look-ups for the sparse features, plus the embedding part.

The embedding part reads the question much as WordLlama does: the L2-normalised mean
of its 256-d token vectors, here of its content tokens alone (`QUESTION_VECTOR`). Those
vectors are read straight from the weights file WordLlama ships in its wheel (a memory
map of one float16 matrix), and the text is split by WordLlama's tokenizer file, so
`classify` needs no WordLlama model loaded.
Its sums and dot products run in numpy, added strictly left to right
(`np.cumsum`, never a pairwise or BLAS sum), so every float is the one a plain
Python loop gives: training and inference agree to the bit.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import math
import mmap
import re
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.classifier_file import WeightRows, read_document
from core.question_types import QUESTION_TYPES, QuestionType
from core.sources.terms import stems
from core.vocab import STOPWORDS, question_shape, question_skeleton

if TYPE_CHECKING:
    from tokenizers import Tokenizer

    from core.profiles import Classification

log = logging.getLogger(__name__)

MODELS_DIR = Path(__file__).parent / "data" / "models"
MODEL_PATH = MODELS_DIR / "classifier.json"
VECTOR_DIMS = 256
FEATURES_VERSION = 9
# The question vector the dense block and the prototypes are fitted on and read with, named in the
# model file by the trainer: "content" is `question_vector(..., content_only=True)` (icl42), the
# plain mean was read before it. A file naming another is refused. One naming none was written
# before the name was (irev33): fitted on the plain mean, or on "content" by a refit in between,
# which the file cannot tell, so it is read as before, with a warning to refit.
QUESTION_VECTOR = "content"
# WordLlama's tokenizer and token vectors, read from its installed package folder
# without importing the package (which would load numpy and build the model).
TOKENIZER_FILE = ("tokenizers", "l2_supercat_tokenizer_config.json")
VECTORS_FILE = ("weights", "l2_supercat_256.safetensors")
# Longer text adds no signal but some cue regexes cost O(n^2) on pathological input
# (one 20,000-letter word); the head and the tail (where the ask usually is) are kept.
_MAX_CHARS, _TAIL_CHARS = 1200, 400

_TOKEN = re.compile(r"\$|[a-z0-9][a-z0-9_'+#]*(?:[.\-/][a-z0-9_+#]+)*")
_SENTENCE_START = re.compile(r"(?:^|[.?!;:]\s+)(\S+)")
_SENTENCE_END = re.compile(r"(?<=[.?!])\s+")
# "Title: body ..." (an issue's title before its first sentence).
_TITLE = re.compile(r"^([^:?]{3,80}):\s+(?=\S)")
_NAME = re.compile(r"[A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9]*|[A-Z]{2,}[a-z]*|[a-z]+[A-Z][A-Za-z]*|[A-Za-z]+[.\-][A-Za-z]+")

# Cues a word model cannot see on its own: they group many spellings of one signal
# (every exception name, every price) or look at the shape of the sentence.
_LOWER_CUES: dict[str, re.Pattern[str]] = {name: re.compile(rx) for name, rx in {
    "vs": r"\bvs\.?(?=\W|$)|\bversus\b",
    "differ": r"\bdifferen(?:ce|ces|t|tiate)\b|\bcompar(?:e|ed|es|ison|ing)\b|\bpros and cons\b|\btrade-?offs?\b",
    "choose": r"\b(?:which|pick|choose|choice|prefer|favou?r|standardi[sz]e|go with|adopt|switch(?:ing)?|replac(?:e|ed|ing|ement)|alternatives?|instead of|rather than|move (?:from|away|to)|migrate away)\b",
    "x_or_y": r"\b[\w.\-]+ or [\w.\-]+\s*\??\s*$",
    "should_or": r"\b(?:should|would|do|shall) (?:i|we|you)\b[^?]*\bor\b",
    "why_use": r"\bwhy (?:use|choose|pick|would anyone|not use|don't we use|isn't)\b|\bwhy\b[^?]*\binstead of\b",
    "error_word": r"\b(?:errors?|exceptions?|traceback|refused|denied|forbidden|unauthori[sz]ed|timed? ?out|timeouts?|crash(?:es|ed|ing)?|fails?|failed|failing|failure|broken|stuck|hangs?|hanging|freez(?:es|ing)|killed|oom|invalid_\w+|not_\w+|throttl\w*|exceeded)\b",
    "http_code": r"\b[45]\d\d\b",
    "quoted": r"['\"\u201c\u2018`][^'\"\u201d\u2019`]{8,}['\"\u201d\u2019`]",
    "negation": r"\b(?:doesn't|does not|don't|didn't|won't|can't|cannot|couldn't|isn't|aren't|wasn't|not|never|unable|no longer|stopped|nothing|neither|nor)\b",
    "not_working": r"\bnot (?:working|responding|firing|arriving|showing|triggering|being|getting)\b|\b(?:doesn't|does not|don't|won't|isn't|never) (?:work|respond|fire|show|trigger|arrive|run|get|send|receive|connect|appear|exit|obey)\w*|\bno (?:response|notifications?|logs|data|output)\b|\bnothing (?:happens|arrives|shows)\b",
    "fix_ask": r"\bwhat(?:'s| is| am i| are we)? (?:wrong|missing|going on|causing|blocking|different|happening)\b|\bwhat am i doing wrong\b|\b(?:how (?:do|can|to) (?:i |we )?|to )?fix\b|\bany ideas\b|\bhow (?:do|can) (?:i|we) (?:recover|debug|resolve|solve)\b|\bwhat does (?:that|this|it) mean\b",
    "why_end": r"\bwhy\W*$",
    "why_neg": r"\bwhy\b[^?]*(?:n't|\bnot\b|\bnever\b|\bno\b|\bfail|\berror|\brefused|\bempty\b|\bwrong\b|\bstill\b|\bonly\b|\btwice\b|\bhigh\b)",
    "after_change": r"\b(?:after|since) (?:upgrading|updating|installing|deploying|enabling|rotating|moving|switching|adding|renaming|restart\w*)\b|\beven (?:though|after|if|when)\b",
    "money": r"\$\s?\d|\b\d+(?:\.\d+)?\s?(?:usd|dollars?|eur|euros?)\b|\bcosts?\b|\bcosting\b|\bpric(?:e|es|ing|ed)\b|\bbill(?:s|ed|ing)?\b|\bcharge[sd]?\b|\bcharges\b|\bchargeable\b|\bspend(?:ing)?\b|\bbudget\b|\bcheap(?:er|est|ly)?\b|\bexpensive\b|\bafford\w*\b|\bpay(?:ing|s|ment)?\b|\bpaid\b|\bfees?\b|\bdiscount\b|\bsubscriptions?\b|\bcost-effective\b",
    "free": r"\bfree\b|\bfree-tier\b",
    "plan": r"\b(?:pro|team|business|enterprise|scale|hobby|free|paid|premium|standard|basic|starter|eco) (?:plans?|tiers?|editions?|versions?)\b|\bplan\b|\bquota\b",
    "license": r"\blicen[cs](?:e|es|ed|ing)\b|\bcommercial(?:ly)?\b|\bgpl\b",
    "usage_units": r"\bminutes\b|\bper (?:month|hour|gb|request|seat|user|pod|host|million)\b|/month\b|\bmonthly\b|\bhours\b|\bseats?\b|\btokens\b|\bhow (?:much|many)\b",
    "integrate": r"\bintegrat(?:e|es|ed|ion|ions|ing)\b|\bwebhooks?\b|\bplugin\b|\bconnectors?\b|\bnotifier\b",
    "send_to": r"\b(?:send|sent|sending|post|posts|posting|push|forward|pipe|stream|notify|ship|publish|route|deliver|mirror|sync)\w*\b[^?]*\b(?:to|into|in)\b",
    "alerts": r"\b(?:notifications?|alerts?|alerting|channel)\b",
    "connect": r"\b(?:connect|connecting|access|accessing|reach|talk to|hook|wire|wiring|together|alongside|through)\b",
    "cloud_auth": r"\birsa\b|\biam roles?\b|\bservice accounts?\b|\bmanaged identity\b|\boidc\b|\bsso\b|\boauth\b",
    "use_with": r"\b(?:use|using|used)\b[^?]*\b(?:with|in|inside|as (?:the|a|an))\b",
    "arch": r"\barchitect\w*|\bdesign(?:ed|ing|s)?\b|\bstructur\w*|\borgani[sz]\w*|\blayout\b|\blay out\b|\bpatterns?\b|\bbest practices?\b|\bgood practice\b|\bbad practice\b",
    "arch_system": r"\bmicroservices?\b|\bmono-?repo\b|\bpoly-?repos?\b|\bmulti-?tenan\w*|\btenants?\b|\bmonolith\b|\bdatabase per\b|\bper service\b|\bone database\b|\bsingle database\b|\bshared database\b|\bsame database\b|\bown database\b|\bown data storage\b|\bservices?\b[^?]*\bshar\w*\b",
    "scale": r"\bscal(?:e|es|ed|ing|able|ability)\b|\b(?:across|over|between) (?:multiple|several|many|all|different) (?:servers|instances|nodes|machines|regions)\b|\bhorizontal\w*\b|\bmulti-?region\b",
    "how_does": r"\bhow (?:does|do|is|are|did)\b(?! (?:i|we|you)\b)",
    "deep": r"\bunder the hood\b|\binternal\w*\b|\bmechanism\w*\b|\bexplain\b|\breally\b|\bactually\b|\bguarantee\w*\b|\bconcept\w*\b|\bwhat happens\b|\bwhat (?:does|do) [^?]*mean\b|\bin theory\b|\bsingle[- ]threaded\b|\bthreads?\b|\bgil\b",
    "why_is": r"^(?:why (?:is|are|does|do|can|did|would)|what (?:is|are|does)|does|is|can|could|when (?:is|does))\b",
    "howto_open": r"^(?:how (?:do|can|should|would) (?:i|we|you)|how to|is there (?:a|any) (?:way|option|setting|parameter|guide)|is it possible|can (?:i|we)|what(?:'s| is) the (?:best|right|correct|proper) way)\b",
    "task_verb": r"\b(?:set ?up|configure|deploy|install|run|host|hosting|enable|disable|turn (?:off|on)|suppress|mute|silence|toggle|add|create|migrate|upgrade|schedule|automate|pass|hide|keep)\b",
    "always_on": r"24/7|\b24 hours\b|\balways online\b|\bonline\b|\bin the background\b|\bas a service\b|\bcomputer (?:is )?(?:off|being on)\b",
    "logs_noise": r"\b(?:debug|verbose|log|logs|logging|logger|messages)\b",
    "status": r"\bmaintain(?:ed|er|ers|ance)?\b|\babandon(?:ed)?\b|\bdead\b|\beta\b|\broadmap\b|\breleas(?:e|es|ed|ing)\b|\bproduction[- ]ready\b|\bready for production\b|\bin production\b|\bproduction use\b|\bcommunity\b|\btimeline\b|\bmilestone\b|\bplan(?:s|ned)? to\b|\bany plans?\b|\bpypi\b|\bnpm\b|\bwho (?:uses|is using|maintains)\b|\bstill (?:active|alive|maintained)\b",
    "platform": r"\barm64\b|\baarch64\b|\bapple silicon\b|\bm1\b|\bmacbooks?\b|\bwindows support\b|\bpython 3\.\d+ support\b|\bsupport for python\b",
    # Question structure that carries over between subjects.
    "version": r"\bv?\d+\.\d+(?:\.\d+)?\b|\bversion\b|\bupgrad\w*|\bdeprecat\w*",
    "modal": r"\b(?:should|could|would|can|may|might|must)\b",
    "code": r"`[^`]+`|\b\w+\.\w+\(|\(\)|\b\w+_\w+\b|/[\w.-]+/",
    # A wish addressed to the maintainers (general [integration] under labelling rule W)...
    "wish": r"\b(?:please add|add support|support for|would be (?:nice|great|cool|awesome|useful|amazing|helpful)|feature request|any plans?|is there any plan|could you (?:add|include|support|provide|implement|integrate|write|make|consider)|would love|it would be|i'd love|it'd be|would it be possible to (?:add|include|implement|integrate|support|have|make|get)|is there going to be|will (?:there|it|this|you) (?:ever )?(?:be|support|work|get|have)|implement)\b|\[feature|\b(?:feature|request):",
    # ... against a user who has the systems now and wants them to work together (integration).
    "now": r"\b(?:i|we) (?:have|use|am using|are using|'m using|'re using|deployed|installed|set up|configured|run|am running|are running)\b|\bi'm using\b|\bwe're using\b|\bmy (?:own )?(?:app|bot|server|project|setup|instance|cluster)\b",
    "self_host": r"\bself[- ]?host\w*|\bon[- ]prem\w*",
    "first_person_problem": r"\bi(?:'m| am) (?:getting|seeing|trying|unable|having)\b|\bi (?:get|got|tried|see|can't|cannot)\b",
    "resource": r"\bpaper\b|\bblog post\b|\bbooks?\b|\bpodcasts?\b|\btutorials?\b|\bconference\b|\bslides\b|\bnewsletter\b|\bdiscord server\b|\bslack workspace\b|\binvite\b|\bgitter\b|\bmatrix room\b",
}.items()}

_EXCEPTION = re.compile(r"\b[A-Z][A-Za-z]+(?:Error|Exception|Refused|Required|Exceeded|NotFound|Denied|Failed)\b|\bE[A-Z]{4,}\b|\b[A-Z_]{4,}_[A-Z_]+\b|\b\w+Error\b")


def _tokens(text: str) -> list[str]:
    return [("<num>" if t.isdigit() and not ("400" <= t <= "599" and len(t) == 3) else t) for t in _TOKEN.findall(text)]


def _named_systems(text: str) -> int:
    """How many distinct product-like names (Capitalised, CamelCase, dotted) the question mentions."""
    starts = {m.start(1) for m in _SENTENCE_START.finditer(text)}
    names = {m.group(0).lower() for m in _NAME.finditer(text) if m.start() not in starts and m.group(0) != "I"}
    return len(names)


def _bounded(question: str) -> str:
    text = " ".join(question.split())
    if len(text) > _MAX_CHARS:
        return f"{text[: _MAX_CHARS - _TAIL_CHARS]} ... {text[-_TAIL_CHARS:]}"
    return text


def ask_and_context(text: str) -> tuple[list[str], list[str]]:
    """The asking sentences of a question (those ending in "?", else the last one) and the
    rest, its context; an issue-style "Title: body" counts its title as a sentence."""
    title = _TITLE.match(text)
    body = text[title.end():] if title else text
    sentences = ([title.group(1)] if title else []) + [s for s in _SENTENCE_END.split(body) if s.strip()]
    ask = [s for s in sentences if s.rstrip().endswith("?")] or sentences[-1:]
    return ask, [s for s in sentences if s not in ask]


# Cues anchored at the start or end of the text: the only ones that can fire on a
# sentence of a question without firing on the whole of it.
_ANCHORED_CUES = ("x_or_y", "why_end", "why_is", "howto_open")


def _sentence_features(ask: list[str], context: list[str], fired: set[str]) -> set[str]:
    """Where a question with a body carries its signals: a cue in the asking sentence
    (`qc:`) or only in the context around it (`cc:`, an error quoted in the body of a
    how-does question), and the asking sentence's opening and shape. Real questions
    with a body (median 26 words in dq8) put the ask in one sentence; the whole-text
    features alone let the body's words outvote it (group CV in tools/data/TUNING.md)."""
    out: set[str] = set()
    asked, around = " ".join(ask).lower(), " ".join(context).lower()
    # Only a cue the whole text fired (or an anchored one) can fire on a part: searching
    # just those keeps the second reading cheap (~0.1 ms instead of ~0.4 ms a question).
    for name, rx in _LOWER_CUES.items():
        if name not in fired and name not in _ANCHORED_CUES:
            continue
        if rx.search(asked):
            out.add(f"qc:{name}")
        elif rx.search(around):
            out.add(f"cc:{name}")
    for sentence in ask[:2]:
        toks = _tokens(sentence.lower())
        if toks:
            out.add(f"q^:{toks[0]}")
            out.add(f"q^^:{'_'.join(toks[:2])}")
    out.update(f"qshape:{tag}" for tag in question_shape(ask[0]))
    return out


def features(question: str) -> list[str]:
    """The sparse binary features of one question; training and inference both use this."""
    return list(_features(question))


# A standalone question asked inside a thread is read twice in one turn, by the follow-up
# decision's shape sub-model (`core.followup.shape`) and then for its type: the second
# reading is the first's.
@lru_cache(maxsize=256)
def _features(question: str) -> tuple[str, ...]:
    text = _bounded(question)
    lower = text.lower()
    toks = _tokens(lower)
    feats = {f"w:{t}" for t in toks}
    # Stems too: "fails", "failing" and "failed" are one signal, and a new question
    # rarely uses the inflection the training question did.
    feats.update(f"s:{t}" for t in stems(toks))
    feats.update(f"b:{a}_{b}" for a, b in zip(toks, toks[1:]))
    if toks:
        feats.add(f"^:{toks[0]}")
        feats.add(f"^^:{'_'.join(toks[:2])}")
        feats.add(f"^^^:{'_'.join(toks[:3])}")
        feats.add(f"$:{toks[-1]}")
        feats.add(f"$$:{'_'.join(toks[-2:])}")
    # The asking clause is often the last one: "X happens when Y; why?" / "...; how do I fix it?"
    last = re.split(r"[;:?.!,]\s+|\s+-+\s+", lower.rstrip("?!. "))[-1]
    last_toks = _tokens(last)
    if last_toks and len(last_toks) < len(toks):
        feats.add(f"L^:{last_toks[0]}")
        feats.add(f"L^^:{'_'.join(last_toks[:2])}")
    fired = {name for name, rx in _LOWER_CUES.items() if rx.search(lower)}
    feats.update(f"cue:{name}" for name in fired)
    if _EXCEPTION.search(text):
        feats.add("cue:exception")
    names = _named_systems(text)
    feats.add(f"names:{min(names, 3)}")
    if names >= 2 and feats & {"cue:connect", "cue:integrate", "cue:send_to", "cue:use_with"}:
        feats.add("cue:two_names_linked")
    n = len(toks)
    feats.add("len:short" if n <= 6 else "len:long" if n >= 25 else "len:mid")
    feats.update(f"shape:{tag}" for tag in question_shape(text))
    # The question with its subject words blanked: "how do i _ from _ to _" is the same
    # form whatever the systems are, so it carries over where word n-grams do not.
    sk = question_skeleton(text)
    if sk:
        feats.add(f"sk^:{'_'.join(sk[:4])}")
        feats.add(f"sk^^:{'_'.join(sk[:3])}")
        feats.add(f"sk$:{'_'.join(sk[-3:])}")
        feats.update(f"sk3:{'_'.join(sk[i:i + 3])}" for i in range(len(sk) - 2))
    ask, context = ask_and_context(text)
    if context:
        # Only a question with a body has two places to read; a one-sentence question
        # would just count every cue twice (which lost on short questions in CV).
        feats |= _sentence_features(ask, context, fired)
    return tuple(sorted(feats))


def _wordllama_file(parts: tuple[str, ...]) -> Path:
    spec = importlib.util.find_spec("wordllama")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("wordllama is not installed; it ships the tokenizer and token vectors the classifier uses")
    return Path(spec.submodule_search_locations[0]).joinpath(*parts)


@lru_cache(maxsize=1)
def tokenizer() -> Tokenizer:
    from tokenizers import Tokenizer

    return Tokenizer.from_file(str(_wordllama_file(TOKENIZER_FILE)))


def token_ids(question: str) -> list[int]:
    """WordLlama token ids of the question (as bounded for the sparse features)."""
    return tokenizer().encode(_bounded(question), add_special_tokens=False).ids


_ROW = struct.Struct(f"<{VECTOR_DIMS}e")


@lru_cache(maxsize=4)
def _prefix(dims: int) -> struct.Struct:
    return struct.Struct(f"<{dims}e")


@dataclass(frozen=True)
class TokenVectors:
    """WordLlama's token-vector matrix (tokens x 256, float16), memory-mapped from its
    safetensors file: only the rows a question uses are ever read."""

    data: mmap.mmap | bytes
    offset: int
    rows: int
    # sha256 of the file's header and of its first and last MiB: enough to tell
    # another WordLlama release from the one the classifier was fitted with,
    # without hashing 16 MB at every start.
    fingerprint: str

    def row(self, token: int, dims: int = VECTOR_DIMS) -> tuple[float, ...]:
        return _prefix(dims).unpack_from(self.data, self.offset + token * _ROW.size)

    @cached_property
    def matrix(self) -> Any:
        """The whole table as a read-only numpy view of the memory map (nothing is copied)."""
        import numpy as np

        return np.frombuffer(self.data, dtype="<f2", count=self.rows * VECTOR_DIMS, offset=self.offset).reshape(
            self.rows, VECTOR_DIMS
        )


def read_token_vectors(path: Path) -> TokenVectors:
    with path.open("rb") as f:
        data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    (header_len,) = struct.unpack_from("<Q", data, 0)
    header = json.loads(bytes(data[8 : 8 + header_len]))
    tensor = next(v for k, v in header.items() if k != "__metadata__")
    rows, dims = tensor["shape"]
    if tensor["dtype"] != "F16" or dims != VECTOR_DIMS:
        raise ValueError(f"{path.name}: expected a float16 matrix of {VECTOR_DIMS} columns, found {tensor['dtype']} x {dims}")
    start = 8 + header_len + tensor["data_offsets"][0]
    mib = 1 << 20
    digest = hashlib.sha256(bytes(data[: 8 + header_len]))
    digest.update(bytes(data[start : start + mib]))
    digest.update(bytes(data[max(start, len(data) - mib) :]))
    return TokenVectors(data, start, rows, digest.hexdigest())


@lru_cache(maxsize=1)
def token_vectors() -> TokenVectors:
    return read_token_vectors(_wordllama_file(VECTORS_FILE))


@lru_cache(maxsize=4096)
def _function_token(token_id: int) -> bool:
    """Whether the tokenizer's id is a whole function word (a "▁" piece whose word is in
    `STOPWORDS`, any case) or holds no letter or digit ("?", ".", "▁"). Read per id a question
    holds: building the set over the 32,000-piece vocabulary cost a one-line `classify` ~50 ms."""
    piece = tokenizer().id_to_token(token_id)
    if piece is None:
        return False
    return not any(ch.isalnum() for ch in piece) or (piece.startswith("\u2581") and piece[1:].lower() in STOPWORDS)


def question_vector(
    question: str, table: TokenVectors | None = None, dims: int = VECTOR_DIMS, content_only: bool = False,
) -> list[float] | None:
    """The L2-normalised mean of the question's token vectors, cut to their first `dims`
    (WordLlama is Matryoshka-trained: a prefix is an embedding of its own). None without tokens.
    `content_only` (the classifier's reading): the function words and punctuation, which every
    type shares and the sparse features read already, are left out of the mean, so a name is not
    diluted by them; a question of nothing else keeps them all (brief icl42, in TUNING.md)."""
    table = token_vectors() if table is None else table
    ids = [t for t in token_ids(question) if 0 <= t < table.rows]
    if not ids:
        return None
    if content_only:
        ids = [t for t in ids if not _function_token(t)] or ids
    import numpy as np

    # Column sums over the rows from 0.0, left to right: the same floats as adding row by row.
    rows = np.zeros((len(ids) + 1, dims))
    rows[1:] = table.matrix[ids, :dims]
    total = np.cumsum(rows, axis=0)[-1]
    norm = math.sqrt(_sequential_dot(total, total))
    return (total / norm).tolist() if norm else None


def _sequential_dot(a: Any, b: Any) -> float:
    """`sum(map(operator.mul, a, b))` to the bit: the products summed from zero, left to right."""
    return float(_sequential_dots(a[None, :], b)[0])


def _sequential_dots(matrix: Any, vector: Any) -> Any:
    """`_sequential_dot` of every row of `matrix` with `vector`."""
    import numpy as np

    products = np.zeros((matrix.shape[0], matrix.shape[1] + 1))
    np.multiply(matrix, vector, out=products[:, 1:])
    return np.cumsum(products, axis=1)[:, -1]


# The word features the nearest-neighbour vote compares questions by.
NEIGHBOUR_PREFIXES = ("w:", "s:", "b:")


@dataclass(frozen=True)
class Neighbours:
    """The fitting questions as TF-IDF rows over their word, stem and bigram features, for
    a vote of the `k` most similar ones (cosine), each weighted by its similarity (times its
    class's weight, when `balanced`).

    A kNN is local where the linear model is global: a question worded like a handful of
    labelled ones takes their type even when its words' weights, summed over all the data,
    point elsewhere. Stored as posting lists (feature -> the rows holding it, all lists
    end to end in `postings`, `counts` long each), so a question costs one `bincount` over
    the rows its features reach and a partial sort."""

    columns: dict[str, int]  # feature -> its index in `counts`
    counts: Sequence[int]  # how many rows hold each feature (a tuple, or an array read from the binary)
    postings: Sequence[int]
    labels: tuple[int, ...]  # each memory row's class index
    k: int
    weight: float
    # Each row's similarity times its class's balanced weight (n / (classes present x its count)):
    # otherwise a class's share grows with how often it occurs among the fitting rows, a
    # second type prior at full strength beside the deliberate one in the bias (twenty-ninth
    # pass, brief icl33, in tools/data/TUNING.md). False reads a model file without the field.
    balanced: bool = False

    @classmethod
    def build(
        cls, feats: list[list[str]], labels: list[int], k: int, weight: float, min_count: int = 2, balanced: bool = False,
    ) -> Neighbours:
        """Features held by `min_count` rows or more, weighted as scikit-learn's default TF-IDF (smooth idf)."""
        rows_of: dict[str, list[int]] = {}
        for r, fs in enumerate(feats):
            for f in fs:
                if f.startswith(NEIGHBOUR_PREFIXES):
                    rows_of.setdefault(f, []).append(r)
        kept = sorted(f for f, rows in rows_of.items() if len(rows) >= min_count)
        return cls(
            {f: i for i, f in enumerate(kept)}, tuple(len(rows_of[f]) for f in kept),
            tuple(r for f in kept for r in rows_of[f]), tuple(labels), k, weight, balanced,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "k": self.k, "weight": self.weight, "balanced": self.balanced, "labels": list(self.labels),
            "features": list(self.columns), "counts": list(self.counts), "postings": list(self.postings),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Neighbours:
        # Read from the shipped binary, counts and postings stay numpy arrays: a tuple of
        # 316,000 ints, then an array of it again, was ~15 ms of a one-line classify.
        def ints(values: Any) -> Any:
            return tuple(values) if isinstance(values, list) else values

        return cls(
            {f: i for i, f in enumerate(data["features"])}, ints(data["counts"]), ints(data["postings"]),
            tuple(data["labels"]), int(data["k"]), float(data["weight"]), bool(data.get("balanced", False)),
        )

    @cached_property
    def _arrays(self) -> tuple[Any, Any, Any, Any]:
        """The postings, each feature's start in them, its idf squared, each row's norm."""
        import numpy as np

        counts = np.asarray(self.counts, dtype=np.int64)
        starts = np.concatenate(([0], np.cumsum(counts)))
        flat = np.asarray(self.postings, dtype=np.int64)
        n = len(self.labels)
        idf2 = np.square(np.log((1 + n) / (1 + counts)) + 1.0)
        norms = np.sqrt(np.bincount(flat, np.repeat(idf2, counts), minlength=n))
        return flat, starts, idf2, np.where(norms > 0, norms, 1.0)

    @cached_property
    def _class_weights(self) -> list[float]:
        """Each class's weight in the vote: balanced over the memory's labels, or 1."""
        if not self.balanced:
            return [1.0] * len(QUESTION_TYPES)
        counts = [0] * len(QUESTION_TYPES)
        for label in self.labels:
            counts[label] += 1
        present = sum(1 for c in counts if c)
        return [len(self.labels) / (present * c) if c else 0.0 for c in counts]

    def votes(self, feats: list[str]) -> list[float]:
        """Each class's share of the similarity-weighted vote of the `k` nearest rows (the `k`
        are picked by similarity alone; a balanced class weight scales a row's vote, not its rank)."""
        cols = [c for f in feats if (c := self.columns.get(f)) is not None]
        out = [0.0] * len(QUESTION_TYPES)
        if not cols:
            return out
        import numpy as np

        flat, starts, idf2, norms = self._arrays
        reached = np.concatenate([flat[starts[c]: starts[c + 1]] for c in cols])
        weights = np.repeat(idf2[cols], starts[np.array(cols) + 1] - starts[cols])
        # Cosine up to the question's own norm, which scales every row alike: it changes
        # neither the nearest rows nor their shares of the vote.
        sims = np.bincount(reached, weights, minlength=len(self.labels)) / norms
        # The k most similar rows, ties to the earlier row (the same rows every time): every
        # row at or above the k-th largest similarity, then a stable sort of those few.
        k = min(self.k, len(sims))
        candidates = np.flatnonzero(sims >= np.partition(sims, len(sims) - k)[len(sims) - k])
        nearest = candidates[np.argsort(-sims[candidates], kind="stable")][:k]
        total = 0.0
        class_weights = self._class_weights
        for r in nearest.tolist():
            sim = float(sims[r]) * class_weights[self.labels[r]]
            if sim > 0:
                out[self.labels[r]] += sim
                total += sim
        return [v / total for v in out] if total else out


@dataclass(frozen=True)
class LinearModel:
    classes: tuple[QuestionType, ...]
    bias: tuple[float, ...]
    weights: Mapping[str, Sequence[float]]
    temperature: float
    # Class scores per dimension of the question vector (classes x its dimensions, at most VECTOR_DIMS).
    dense: tuple[tuple[float, ...], ...] = ()
    meta: dict[str, object] | None = None
    # Prototypes of each class's questions (k-means centroids of their normalised
    # vectors): a class gains `prototype_weight` x its best cosine to the question. A
    # similarity to the nearest typical question of a class is not linear in the vector,
    # so the dense block alone cannot express it; it is what a kNN adds, at the cost of
    # a few dozen dot products instead of one per training question.
    prototypes: tuple[tuple[float, ...], ...] = ()
    prototype_classes: tuple[int, ...] = ()
    prototype_weight: float = 0.0
    # The prototypes live in the first `prototype_dims` of the 256 (a Matryoshka prefix,
    # renormalised): half the dot products for the same cross-validated accuracy.
    prototype_dims: int = VECTOR_DIMS
    # A class gains `neighbours.weight` x its share of the nearest fitting questions' vote.
    neighbours: Neighbours | None = None

    @classmethod
    def from_json(cls, data: dict[str, object], vectors: TokenVectors | None = None) -> LinearModel:
        classes = tuple(data["classes"])  # type: ignore[arg-type]
        if set(classes) != set(QUESTION_TYPES):
            raise ValueError(f"classifier model classes {classes} do not match QUESTION_TYPES")
        if data.get("features_version") != FEATURES_VERSION:
            raise ValueError("classifier model was trained with other features; run `make train`")
        dense = tuple(tuple(row) for row in data.get("dense", ()))  # type: ignore[union-attr]
        if dense and vectors is not None and vectors.fingerprint != data.get("vectors_fingerprint"):
            raise ValueError("the installed WordLlama's token vectors are not the ones this classifier was fitted with; run `make train`")
        raw = data["weights"]
        # Read from the shipped files the rows stay in their matrix (see core/classifier_file.py).
        weights = raw if isinstance(raw, WeightRows) else {f: tuple(w) for f, w in raw.items()}  # type: ignore[union-attr]
        protos = data.get("prototypes") or {}
        if dense or protos:
            _check_question_vector(data.get("question_vector"))
        return cls(
            classes, tuple(data["bias"]), weights, float(data["temperature"]),  # type: ignore[arg-type]
            dense, dict(data.get("meta", {})),  # type: ignore[call-overload]
            tuple(tuple(v) for v in protos.get("vectors", ())),  # type: ignore[union-attr]
            tuple(protos.get("classes", ())),  # type: ignore[union-attr]
            float(protos.get("weight", 0.0)),  # type: ignore[union-attr]
            int(protos.get("dims", VECTOR_DIMS)),  # type: ignore[union-attr]
            Neighbours.from_json(data["neighbours"]) if data.get("neighbours") else None,  # type: ignore[arg-type]
        )

    @cached_property
    def _arrays(self) -> tuple[Any, Any]:
        """The dense block and the prototypes as numpy matrices, built on first use."""
        import numpy as np

        return np.array(self.dense, dtype=np.float64), np.array(self.prototypes, dtype=np.float64)

    def logits(self, feats: list[str], vector: list[float] | None = None) -> list[float]:
        if isinstance(self.weights, WeightRows):
            out = self.weights.summed(feats, self.bias)
        else:
            # A model built in memory (the trainer's) holds its rows as tuples.
            out = list(self.bias)
            for f in feats:
                w = self.weights.get(f)
                if w is not None:
                    for i, v in enumerate(w):
                        out[i] += v
        if self.neighbours is not None:
            for i, share in enumerate(self.neighbours.votes(feats)):
                out[i] += self.neighbours.weight * share
        if vector is None or not (self.dense or self.prototypes):
            return out
        import numpy as np

        dense, prototypes = self._arrays
        if self.dense:
            for i, dot in enumerate(_sequential_dots(dense[:, : len(vector)], np.asarray(vector)[: dense.shape[1]]).tolist()):
                out[i] += dot
        if self.prototypes:
            prefix = np.asarray(vector[: self.prototype_dims])
            norm = math.sqrt(_sequential_dot(prefix, prefix)) or 1.0
            best = [-1.0] * len(out)
            dots = _sequential_dots(prototypes[:, : len(prefix)], prefix[: prototypes.shape[1]]).tolist()
            for cls, dot in zip(self.prototype_classes, dots):
                sim = dot / norm
                if sim > best[cls]:
                    best[cls] = sim
            for i, sim in enumerate(best):
                out[i] += self.prototype_weight * sim
        return out

    def probabilities(self, feats: list[str], vector: list[float] | None = None) -> dict[QuestionType, float]:
        return dict(zip(self.classes, softmax(self.logits(feats, vector), self.temperature)))


def _check_question_vector(fitted_on: object) -> None:
    """Refuses a model fitted on another question vector than `QUESTION_VECTOR`; warns on one naming none."""
    if fitted_on is None:
        log.warning("classifier model names no question vector (written before %r was recorded); run `make train`", QUESTION_VECTOR)
    elif fitted_on != QUESTION_VECTOR:
        raise ValueError(f"classifier model was fitted on the {fitted_on!r} question vector, not {QUESTION_VECTOR!r}; run `make train`")


def softmax(logits: list[float], temperature: float = 1.0) -> list[float]:
    scaled = [z / temperature for z in logits]
    top = max(scaled)
    exps = [math.exp(z - top) for z in scaled]
    total = sum(exps)
    return [e / total for e in exps]


@lru_cache(maxsize=1)
def load_model(path: Path = MODEL_PATH) -> LinearModel:
    model = LinearModel.from_json(read_document(path), token_vectors())
    if model.neighbours is not None:
        # Built with the load (which callers keep off the event loop), not at the first question.
        _ = model.neighbours._arrays
    return model


# A second intent the question states outright ("... and how do I migrate?", an error
# string in a pricing question) is secondary even when the model gives it little weight:
# the model is trained to pick one type, so its runner-up probabilities are small.
_EXPLICIT: dict[QuestionType, re.Pattern[str]] = {t: re.compile(rx) for t, rx in {
    "troubleshooting": r"\berrors?\b|\bexception|\bfails?\b|\bfailing\b|\bfailed\b|not working|refused|timed? out|crash\w*|\b[45]\d\d\b|\bnot getting\b|\bdoesn't (?:work|notify|respond)|\bstill (?:get|says|fails)|\bdies\b|\bstuck\b",
    "pricing": r"\bhow much\b|\bcosts?\b|\bpric(?:e|es|ing)\b|\bbill(?:ed|ing)?\b|\$\d|\bfree[- ]tier\b|\bfree trial\b|\bcheaper\b|\bpaid\b|\bquotas?\b|\bbudget\b|\bpayment\b|\blicen[cs]e\b",
    "comparison": r"\bvs\.?(?=\W|$)|\bversus\b|\bcompar(?:e|ed|ison)\b|\bdifferences? between\b|\bpros and cons\b|\binstead of\b|\brather than\b|\bbetter than\b|\bsimilar to\b|\bor\b[^?]*\?\s*$",
    "integration": r"\bintegrat\w*|\bwebhooks?\b|\bplugin\b|\bnotif\w*\b[^?]*\b(?:slack|discord|teams)\b|\b(?:slack|discord|teams)\b[^?]*\bnotif\w*",
    "architecture": r"\barchitect\w*|\bscal(?:e|ing|ability)\b|\bstructure\b|\bdesign\b|\bmicroservices?\b|\bmonorepo\b|\bmulti-?tenan\w*|\bper[- ]service\b|\bhot ?spot\b|\bpartition key\b|\bbetween (?:the )?servers\b",
    "how_to": r"\b(?:and|then|also|explain|but|so)\b[^?]*\bhow (?:to|do i|do we|can i|can we|would we|should we|would i)\b|\bwould you recommend\b",
    "deep_dive": r"\bhow does\b[^?]*\bwork\b|\bunder the hood\b|\binternals?\b|\bmechanism\b|\bhow (?:does|did) it\b|\bwhy does it\b|\bhow [^?]*happens\b",
    "general": r"\bpaper\b|\bblog post\b|\bwould you recommend\b|\bproduction[- ]ready\b|\bmaintained\b",
}.items()}
# Bare question forms whose type the labelling rules (docs/labelling.md) fix outright,
# and which real GitHub titles almost never use (three "what is X?" among 1,700
# training questions), so the model cannot learn them: a user's "What is a Kubernetes
# pod?" reads as architecture from its topic words alone. When the whole question is
# one of these forms, its type gets at least `_FORM_FLOOR` of the probability.
_PHRASE = r"[\w.+#/'-]+(?: [\w.+#/'-]+){0,5}"
_NOT_DEFINITION = (
    r"(?!.*\b(?:cost|costs|price|pricing|plan|plans|free|best|good|recommended|right|wrong|status|eta|roadmap|limit|limits|"
    r"alternatives?|equivalent|difference|latest|next|version|license|design|structure|architecture|way|approach|your|opinions?|thoughts)\b)"
)
# Bare "X or Y?" and "X vs Y" are comparisons unless the options are system shapes
# (monolith vs microservices is architecture) or plans (free vs paid is pricing).
_NOT_COMPARISON = (
    r"(?!.*\b(?:monolith|microservices?|monorepo|polyrepo|per (?:service|tenant|microservice)|shared|tenan\w*|"
    r"free|paid|pricing|price|cost|costs|plan|plans|tier|tiers)\b)"
)
_OPTIONS_OPENER = r"(?:(?:should (?:we|i) (?:use|pick|choose|go with)|which is better[,:]?|which one[,:]?) )?(?!(?:is|are|do|does|did|can|any|what|how|why|when|where|who|which|has|have)\b)"
_FORMS: tuple[tuple[QuestionType, re.Pattern[str]], ...] = tuple((t, re.compile(rx)) for t, rx in (
    # "What is a Kubernetes pod?", "what does idempotent mean for an API?", "how does DNS work?"
    ("deep_dive", rf"^{_NOT_DEFINITION}(?:what(?:'s| is| are)|whats|what does|what do) (?:an? |the )?{_PHRASE}"
                  rf"(?: (?:mean|stand for|do))?(?: (?:in|for|with|on) {_PHRASE})?\s*\??$"),
    ("deep_dive", rf"^{_NOT_DEFINITION}how (?:does|do|did) (?:an? |the )?{_PHRASE} (?:work|happen)(?: (?:in|for|with|on|under) {_PHRASE})?\s*\??$"),
    # "How does Terraform know which resources to destroy?", "how does DynamoDB pick the partition?":
    # the mechanism of one system, asked by the verb it does it with ("how does X compare" stays out).
    ("deep_dive", rf"^{_NOT_DEFINITION}how (?:does|do|did) (?!(?:i|we|you|one|someone|anyone|other|others|people|most|everyone)\b)"
                  rf"(?:an? |the )?{_PHRASE} (?:know|knows|decide|determine|pick|choose|select|handle|store|persist|compute|"
                  r"calculate|detect|resolve|retry|schedule|route|cache|sync|track|manage|generate|assign|order|guarantee|ensure|"
                  r"avoid|prevent|find|match|merge|encrypt|authenticate|validate|serialize|parse|count|measure)\b[^?]*\??$"),
    # "Redis vs Memcached?", "Kafka vs RabbitMQ for event streaming", "Postgres or MySQL for a new project?"
    ("comparison", rf"^{_NOT_COMPARISON}{_OPTIONS_OPENER}{_PHRASE} (?:vs\.?|versus) {_PHRASE}(?: (?:for|in|with|on) {_PHRASE})?\s*\??$"),
    ("comparison", rf"^{_NOT_COMPARISON}{_OPTIONS_OPENER}{_PHRASE} or {_PHRASE}(?: (?:for|in|with|on) {_PHRASE})?\s*\?$"),
    ("comparison", rf"^{_NOT_COMPARISON}(?:is|are) {_PHRASE} (?:better|faster|safer|simpler|more reliable) than {_PHRASE}(?: (?:for|in|with|on) {_PHRASE})?\s*\??$"),
    # "how do I migrate from Heroku to Render?"
    ("how_to", r"^how (?:do|can|should|would|to)(?: (?:i|we|you))? (?:migrate|move|switch|port|transfer)\b[^?]*\bfrom\b"),
    # "where should business logic live in a Django app?"
    ("architecture", r"^where (?:should|do|does|would) (?:the |our |my )?[\w-]+(?: [\w-]+)? (?:live|go|sit|belong)\b"),
    # "why does my Lambda time out when it calls RDS?"
    ("troubleshooting", r"^why (?:does|do|did|is|are|isn't|doesn't|won't|can't|would)\b[^?]*\b(?:my|our)\b[^?]*"
                        r"\b(?:fail\w*|errors?|crash\w*|time[sd]? ?out|timeouts?|hang\w*|refus\w*|denied|broken|breaks?|"
                        r"not (?:work|start|connect|load|respond|run)\w*|won't|doesn't|can't|[45]\d\d)\b"),
    # "why does npm install fail with EACCES on the runner?": a failure asked with "why" is a
    # fix wanted, whoever's it is ("why does X do Y" without a failure stays a mechanism).
    ("troubleshooting", r"^why (?:does|do|did|is|are|isn't|doesn't|won't|can't|would)\b[^?]*"
                        r"\b(?:fail\w*|errors?|crash\w*|time[sd]? ?out|timeouts?|hang\w*|refus\w*|denied|broken|dies|die|"
                        r"killed|oom|segfault\w*|panic\w*|freez\w*|stuck|eacces|enoent|econnreset|econnrefused|etimedout|eperm|"
                        r"not (?:work|start|connect|load|respond|run)\w*|[45]\d\d)\b"),
))
_FORM_FLOOR = 0.6
_FORM_MAX_CHARS = 160
_SECONDARY_MIN = 0.25  # probability a runner-up needs to count as a second main intent...
_SECONDARY_RATIO = 0.5  # ... and relative to the winner
_MAX_SECONDARY = 2


@dataclass(frozen=True)
class Prediction:
    """What `classify` returns, as plain data (the command line prints it without pydantic)."""

    type: QuestionType
    confidence: float
    secondary: list[QuestionType]
    scores: dict[str, float]


# "how do I connect Grafana to Prometheus?": a how-to opener whose task is linking two
# named systems is integration by the rules ("How do I connect Lambda to RDS?").
_LINK_TWO = re.compile(
    r"^how (?:do|can|should|would|to)(?: (?:i|we|you))? (?:connect|integrate|hook up|link|wire up|send|forward|post|push|stream|pipe)\b"
    r"[^?]* (?:to|with|into|from) [^?]+\??$"
)


# "Should our analytics jobs run on Databricks or on EMR?": a choice between two named
# systems ("should we use X or Y?" by the rules); unnamed options ("in the web container or
# a separate worker?") are the system's own shape and stay with the model.
_SHOULD_X_OR_Y = re.compile(
    rf"^{_NOT_COMPARISON}should (?:we|i|you|our|my|the|this|it) [^?]*?\b(?:on|in|with|use|using|to|for) {_PHRASE} or "
    rf"(?:on |in |with |to |for |use |just )?{_PHRASE}\s*\??$"
)


def form_type(text: str) -> QuestionType | None:
    """The type a bare question form fixes (`_FORMS`), if the whole question is one."""
    if len(text) > _FORM_MAX_CHARS:
        return None  # a bare form is a short question; this also bounds the regex work
    lower = text.lower()
    found = next((t for t, rx in _FORMS if rx.match(lower)), None)
    if found is None and _named_systems(text) >= 2:
        if _LINK_TWO.match(lower):
            return "integration"
        if _SHOULD_X_OR_Y.match(lower):
            return "comparison"
    return found


def with_form(probs: dict[QuestionType, float], question: str) -> dict[QuestionType, float]:
    """`probs` with a bare form's type raised to `_FORM_FLOOR` (the rest scaled down)."""
    form = form_type(_bounded(question).strip())
    if form is None or probs[form] >= _FORM_FLOOR:
        return probs
    rest = 1.0 - probs[form]
    scale = (1.0 - _FORM_FLOOR) / rest if rest > 0 else 0.0
    return {t: (_FORM_FLOOR if t == form else p * scale) for t, p in probs.items()}


def predict(question: str) -> Prediction:
    model = load_model()
    vector = question_vector(question, dims=len(model.dense[0]), content_only=True) if model.dense else None
    probs = model.probabilities(features(question), vector)
    probs = with_form(probs, question)
    lower = _bounded(question).lower()
    scores = {t: round(p, 4) for t, p in probs.items()}
    if not _TOKEN.search(lower):
        # Nothing to go on: the catch-all type, without inventing a second intent.
        return Prediction("general", scores["general"], [], scores)
    ranked = sorted(probs.items(), key=lambda kv: kv[1], reverse=True)
    best, p_best = ranked[0]
    secondary = [
        t for t, p in ranked
        if t != best and (
            (p >= _SECONDARY_MIN and p >= _SECONDARY_RATIO * p_best)
            or _EXPLICIT[t].search(lower)
        )
    ][:_MAX_SECONDARY]
    return Prediction(best, round(p_best, 4), secondary, scores)


def classify(question: str) -> Classification:
    from core.profiles import Classification

    p = predict(question)
    return Classification(type=p.type, confidence=p.confidence, secondary=p.secondary, scores=p.scores)

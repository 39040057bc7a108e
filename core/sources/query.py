"""From a question as people type it in Slack or Discord to the terms worth searching.

`clean_question` removes platform markup (Slack `<@U123>`, `<#C1|name>`,
`<https://x|label>`, `<!here>`; Discord `<@123>`, `<:emoji:1>`; emoji
shortcodes; bare links) and the greeting, lead-in ("quick one:") and sign-off
around a question.
`analyse` turns what is left into term groups: each content word, a
lexicon entity ("postgres" ~ PostgreSQL, psql) or a synonym phrase ("env
var" ~ environment variable, envvar) becomes one group whose alternatives
all count as that word being present. Chit-chat words never become terms.
A quoted value ("'1.0 MB'") or a written-out number ("12,345") is one
*literal* group, a phrase the documents' examples write the same way;
`loosen` splits a literal no chunk holds back into its words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from core.kept import kept_if_short
from core.lexicons import find_mentions, generation, lookup
from core.lexicons.synonyms import groups as synonym_groups
from core.sources.terms import stems, words
from core.text import STOPWORDS
from core.vocab import ADDRESSEE_PATTERN, GREETING_PATTERN, NOT_HELLO_WORLD, OTHER_STOPWORDS, THANKS_PATTERN

_SLACK_LABELLED = re.compile(r"<(?:https?://|mailto:)[^>|\s]*\|([^>]*)>")
_ANGLE_MARKUP = re.compile(r"<(?:https?://|mailto:|@[!&]?|#|!|a?:\w+:|t:)[^>\s]*>")
_MD_LINK = re.compile(r"!?\[([^\]]*)\]\((?:https?://|/)[^)]*\)")
_URL = re.compile(r"\bhttps?://\S+|\bwww\.\S+")
_SHORTCODE = re.compile(r"(?<![\w:`]):[a-z0-9_+\-]{2,}:(?![\w`])")
_GREETING = re.compile(
    rf"^\s*(?:{GREETING_PATTERN}|morning|evening)\b{NOT_HELLO_WORLD}"
    rf"(?:[\s,!.:-]+(?:{ADDRESSEE_PATTERN})\b)?[\s,!.:;-]*",
    re.I,
)
# "quick one:", "dumb q," — a lead-in announcing the question, only with the punctuation
# that closes it: in "quick question about Kafka" the subject follows.
_LEAD_IN = re.compile(
    r"^\s*(?:(?:a|one|another|just a)\s+)?(?:quick|dumb|silly|stupid|random|simple|small|short|noob|newbie|general)"
    r"\s+(?:one|question|q|qn|ask)"
    r"(?:\s+for\s+(?:you|y'?all|you all|the team|the group|everyone|everybody|all|folks))?"
    r"\s*(?:[:,;!.?]|\s[-\u2013\u2014]|[\u2013\u2014])[\s:,;!.?\-\u2013\u2014]*",
    re.I,
)
_SIGN_OFF = re.compile(
    rf"(?:(?<=[?.!,;\s])|^)\s*(?:many |so |)(?:{THANKS_PATTERN})\b[^?]*$",
    re.I,
)

# Words that carry the conversation, not the question's subject.
CHITCHAT: frozenset[str] = frozenset(
    """
    hey hi hello yo hiya howdy heya morning evening afternoon team everyone everybody folks guys gals yall
    peeps thanks thank thx ty tia cheers appreciated appreciate pls plz please quick question questions q
    dumb silly stupid sorry lol lmao haha hahaha btw fyi imo imho exactly actually basically literally
    really just simply anyone anybody someone somebody anything know knows knowing wondering wonder wondered
    idea ideas clue pointer pointers need needed want wanted wanna trying try tried figure understand
    explain explained tell show way ways thing things stuff kind sort possible able correct right proper
    properly good recommended recommend recommendation go going gonna got work works working still ok okay
    yeah yes hmm um uh guess think thought ask asking asked does anyone's someone's somehow mean means
    vs versus difference differences compare compared comparing comparison best better eli5 tl dr tldr
    another other others anyway somewhere something
    whats easiest doable anymore lots super curious specifically entirely already tbh ugh
    totally weird
    """.split()
)
_NOT_TERMS = STOPWORDS | CHITCHAT
# A question is read as written in another language when at least this many of its words
# are that language's function words (and more than are English ones): "die" alone in "why
# does my worker die" is an English word.
_LANGUAGE_EVIDENCE = 2
# "don't", "doesn’t", "dont", "you're", "we've": the stopword list holds them whole, but words
# split at the apostrophe, and "don", "doesn" or "ve" would be searched as if the asker had
# named them (a question saying "don't" matched every page saying "don't").
_CONTRACTION = re.compile(
    r"\b\w+n['\u2019]t\b|['\u2019](?:re|ve|ll)\b|\b(?:do|does|did|is|are|was|were|ca|could|should|would|wo|have|has|had|must)nt\b",
    re.I,
)
_EXAMPLE_VALUES = re.compile(r"\b(?:like|e\.g\.?|such as)\s+[\w.-]+(?:\s*/\s*[\w.-]+){2,}", re.I)
# A value the asker quotes ("like '1.0 MB'", "as '123.5 million'"), code in backticks
# ("`-n auto`", "`*/5 * * * *`") or a number written with separators ("12,345", "0.333") is
# written the same way in the documents' examples: it is one phrase to find, not separate
# words or digits that half the chunks contain.
_LITERAL = re.compile(
    r"(?<![\w'\"])(?:'(?P<single>[^'\n]{1,40})'|\"(?P<double>[^\"\n]{1,40})\"|[\u2018\u201c](?P<curly>[^\u2019\u201d\n]{1,40})[\u2019\u201d]|`(?P<code>[^`\n]{1,40})`)(?![\w'\"])"
    r"|(?<![\w.,])(?P<number>\d+(?:[.,_]\d+)+|\d{5,})(?![.,]?\w)"
)
# A number of fewer digits says too little to be searched as written.
_NUMBER_DIGITS = 3
# A long number is found as written ("1000000") and grouped by thousands ("1_000_000", "1,000,000").
_GROUPED_FROM = 5
_DIGIT_SEPARATOR = re.compile(r"(?<=\d)[,_](?=\d{3})")
_SPACES = re.compile(r"\s+")


def clean_question(text: str) -> str:
    """The question without platform markup, links, emoji, greetings and sign-offs."""
    text = _SLACK_LABELLED.sub(r" \1 ", text)
    text = _ANGLE_MARKUP.sub(" ", text)
    text = _MD_LINK.sub(r" \1 ", text)
    text = _URL.sub(" ", text)
    text = _SHORTCODE.sub(" ", text)
    text = _LEAD_IN.sub("", _GREETING.sub("", text))
    cleaned = _SIGN_OFF.sub("", text)
    # A message that is nothing but thanks keeps its words (it is not a question anyway).
    text = cleaned if cleaned.strip() else text
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class TermGroup:
    """One thing the question asks about, and every way documents may write it.

    `stems` are single-stem alternatives (the asked word's stem first);
    `phrases` multi-word alternatives as stem tuples. `weight` scales the
    group's importance: 1 for a word the user typed.
    """

    word: str
    stems: tuple[str, ...]
    phrases: tuple[tuple[str, ...], ...] = ()
    weight: float = 1.0
    # A quoted value or a written-out number: found as a whole, or (when no chunk has it) word by word.
    literal: bool = False

    @property
    def key(self) -> str:
        return self.stems[0] if self.stems else " ".join(self.phrases[0])


@dataclass
class QueryAnalysis:
    text: str
    groups: list[TermGroup] = field(default_factory=list)

    @property
    def all_stems(self) -> set[str]:
        out: set[str] = set()
        for g in self.groups:
            out.update(g.stems)
            for p in g.phrases:
                out.update(p)
        return out


@lru_cache(maxsize=1)
def _other_stopwords() -> dict[str, frozenset[str]]:
    """Each language's function words as `words` reads them (case- and accent-folded)."""
    return {language: frozenset(w for entry in listed for w in words(entry, parts=False)) for language, listed in OTHER_STOPWORDS.items()}


def _languages(tokens: list[str]) -> list[str]:
    """The other languages (OTHER_STOPWORDS' keys) these words are written in: none for English.

    Only the language with the most function words counts (every one tied with it, when the
    words cannot tell them apart): Spanish, Italian and Portuguese share "de", "que", "se",
    "para", so a Spanish question also holds two Portuguese ones. A word English shares ("a",
    "do", "in", "is") counts for both languages, so a question is read as another language only
    by words English does not have."""
    english = sum(t in STOPWORDS for t in tokens)
    counts = {language: sum(t in listed for t in tokens) for language, listed in _other_stopwords().items()}
    most = max(counts.values(), default=0)
    if most < _LANGUAGE_EVIDENCE or most <= english:
        return []
    return [language for language, count in counts.items() if count == most]


def question_language(text: str) -> str | None:
    """The one other language `text` is written in ("de", "es", ...); None for English or when
    its words cannot tell two languages apart."""
    languages = _languages(words(clean_question(text), parts=False))
    return languages[0] if len(languages) == 1 else None


def _not_terms(tokens: list[str]) -> frozenset[str]:
    """The words of this question never searched: English stop words and chit-chat, and the
    function words of the other language the question is written in ("¿Dónde está la
    configuración?": "la" and "está" are not its subject); every tied language's, so that a
    Spanish question's words are not searched as Portuguese ones."""
    languages = _languages(tokens)
    return _NOT_TERMS.union(*(_other_stopwords()[language] for language in languages)) if languages else _NOT_TERMS


@lru_cache(maxsize=1)
def _synonym_index() -> tuple[dict[tuple[str, ...], int], list[tuple[tuple[str, ...], ...]]]:
    """Each member (as stems) -> its group number; each group as stem tuples."""
    index: dict[tuple[str, ...], int] = {}
    stemmed_groups: list[tuple[tuple[str, ...], ...]] = []
    for number, members in enumerate(synonym_groups()):
        as_stems = tuple(tuple(stems(words(m, parts=False))) for m in members)
        stemmed_groups.append(as_stems)
        for s in as_stems:
            if s:
                index.setdefault(s, number)
    return index, stemmed_groups


def _alternatives(members: list[tuple[str, ...]]) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    singles = tuple(dict.fromkeys(m[0] for m in members if len(m) == 1))
    phrases = tuple(dict.fromkeys(m for m in members if len(m) > 1))
    return singles, phrases


def analyse(text: str, literals: bool = True) -> QueryAnalysis:
    """The term groups of `text`, in its word order.

    A turn reads one text several times (admission's and the assistant's `has_search_words`,
    then the search itself), so recent analyses are kept, with the lexicons they were made with;
    each caller gets its own `groups` list (docs/scaling.md, ithr53). A text longer than any
    question is analysed afresh: admission reads messages of any length, and a kept analysis
    grows with its words (~90 KB for 4,000 characters; docs/scaling.md, irev31)."""
    cleaned, groups = kept_if_short(_analysed, text, literals, generation())
    return QueryAnalysis(text=cleaned, groups=list(groups))


@lru_cache(maxsize=1024)
def _analysed(text: str, literals: bool, lexicons: int) -> tuple[str, tuple[TermGroup, ...]]:
    """`analyse` of `text` under the lexicons' `generation` (`lexicons`, the cache's key only)."""
    cleaned = clean_question(text)
    # "a fixed set of values like dev/staging/prod": the listed values are the asker's
    # own instances, not what the documents call the thing.
    searched = _CONTRACTION.sub(" ", _EXAMPLE_VALUES.sub(" ", cleaned))
    tokens = words(searched, parts=False)
    token_stems = stems(tokens)
    skipped = _not_terms(tokens)
    used = [False] * len(tokens)
    found: list[tuple[int, TermGroup]] = []
    lowered = searched.lower()

    if literals:
        for match in _LITERAL.finditer(searched):
            group = _literal_group(match)
            span = _token_span(lowered, tokens, match.start(), match.end()) if group else None
            if group is None or span is None:
                continue
            for i in range(*span):
                used[i] = True
            found.append((span[0], group))

    # Entities first: "AWS Lambda" is one thing, with all its aliases.
    for mention in find_mentions(searched):
        span = _token_span(lowered, tokens, mention.start, mention.end)
        if span is None or any(used[i] for i in range(*span)):
            continue
        entry = lookup(mention.canonical)
        names = [mention.surface, mention.canonical, *(entry.aliases if entry else ())]
        members = [tuple(stems(words(n, parts=False))) for n in names if words(n, parts=False)]
        singles, phrases = _alternatives(members)
        asked = tuple(token_stems[span[0] : span[1]])
        if len(asked) == 1:
            singles = (asked[0], *[s for s in singles if s != asked[0]])
        for i in range(*span):
            used[i] = True
        found.append((span[0], TermGroup(mention.surface, singles, phrases)))

    # Synonym phrases and words.
    index, stemmed_groups = _synonym_index()
    for width in (3, 2, 1):
        for i in range(len(tokens) - width + 1):
            if any(used[i : i + width]):
                continue
            key = tuple(token_stems[i : i + width])
            if key not in index or (width == 1 and tokens[i] in skipped):
                continue
            singles, phrases = _alternatives(list(stemmed_groups[index[key]]))
            if width == 1:
                singles = (key[0], *[s for s in singles if s != key[0]])
            for j in range(i, i + width):
                used[j] = True
            found.append((i, TermGroup(" ".join(tokens[i : i + width]), singles, phrases)))

    for i, (token, s) in enumerate(zip(tokens, token_stems, strict=True)):
        if used[i] or token in skipped or (len(token) < 2 and not token.isdigit()):
            continue
        used[i] = True
        found.append((i, TermGroup(token, (s,))))

    groups: list[TermGroup] = []
    seen: set[str] = set()
    for _, group in sorted(found, key=lambda t: t[0]):
        if group.key not in seen:
            seen.add(group.key)
            groups.append(group)
    return cleaned, tuple(groups)


def _token_span(lowered: str, tokens: list[str], start: int, end: int) -> tuple[int, int] | None:
    """Token indexes [a, b) covering characters [start, end) of the text."""
    before = len(words(lowered[:start], parts=False))
    inside = len(words(lowered[start:end], parts=False))
    if inside == 0:
        return None
    return before, min(len(tokens), before + inside)


def _literal_group(match: re.Match[str]) -> TermGroup | None:
    """The phrase group of a quoted value ("'1.0 MB'") or a number ("12,345").

    None for a single quoted word: "'four'" is a word group already, and as
    common in prose as in code.
    """
    text = next(v for v in match.groupdict().values() if v is not None)
    tokens = words(text, parts=False)
    number = match.group("number")
    if not tokens or len(tokens) > 8 or (len(tokens) == 1 and number is None):
        return None
    if number is not None and sum(ch.isdigit() for ch in number) < _NUMBER_DIGITS:
        # "f(3.0)", "v1.2": too short to be told apart from any other digits.
        return None
    phrases: list[tuple[str, ...]] = [tuple(stems(tokens))] if len(tokens) > 1 else []
    singles = tuple(stems(tokens)) if len(tokens) == 1 else ()
    if len(tokens) == 1 and len(tokens[0]) >= _GROUPED_FROM and tokens[0].isdigit():
        digits = tokens[0]
        head = len(digits) % 3 or 3
        phrases.append((digits[:head], *(digits[i : i + 3] for i in range(head, len(digits), 3))))
    return TermGroup(text, singles, tuple(phrases), literal=True)



def written_in(group: TermGroup, text: str) -> bool:
    """The quoted value or number appears in `text` as the question writes it.

    Case and spacing aside; a number written without separators ("1000000")
    also matches one grouped by thousands ("1_000_000", "1,000,000"). Stems
    alone would take "12.345" for "12,345".
    """
    value = _SPACES.sub(" ", group.word.lower())
    text = _SPACES.sub(" ", text.lower())
    if value in text:
        return True
    return value.isdigit() and value in _DIGIT_SEPARATOR.sub("", text)


def loosen(analysis: QueryAnalysis, known: Callable[[TermGroup], bool]) -> QueryAnalysis:
    """Quoted values no chunk holds as written are searched word by word, like the rest of the question."""
    if not any(g.literal and not known(g) for g in analysis.groups):
        return analysis
    groups: list[TermGroup] = []
    keys: set[str] = set()
    for g in analysis.groups:
        parts = analyse(g.word, literals=False).groups if g.literal and not known(g) else [g]
        for part in parts:
            if part.key not in keys:
                keys.add(part.key)
                groups.append(part)
    return QueryAnalysis(text=analysis.text, groups=groups)

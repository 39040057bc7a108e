"""Words as the follow-up detector compares them: light stems, subject terms."""

from __future__ import annotations

import re
from functools import lru_cache

from core.text import content_words, stem
from core.vocab import GENERIC_WORDS, STOPWORDS


def norm(word: str) -> str:
    """A stem that also folds agent and action nouns ("scheduler", "partition") onto their verb."""
    w = stem(word.lower())
    for suffix in ("est", "er", "ion"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 4:
            return w[: -len(suffix)]
    return w


@lru_cache(maxsize=8192)
def stems(text: str) -> frozenset[str]:
    """The normalised content words of `text`, including the parts of CamelCase names.

    Cached: a thread's turns are read again at every new message."""
    out = {norm(w) for w in content_words(text)}
    for part in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", text):
        if len(part) > 2 and part.lower() not in STOPWORDS:
            out.add(norm(part))
    return frozenset(out)


def terms(question: str) -> list[str]:
    """The subject words of a question: no stop words, no question-shaping words, no numbers."""
    return [w for w in dict.fromkeys(content_words(question)) if w not in GENERIC_WORDS and not w.isdigit()]


def mentions(text: str, name: str) -> bool:
    """Whether `text` says `name`, however it is written ("docker wildduck", "DockerWildduck")."""
    key = re.sub(r"[^a-z0-9]", "", name.lower())
    return len(key) >= 3 and key in re.sub(r"[^a-z0-9]", "", text.lower())


def possessive(name: str) -> str:
    """`name`'s possessive as the human rewrites write it: "Steelers'", "Kafka's"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


_NOUN_OPENING = re.compile(r"\s+(\w+)")
_LAST_WORD = re.compile(r"(\w+)$")


def before_noun(phrase: str, after: str) -> str:
    """`phrase` put before `after`, the text from the noun a determiner opened ("that approach" ->
    "the Redis approach"), saying that noun once when the phrase already ends with it (irw2):
    "Bronze Age collapse" + " collapse first?" -> "Bronze Age collapse first?", "a2ln-app" + " app."
    -> "a2ln-app."; when only the stem agrees the question's form stays ("feature flag" + " flags")."""
    noun, last = _NOUN_OPENING.match(after), _LAST_WORD.search(phrase)
    if noun is None or last is None or stem(noun.group(1).lower()) != stem(last.group(1).lower()):
        return phrase + after
    said = last.group(1) if noun.group(1).lower() == last.group(1).lower() else noun.group(1)
    return phrase[: last.start(1)] + said + after[noun.end() :]


_OWN_ARTICLE = re.compile(r"(?:the|an?)\s", re.I)


def determined(determiner: str, phrase: str, after: str) -> str:
    """`phrase` put between `determiner` and the noun `after` opens (`before_noun`), the determiner
    left out when the phrase opens with its own article (irw3): "the" + "The SEO Framework" + " page"
    -> "The SEO Framework page", not "the The SEO Framework page"."""
    opening = "" if _OWN_ARTICLE.match(phrase) else determiner + " "
    return opening + before_noun(phrase, after)

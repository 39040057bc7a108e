"""Word cues telling which part of a report a quoted sentence belongs in.

Keys are the section titles of core/profiles.py (lower case). A sentence fits
a section when its own words or its passage's heading carry the section's
cues; heading matches count more because a handbook's "Pitfalls" section is
about pitfalls even where a sentence does not say so.
"""

from __future__ import annotations

import re
from functools import lru_cache

_CUES: dict[str, str] = {
    "overview": r"\b(?:is an?|are|provides?|lets you|service|platform|runs?|designed|overview|introduction|what is)\b",
    "comparison table": r"\b(?:is an?|are|provides?|runs?|service)\b",
    "when to choose which": r"\b(?:choose|pick|prefer|better (?:fit|suited|choice)|suits?|good fit|when (?:you|your)|if you|use \w+ (?:when|for)|decision|rule of thumb)\b",
    "trade-offs": r"\b(?:trade-?offs?|but|however|whereas|while|downside|drawback|cost|limit(?:s|ed|ation)?|overhead|at the expense|in exchange|complexity)\b",
    "prerequisites": r"\b(?:prerequisites?|before (?:you|starting)|requires?|required|you need|install(?:ed)?|make sure|ensure|permissions?|account)\b",
    "steps": r"\b(?:steps?|fix(?:es)?|first|then|next|finally|create|configure|run|deploy|add|set|move|build|push|define|update|switch|replace|enable)\b",
    "pitfalls": r"\b(?:pitfalls?|gotchas?|avoid|careful|beware|mistakes?|don't|do not|never|watch out|common|forget|surprise|fails?|break)\b",
    "what it is": r"\b(?:is an?|are|refers to|means|defined|overview|introduction|what is)\b",
    "how it works": r"\b(?:works?|when a|each|under the hood|internally|mechanism|process(?:es)?|scheduler|event loop|runs?|handles?|stores?|writes?)\b",
    "key points": r"\b(?:important|key|note|limit|default|maximum|minimum|must|always|never|best practice|recommend)\b",
    "symptoms": r"\b(?:symptoms?|errors?|fails?|failing|exception|message|shows?|reports?|refused|timeout|too many|slow|crash(?:es)?|rejected)\b",
    "likely causes and fixes": r"\b(?:causes?|because|due to|fix(?:es)?|solution|resolve|raise|increase|reduce|lower|use a|pool(?:er|ing)?|restart|check|set)\b",
    "how to verify": r"\b(?:verify|confirm|check|monitor|watch|query|metrics?|dashboard|look at|observe|measure|test)\b",
    "requirements": r"\b(?:requirements?|constraints?|needs?|must|expected|scale|latency|throughput|availability|budget)\b",
    "recommended design": r"\b(?:recommend(?:ed)?|pattern|design|architecture|use an?|put|place|separate|queue|cache|layer|split)\b",
    "pricing model": r"\b(?:pric(?:e|ed|ing)|bill(?:ed|ing)?|charge[sd]?|per (?:request|hour|second|gb|million|month|vcpu)|free tier|pay)\b",
    "cost drivers": r"\b(?:cost(?:s|ly)?|drivers?|bill(?:ed)?|charged|expensive|adds up|dominat\w*|data transfer|egress|idle|memory|duration)\b",
    "ways to save": r"\b(?:save|saving|reduce|cut|cheaper|optimi[sz]\w*|rightsiz\w*|spot|savings plans?|reserved|turn off|lower)\b",
    "integration points": r"\b(?:api|sdk|webhooks?|events?|endpoints?|connectors?|integrat\w*|http|socket|gateway|client)\b",
    "setup": r"\b(?:create|configure|install|add|enable|set|register|invite|subscribe|run|deploy|step)\b",
    "authentication": r"\b(?:auth\w*|tokens?|credentials?|secrets?|permissions?|scopes?|signing|signature|keys?|oauth|iam|role)\b",
    "answer": r"\b(?:is an?|are|provides?|lets you|means|use)\b",
    "details": r"\b(?:also|because|default|limit|for example|e\.g\.|typically|usually|note)\b",
}
_COMPILED = {title: re.compile(pattern, re.I) for title, pattern in _CUES.items()}
# The same patterns (written in lower case) for ASCII text read lower-cased: the same matches,
# since on ASCII text a lower-case cue matches a character exactly when it matches its lower
# case, and `\b` and `\w` see the same word characters in ASCII mode. Under `re.I` sre folds
# every character it compares and cannot skip an alternative on its first letter: section_fit
# was ~6% of an offline turn's instructions with them (docs/scaling.md, ithr41).
_ASCII_LOWER = {title: re.compile(pattern, re.ASCII) for title, pattern in _CUES.items()}


# An instruction ("Put a pooler in front...") is a step whoever wrote it.
_IMPERATIVE = re.compile(
    r"^(?:add|avoid|build|check|choose|confirm|configure|create|define|deploy|enable|fix|install|keep|"
    r"make|move|prefer|put|raise|record|reduce|remove|replace|run|set|shift|start|switch|update|use|"
    r"wrap|write)\b",
    re.I,
)
_ACTION_SECTIONS = frozenset({"steps", "setup", "likely causes and fixes", "ways to save"})


def is_instruction(sentence: str) -> bool:
    """The sentence tells the reader what to do ("Put a pooler in front...")."""
    return bool(_IMPERATIVE.match(sentence))


# Asked for every candidate sentence in every section of every report length, and
# questions about one topic meet the same sentences again: ~5% of an offline answer's
# CPU when recomputed (py-spy, 200-mention burst).
@lru_cache(maxsize=8192)
def section_fit(section_title: str, sentence: str, heading: str) -> float:
    """0..1: how strongly a sentence (and its passage heading) belongs in a section."""
    title = section_title.lower()
    pattern = _COMPILED.get(title)
    if pattern is None:
        return 0.0
    if title in _ACTION_SECTIONS and is_instruction(sentence):
        return 1.0
    ascii_twin = _ASCII_LOWER[title]
    found = ascii_twin.findall(sentence.lower()) if sentence.isascii() else pattern.findall(sentence)
    in_sentence = min(1.0, 0.5 * len(found))
    held = heading and (ascii_twin.search(heading.lower()) if heading.isascii() else pattern.search(heading))
    in_heading = 1.0 if held else 0.0
    return min(1.0, 0.6 * in_heading + 0.6 * in_sentence)


# Words in a title or heading showing a passage is written for this kind of question.
_INTENT: dict[str, str] = {
    "comparison": r"\bvs\.?\b|\bversus\b|differ|compar|choos|trade-?off|when to use",
    "how_to": r"\bhow to\b|\bsteps?\b|guide|runbook|migrat|set ?up|install|getting started",
    "troubleshooting": r"troubleshoot|error|\bfix|too many|fail|debug|symptom|cause",
    "pricing": r"pric|cost|billing|\bsave|saving",
    "architecture": r"architect|design|pattern|reference",
    "integration": r"integrat|\bapi\b|webhook|\bsdk\b|auth|events",
    "deep_dive": r"how it works|overview|internals|what is|concepts|basics",
}
_INTENT_COMPILED = {t: re.compile(p, re.I) for t, p in _INTENT.items()}


def intent_fit(question_types: list[str], title: str, heading: str) -> float:
    """0..1: whether a passage's title or heading is about what this kind of question asks."""
    text = f"{title} {heading}"
    hits = [bool(_INTENT_COMPILED[t].search(text)) for t in question_types if t in _INTENT_COMPILED]
    return 1.0 if any(hits) else 0.0

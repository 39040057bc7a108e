"""A verb made to agree with one name in place of "we" ("we need" -> "<name> needs").

The rewrite says a maintainer's "we" as the project's name (irw6); the verb that went with
"we" must then take the third-person form. Only words known to be verbs change: a closed
list of common base forms, so a past form ("we used"), a word whose base and past forms are
spelt alike ("we set"), a modal and anything that is not a verb ("we all") stay as written.
"""

from __future__ import annotations

# Forms that no spelling rule gives.
_IRREGULAR = {
    "are": "is", "were": "was", "have": "has", "do": "does",
    "don't": "doesn't", "aren't": "isn't", "haven't": "hasn't", "weren't": "wasn't",
}
# Common base-form verbs (irw7's registered list). Left out on purpose: modals and
# auxiliaries, and verbs whose past is spelt as the base (set, put, cut, let, read, hit, quit).
_BASE_VERBS = frozenset(
    """accept add agree allow appear apply ask assume avoid begin believe build bump bundle call care
    change check choose close collect compile consider contain convert cover create deal debug decide
    define depend deploy describe disable display document drop enable encourage engage ensure expect
    explain export feel find fix follow generate give go handle help hope ignore implement import include
    install integrate intend invert keep know lack like load look love maintain make manage mark mean
    measure merge migrate miss move need offer open own package parse plan plug prefer prepare print
    process produce provide publish raise receive recognise recognize recommend reject release rely
    remove rename render replace report represent require resolve return reuse run save say see seem
    send ship show skip start stop store suggest support switch take target test think track treat try
    understand update use validate want welcome wish work wrap write""".split()
)
# Irregular past participles "we'd" may stand before ("we'd seen it": "we had").
_PARTICIPLES = frozenset(
    """been seen done gone made had taken given known written got gotten found thought said heard
    built begun chosen shown told tried""".split()
)
# Base forms spelt with the "-ed" of a participle.
_ED_BASES = frozenset("need proceed exceed succeed embed feed speed shed bleed breed heed seed".split())
# Adverbs that may stand between "we" and its verb ("we already use").
ADVERBS = frozenset("already also just currently really still always even usually often never actually only probably now".split())


def _third_person(verb: str, auxiliary_only: bool) -> str | None:
    """The third-person singular of a listed base-form `verb` (lower case), else None."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if auxiliary_only or verb not in _BASE_VERBS:
        return None
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def agreeing(word: str, *, auxiliary_only: bool = False) -> str | None:
    """The form of the verb `word` that agrees with one name, written as `word` is (its
    apostrophe, its capitals: "Don’t" -> "Doesn’t", "ARE" -> "IS", "Need" -> "Needs"), or
    None for a word that is not a listed present verb. `auxiliary_only` takes be/have/do
    alone: the verb before "we" in a question ("do we need" -> "does <name> need"), where a
    plain verb is never the one that goes with it ("I think we" stays "I think <name>")."""
    said = _third_person(word.lower().replace("’", "'"), auxiliary_only)
    if said is None:
        return None
    said = said.replace("'", "’") if "’" in word else said
    if word.isupper() and len(word) > 1:
        return said.upper()
    return said[0].upper() + said[1:] if word[0].isupper() else said


def past_participle(word: str) -> bool:
    """Whether `word` reads as a past participle after "we'd" ("we'd seen", "we'd tested"),
    which makes the contraction "had" rather than "would"."""
    low = word.lower()
    return low in _PARTICIPLES or (low.endswith("ed") and len(low) > 3 and low not in _ED_BASES)

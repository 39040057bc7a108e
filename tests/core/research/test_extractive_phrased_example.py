"""Of two examples naming the same words, the answer's is the one whose introducer says them as the question does.

A README often shows the variants of one task one after the other, each
under its own introducer ("How to add new phrases to existing locale
files:", "How to add a new locale:"). Both name "add", "new" and "locale",
in the same section, so they answer equally much of "add a brand new
locale"; only the second writes those words together, in the question's
order. Fixtures are small passages written here.
"""

from __future__ import annotations

from core.research.passages import gather
from core.research.quotes import best_example, choose_lead, shape_of
from core.research.sentences import QuestionTerms, phrased, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

LOCALES = """\
Glossa reads its translations from gettext catalogues, one per locale, shipped inside the package.

How to add new phrases to existing locale files:

```sh
xgettext --from-code=UTF-8 -o glossa.pot -k'_' src/glossa/*.py
msgmerge -U src/glossa/locale/fr/LC_MESSAGES/glossa.po glossa.pot
```

How to add a new locale:

```sh
msginit -i glossa.pot -o src/glossa/locale/<name>/LC_MESSAGES/glossa.po --locale <name>
```
"""


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def test_the_example_saying_the_questions_words_together_is_the_answers() -> None:
    question = "glossa: how do I add a brand new locale?"
    terms = _terms(question)
    hit = Hit(id="corpus:1", source="corpus", title="glossa", path="glossa/README.md", heading="Translations", text=LOCALES, score=1.0)
    evidence = gather([hit])
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    shape = shape_of(question, "how_to", [], terms)
    example = best_example(ranked, choose_lead(ranked, shape, terms), shape, None)
    assert example is not None and example.text == "How to add a new locale:"


def test_words_count_as_said_together_only_close_and_in_the_questions_order() -> None:
    terms = _terms("add a new locale")
    assert phrased("How to add a new locale:", terms) == 1.0
    # "add" and "new" together, "new" and "locale" four words apart.
    assert phrased("How to add new phrases to existing locale files:", terms) == 0.5
    # The same words the other way round.
    assert phrased("A locale that is new must be added:", terms) == 0.0


def test_the_projects_own_name_forms_no_pair() -> None:
    terms = _terms("glossa-tools: keep the prompts")
    # "glossa-tools" is written together wherever it is written; "keep the prompts" is the pair that tells.
    assert phrased("To make glossa-tools skip every prompt:", terms, frozenset({"glossa", "tool"})) == 0.0
    assert phrased("To make glossa-tools skip every prompt:", terms) == 1 / 3

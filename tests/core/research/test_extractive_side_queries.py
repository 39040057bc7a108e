"""Passages found only by one option's own query, in an index of several projects.

"is there a JSON serializer in pantry instead of pickle?" reads as a choice
between "pantry" and "pickle", so each is also searched alone. "pickle"
alone finds another project's pickling page, scored for that one word far
above the question's own passages; it must not lead the answer about pantry
when nothing the question itself found comes from that project. Fixtures are
small passages written here in that shape.
"""

from __future__ import annotations

from core.research.extractive import weigh_hits
from core.research.sentences import QuestionTerms
from core.sources.base import Hit
from core.sources.query import analyse

QUESTION = "is there a JSON serializer in pantry instead of pickle?"


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def _hit(n: int, path: str, heading: str, text: str, score: float) -> Hit:
    return Hit(id=f"corpus:{n}", source="corpus", title=heading, path=path, heading=heading, text=text, score=score)


OWN = _hit(1, "pantry/docs/serializers.md", "Serializers",
           "Pantry stores values with its default serializer unless you pass another one, such as the JSON serializer.", 0.42)
OWN_SIDE = _hit(2, "pantry/docs/install.md", "Installing", "Pantry needs no dependencies beyond the standard library.", 0.7)
FOREIGN_SIDE = _hit(3, "tracebacks/README.md", "Pickling tracebacks",
                    "Tracebacks can be pickled: install the pickle support once and pickle them like any object.", 0.9)


def _weighed(found: list[tuple[Hit, bool]]) -> list[Hit]:
    return weigh_hits(found, _terms(QUESTION), ["pantry", "pickle"])


def test_a_lone_option_finding_another_project_does_not_outrank_the_question_own_passages() -> None:
    weighed = _weighed([(OWN, True), (OWN_SIDE, False), (FOREIGN_SIDE, False)])
    assert weighed[0].id == OWN.id
    assert [h.id for h in weighed].index(FOREIGN_SIDE.id) > [h.id for h in weighed].index(OWN.id)


def test_a_lone_option_finding_the_asked_project_keeps_its_weight() -> None:
    with_foreign = {h.id: h.score for h in _weighed([(OWN, True), (OWN_SIDE, False), (FOREIGN_SIDE, False)])}
    # The same passage found the same way scores the same whether or not another project's page was found too.
    alone = {h.id: h.score for h in _weighed([(OWN, True), (OWN_SIDE, False)])}
    assert with_foreign[OWN_SIDE.id] == alone[OWN_SIDE.id]
    # Only a project the question's own query found is spared: with none found (no path), nothing is discounted.
    pathless = FOREIGN_SIDE.model_copy(update={"path": None})
    foreign = {h.id: h.score for h in _weighed([(OWN, True), (FOREIGN_SIDE, False)])}
    spared = {h.id: h.score for h in _weighed([(OWN.model_copy(update={"path": None}), True), (pathless, False)])}
    assert spared[FOREIGN_SIDE.id] > foreign[FOREIGN_SIDE.id]

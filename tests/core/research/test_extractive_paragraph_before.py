"""A quoted sentence's sentence right before it in its own paragraph, when the quoted one takes it up, fills a place left over.

"The ability to set arbitrary socket options does not exist prior to
`requests` 2.4.0." is quoted, and the answer is the sentence before it in its
paragraph ("This adapter will only work with `requests` 2.4.0 or newer."),
which the quoted one goes on from: it names the same code. So does a quoted
sentence leaning back on it ("They will most probably not work ..." after
"These pseudo-elements are Parsel-specific.") or opening on "The" and taking
up one of its words ("The cache is cleared on reload." after "The cache holds
compiled patterns."). That sentence is quoted right before its pick, but only
in a place the followers have left (the quick answer keeps at most five
sentences), and never before the lead. A sentence before that the pick does
not take up ("Patterns are compiled once." before "Expanders are cheap to
create.") stays out. Fixtures are small documents written here in that shape.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import continued
from core.sources.base import Hit

ADAPTERS_MD = """\
Sockets can be tuned per connection. This adapter will only work with `requests` 2.4.0 or newer. The ability to set arbitrary socket options does not exist prior to `requests` 2.4.0.

Selectors accept pseudo-elements. These pseudo-elements are Parsel-specific. They will most probably not work with other libraries.

The lexer reads keywords. The cache holds compiled patterns. The cache is cleared on reload.

Patterns are compiled once. Expanders are cheap to create.
"""


def _candidates() -> list[Candidate]:
    hit = Hit(id="corpus:1", source="corpus", title="Adapters", path="sockkit/docs/adapters.md", heading="Sockets", text=ADAPTERS_MD, score=1.0)
    return sorted(gather([hit]).candidates, key=lambda c: c.position)


def test_the_sentence_before_naming_the_same_code_comes_before_its_pick() -> None:
    ranked = _candidates()
    lead, adapter, ability = ranked[6], ranked[1], ranked[2]
    assert adapter.text.startswith("This adapter") and ability.text.startswith("The ability")
    assert continued([lead, ability], ranked) == [lead, adapter, ability]


def test_a_pick_leaning_back_brings_the_sentence_before_it() -> None:
    ranked = _candidates()
    lead, these, they = ranked[0], ranked[4], ranked[5]
    assert they.text.startswith("They will")
    assert continued([lead, they], ranked) == [lead, these, they]


def test_a_pick_opening_on_the_and_taking_up_a_word_brings_the_sentence_before_it() -> None:
    ranked = _candidates()
    lead, holds, cleared = ranked[0], ranked[7], ranked[8]
    assert cleared.text.startswith("The cache is cleared")
    assert continued([lead, cleared], ranked) == [lead, holds, cleared]


def test_a_sentence_before_the_pick_does_not_take_up_stays_out() -> None:
    ranked = _candidates()
    lead, cheap = ranked[0], ranked[10]
    assert cheap.text.startswith("Expanders are cheap")
    assert continued([lead, cheap], ranked) == [lead, cheap]


def test_the_lead_brings_nothing_before_it_and_a_full_answer_nothing_more() -> None:
    ranked = _candidates()
    ability, they, cleared = ranked[2], ranked[5], ranked[8]
    # Nothing comes before the lead (what may follow it is `_next_opening`'s).
    assert continued([ability], ranked)[0] is ability
    # One place left: the best-scoring of the two goes in (here equal scores: the first found).
    four = [ranked[0], they, cleared, ranked[10]]
    assert len(continued(four, ranked)) == 5
    five = [ranked[0], they, cleared, ranked[10], ranked[3]]
    assert continued(five, ranked) == five

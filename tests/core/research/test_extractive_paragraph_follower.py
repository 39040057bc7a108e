"""A quoted sentence's next sentence in its own paragraph, taking up what it names, fills a place left over.

"... you can raise or lower this limit with the keyword option `limit`." is
quoted, and the answer is the next sentence of its paragraph ("If you set
`limit` to `0`, there will be no limit."), which names nothing of the
question and does not lean back with a pronoun, so `continuation` turns it
away as another thought. When it names the same code as the quoted sentence,
or opens on "The" and takes up one of its words ("The default factor is ..."
after "The delay grows by a factor ..."), it goes on about the same thing: it
is quoted right after it, but only in a place the followers `continuation`
accepts have left (the quick answer keeps at most five sentences). A next
sentence starting another thought ("Create one per pattern list.") stays out.
Fixtures are small documents written here in that shape.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import continued
from core.sources.base import Hit

EXPAND_MD = """\
The `Expander` class turns one pattern into many. The number of patterns is limited to 1000, but you can raise or lower this limit with the keyword option `limit`. If you set `limit` to `0`, there will be no limit.

Each attempt waits before the next. The delay grows by a factor after every attempt. The default factor is `1.0`, which keeps the delay constant.

Expanders are cheap to create. Create one per pattern list.

Retries are counted per test. They reset when the test passes.
"""


def _candidates() -> list[Candidate]:
    hit = Hit(id="corpus:1", source="corpus", title="Expanding", path="expandkit/docs/expand.md", heading="Limits", text=EXPAND_MD, score=1.0)
    return sorted(gather([hit]).candidates, key=lambda c: c.position)


def test_the_next_sentence_naming_the_same_code_comes_after_its_pick() -> None:
    ranked = _candidates()
    lead, option, zero = ranked[0], ranked[1], ranked[2]
    assert zero.text.startswith("If you set `limit`")
    assert continued([lead, option], ranked) == [lead, option, zero]


def test_the_next_sentence_taking_up_a_word_of_its_pick_comes_after_it() -> None:
    ranked = _candidates()
    lead, grows, default = ranked[0], ranked[4], ranked[5]
    assert default.text.startswith("The default factor")
    # (The sentence "The delay grows ..." goes on from may come before it: test_extractive_paragraph_before.py.)
    out = continued([lead, grows], ranked)
    assert out[out.index(grows) + 1] is default


def test_a_next_sentence_starting_another_thought_still_stays_out() -> None:
    ranked = _candidates()
    lead, cheap = ranked[0], ranked[6]
    assert continued([lead, cheap], ranked) == [lead, cheap]


def test_a_follower_continuation_accepts_takes_the_place_first() -> None:
    ranked = _candidates()
    lead, option, zero, waits, counted, reset = ranked[0], ranked[1], ranked[2], ranked[3], ranked[8], ranked[9]
    # One place left: "They reset ..." leans back on its pick and is quoted; "If you set `limit` ..." waits.
    assert continued([lead, option, counted, waits], ranked) == [lead, option, counted, reset, waits]
    # Two places: both, each after its pick.
    assert continued([lead, option, counted], ranked) == [lead, option, zero, counted, reset]
    # Five sentences already: nothing more.
    five = [lead, option, counted, waits, ranked[6]]
    assert continued(five, ranked) == five

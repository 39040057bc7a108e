"""Every quoted sentence brings the one sentence that continues it, not only the lead.

"The decorator form of `connect` cannot choose the sender." is quoted for a
question about picking the sender from a decorator, but the answer is the
next sentence ("Its sibling `connect_via` can: ..."), which leans on it and
scores too little to be picked on its own. The lead's own run already came
with `continuation`; a later quoted sentence now brings its next one the
same way (one sentence, the same tests: it leans back or names the
question), in the room the quick answer has left (at most five sentences):
it never displaces a picked sentence. A next sentence starting another
thought stays out. Fixtures are
small documents written here in that shape.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import continued
from core.sources.base import Hit

SIGNALS_MD = """\
Receivers connect to a signal with `connect`. A receiver is called every time the signal is sent.

The decorator form of `connect` cannot choose the sender. Its sibling `connect_via` can: it takes the sender as its one argument.

Signals are cheap to create. Create one per event your library emits.
"""


def _candidates() -> list[Candidate]:
    hit = Hit(id="corpus:1", source="corpus", title="Signals", path="sigkit/docs/signals.md", heading="Connecting", text=SIGNALS_MD, score=1.0)
    return sorted(gather([hit]).candidates, key=lambda c: c.position)


def test_a_quoted_sentence_after_the_lead_brings_the_sentence_continuing_it() -> None:
    lead, called, decorator, sibling, cheap, create = _candidates()
    assert decorator.text.startswith("The decorator form") and sibling.text.startswith("Its sibling")
    assert continued([lead, decorator], [lead, called, decorator, sibling, cheap, create]) == [lead, decorator, sibling]


def test_the_lead_is_left_to_its_own_run_and_nothing_is_quoted_twice() -> None:
    lead, called, decorator, sibling, cheap, create = _candidates()
    ranked = [lead, called, decorator, sibling, cheap, create]
    # The lead's continuation is `continuation`'s (its run is already in the picks).
    assert continued([lead], ranked) == [lead]
    # Already quoted: not again.
    assert continued([lead, sibling, decorator], ranked) == [lead, sibling, decorator]


def test_a_next_sentence_starting_another_thought_stays_out() -> None:
    lead, called, decorator, sibling, cheap, create = _candidates()
    # "Create one per event ..." neither leans on "Signals are cheap ..." nor names anything asked.
    assert continued([lead, cheap], [lead, called, decorator, sibling, cheap, create]) == [lead, cheap]


def test_a_full_quick_answer_takes_no_continuation() -> None:
    lead, called, decorator, sibling, cheap, create = _candidates()
    ranked = [lead, called, decorator, sibling, cheap, create]
    # Five sentences already (the quick answer's most): the follower would take a picked one's room.
    assert continued([lead, decorator, called, cheap, create], ranked) == [lead, decorator, called, cheap, create]
    # Four leave room for one.
    assert continued([lead, decorator, cheap, create], ranked) == [lead, decorator, sibling, cheap, create]

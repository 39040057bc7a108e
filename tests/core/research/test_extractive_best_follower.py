"""When several quoted sentences have a follower and the quick answer has room for one, the best follower takes it.

`continued` lets each quoted sentence after the lead bring the sentence continuing it, only in
the room the quick answer has left (at most five sentences). With one spare place and two
picks that each have a follower, the place went to the earlier pick's follower, whatever the
two followers scored (multidict-16: the answer followed a later pick). Now the follower
scoring best takes it, and it is still quoted right after its own pick. Fixtures are small
documents written here in that shape.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import continued
from core.sources.base import Hit

QUEUE_MD = """\
A queue hands jobs to workers. Workers take one job at a time.

Retries are off by default. They are turned on with `retries=3` on the queue.

Failed jobs stay on the queue. They are moved to `dead` after the last retry.

Queues are cheap to create. Make one per kind of job.
"""


def _candidates() -> list[Candidate]:
    hit = Hit(id="corpus:1", source="corpus", title="Queues", path="jobkit/docs/queues.md", heading="Queues", text=QUEUE_MD, score=1.0)
    return sorted(gather([hit]).candidates, key=lambda c: c.position)


def _scored(off: float, on: float, stay: float, moved: float) -> list[Candidate]:
    cands = _candidates()
    lead, one, retries_off, turned_on, failed_stay, moved_dead, cheap, make = cands
    assert turned_on.text.startswith("They are turned on") and moved_dead.text.startswith("They are moved")
    for c, s in zip(cands, (1.0, 0.2, off, on, stay, moved, 0.5, 0.1)):
        c.score = s
    return cands


def test_the_one_spare_place_goes_to_the_better_follower_not_the_earlier_pick() -> None:
    lead, one, retries_off, turned_on, failed_stay, moved_dead, cheap, make = _scored(0.6, 0.3, 0.55, 0.5)
    ranked = [lead, retries_off, failed_stay, moved_dead, cheap, turned_on, one, make]
    # Four picks, room for one follower: "They are moved to `dead` ..." (0.5) beats "They are turned on ..." (0.3).
    assert continued([lead, retries_off, failed_stay, cheap], ranked) == [lead, retries_off, failed_stay, moved_dead, cheap]


def test_the_earlier_picks_follower_keeps_the_place_when_it_scores_better() -> None:
    lead, one, retries_off, turned_on, failed_stay, moved_dead, cheap, make = _scored(0.6, 0.5, 0.55, 0.3)
    ranked = [lead, retries_off, turned_on, failed_stay, cheap, moved_dead, one, make]
    assert continued([lead, retries_off, failed_stay, cheap], ranked) == [lead, retries_off, turned_on, failed_stay, cheap]


def test_with_room_for_both_every_follower_is_quoted_after_its_own_pick() -> None:
    lead, one, retries_off, turned_on, failed_stay, moved_dead, cheap, make = _scored(0.6, 0.3, 0.55, 0.5)
    ranked = [lead, retries_off, failed_stay, moved_dead, cheap, turned_on, one, make]
    assert continued([lead, retries_off, failed_stay], ranked) == [lead, retries_off, turned_on, failed_stay, moved_dead]

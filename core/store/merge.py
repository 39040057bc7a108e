"""Three-way merge of a session whose save lost a compare-and-set race.

Thread locks make conflicts rare, but a lock can be missed: a lease that lapsed
while its holder's event loop stalled, a store that briefly lost its lock
keys. Then two turns saved from the same starting point and one save is
refused. Nothing may be dropped, so the refused turn's changes are replayed
onto what is stored now. A turn changes a session in three ways only: it
appends turns (and the analyses they point to), it records feedback on an
answer, and it shows, runs or drops a pending plan.
"""

from __future__ import annotations

from core.models import Analysis, Session


def same_analysis(a: Analysis, b: Analysis) -> bool:
    """Analyses are identified by when they were made and what they answer, not by position."""
    return a.created == b.created and a.question == b.question


def find_analysis(analyses: list[Analysis], wanted: Analysis) -> int | None:
    for index, analysis in enumerate(analyses):
        if same_analysis(analysis, wanted):
            return index
    return None


def merge_sessions(base: Session, mine: Session, theirs: Session) -> Session:
    """`theirs` (stored now) plus what `mine` changed since `base` (what it was loaded from).

    `mine` must be `base` with turns and analyses appended and feedback edited
    (untrimmed). The result carries `theirs`' revision, ready to save.
    """
    merged = theirs.model_copy(deep=True)
    merged.mark_stored(theirs.revision)

    for before, after in zip(base.analyses, mine.analyses, strict=False):
        if after.feedback == before.feedback:
            continue
        index = find_analysis(merged.analyses, before)
        if index is None:
            continue  # that answer is gone (a reset): its feedback goes with it
        target = merged.analyses[index]
        # This turn's vote wins for the users whose vote it changed.
        was = {f.user: f for f in before.feedback}
        now = {f.user: f for f in after.feedback}
        changed = {user for user in was.keys() | now.keys() if was.get(user) != now.get(user)}
        target.feedback = [f for f in target.feedback if f.user not in changed] + [
            f for f in after.feedback if f.user in changed
        ]

    if mine.pending_plan != base.pending_plan:
        # This turn showed a plan, ran it or superseded it.
        merged.pending_plan = mine.pending_plan

    if mine.viewing != base.viewing and merged.latest == base.latest:
        # This turn showed an earlier answer by name; a newer answer stored meanwhile is the one to act on.
        merged.viewing = mine.viewing

    for analysis in mine.analyses[len(base.analyses) :]:
        merged.analyses.append(analysis)
        merged.viewing = None

    for turn in mine.turns[len(base.turns) :]:
        turn = turn.model_copy()
        if turn.analysis is not None:
            pointed = mine.analyses[turn.analysis] if 0 <= turn.analysis < len(mine.analyses) else None
            turn.analysis = find_analysis(merged.analyses, pointed) if pointed is not None else None
        merged.turns.append(turn)

    merged.updated = max(mine.updated, theirs.updated)
    return merged

"""The labelled data of the understanding models and its source-disjoint split.

Every row belongs to a source group (a repository, a web site, a CAsT topic, a
conversation). A group's split is fixed by a salted hash of its name, so the
assignment is decided before any training, never depends on what is in the
data, and a group never straddles two splits:

- `train`: fitted on;
- `dev`: studied freely (features, thresholds, calibration);
- `test`: the locked split, scored only to report (`research-bot eval`).

The in-house sets in `tests/data/` were read while earlier rules were tuned, so
they and any group they share are dev, never train or test. The assignment is
recorded in `tools/data/splits.json` (`python -m tools.data.splits` rewrites it;
a test checks it still matches this function).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlparse

Split = Literal["train", "dev", "test"]
SALT = "research-bot/understanding-split/v1"
# Percent of groups per split: train < 60 <= dev < 80 <= test.
_TRAIN_BELOW, _DEV_BELOW = 60, 80

ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = ROOT / "tools" / "data"
QUESTIONS_DIR = DATA_DIR / "questions"
FOLLOWUPS_DIR = DATA_DIR / "followups"
DEV_QUESTIONS = ROOT / "tests" / "data" / "questions.jsonl"
DEV_FOLLOWUPS = ROOT / "tests" / "data" / "followups.jsonl"
SPLITS_FILE = DATA_DIR / "splits.json"
# Label corrections made while reviewing train/dev rows against docs/labelling.md, kept
# apart from the collected files so the original labels stay visible.
CORRECTIONS_DIR = DATA_DIR / "corrections"
DEV_FOLLOWUPS_GROUP = "tests/data/followups"
# Locked parts of the question data: file -> (salt, cut). The first locked split (dq1-dq4)
# was scored more than once, so each later pass collected a new part before any model
# change. A group first seen in such a file is locked when the usual hash says so, or when
# the part's own salted hash of its name falls below the cut. Decided from group names only.
# - dq5 (third pass): cut 50, half of the rest, so the part is large enough to report alone;
# - dq7 (fourth pass): cut 100, every new group: once dq5's part had been scored, dq7 is
#   the only estimate nobody has read, and all 267 rows of it buy a tighter figure.
# - dq8 (fifth pass): cut 100, every new group, for the same reason once dq7 has been scored.
# - dq9 (sixth pass): cut 100, every new group, for the same reason once dq8 has been scored.
# - dq10 (seventh pass): cut 100, every new group, for the same reason once dq9 has been scored.
# - dq13 (eighth pass): cut 100, every new group, for the same reason once dq10 has been scored.
# - dq15 (ninth pass): cut 100, every new group, for the same reason once dq13 has been scored.
# - dq16 (tenth pass): cut 100, every new group, for the same reason once dq15 has been scored.
# - dq17 (eleventh pass): cut 100, every new group, for the same reason once dq16 has been scored.
# - dq18 (twelfth pass): cut 100, every new group, for the same reason once dq17 has been scored.
# - dq19 (thirteenth pass): cut 100, every new group, for the same reason once dq18 has been scored.
# - dq20 (fourteenth pass): cut 100, every new group, for the same reason once dq19 has been scored.
# - dq21 (fifteenth pass): cut 100, every new group, for the same reason once dq20 has been scored.
# - dq22 (sixteenth pass): cut 100, every new group, for the same reason once dq21 has been scored.
# - dq23 (seventeenth pass): cut 100, every new group, for the same reason once dq22 has been scored.
# - dq24 (eighteenth pass): cut 100, every new group, for the same reason once dq23 has been scored.
# - dq25 (nineteenth pass): cut 100, every new group, for the same reason once dq24 has been scored.
# - dq26 (twentieth pass): cut 100, every new group, for the same reason once dq25 has been scored.
# - dq27 (twenty-first pass): cut 100, every new group, for the same reason once dq26 has been scored.
# - dq28 (twenty-second pass): cut 100, every new group, for the same reason once dq27 has been scored.
# - dq29 (twenty-third pass): cut 100, every new group, for the same reason once dq28 has been scored.
# - dq30 (twenty-fourth pass): cut 100, every new group, for the same reason once dq29 has been scored.
# - dq31 (twenty-fifth pass): cut 100, every new group, for the same reason once dq30 has been scored.
# - dq32 (twenty-sixth pass): cut 100, every new group, for the same reason once dq31 has been scored.
# - dq33 (twenty-seventh pass): cut 100, every new group, for the same reason once dq32 has been scored.
# - dq34 (twenty-eighth pass): cut 100, every new group, for the same reason once dq33 has been scored.
# - dq35 (twenty-ninth pass): cut 100, every new group, for the same reason once dq34 has been scored.
# - dq36 (thirtieth pass): cut 100, every new group, for the same reason once dq35 has been scored.
# - dq37 (thirty-first pass): cut 100, every new group, for the same reason once dq36 has been scored.
# - dq38 (thirty-second pass): cut 100, every new group, for the same reason once dq37 has been scored.
# - dq39 (thirty-third pass): cut 100, every new group, for the same reason once dq38 has been scored.
# - dq40 (thirty-fourth pass): cut 100, every new group, for the same reason once dq39 has been scored.
# - dq41 (thirty-fifth pass): cut 100, every new group, for the same reason once dq40 has been scored.
# - dq42 (thirty-sixth pass): cut 100, every new group, for the same reason once dq41 has been scored.
LOCKED_PARTS: dict[str, tuple[str, int]] = {
    "dq5": ("research-bot/understanding-split/v5-locked", 50),
    "dq7": ("research-bot/understanding-split/dq7-locked", 100),
    "dq8": ("research-bot/understanding-split/dq8-locked", 100),
    "dq9": ("research-bot/understanding-split/dq9-locked", 100),
    "dq10": ("research-bot/understanding-split/dq10-locked", 100),
    "dq13": ("research-bot/understanding-split/dq13-locked", 100),
    "dq15": ("research-bot/understanding-split/dq15-locked", 100),
    "dq16": ("research-bot/understanding-split/dq16-locked", 100),
    "dq17": ("research-bot/understanding-split/dq17-locked", 100),
    "dq18": ("research-bot/understanding-split/dq18-locked", 100),
    "dq19": ("research-bot/understanding-split/dq19-locked", 100),
    "dq20": ("research-bot/understanding-split/dq20-locked", 100),
    "dq21": ("research-bot/understanding-split/dq21-locked", 100),
    "dq22": ("research-bot/understanding-split/dq22-locked", 100),
    "dq23": ("research-bot/understanding-split/dq23-locked", 100),
    "dq24": ("research-bot/understanding-split/dq24-locked", 100),
    "dq25": ("research-bot/understanding-split/dq25-locked", 100),
    "dq26": ("research-bot/understanding-split/dq26-locked", 100),
    "dq27": ("research-bot/understanding-split/dq27-locked", 100),
    "dq28": ("research-bot/understanding-split/dq28-locked", 100),
    "dq29": ("research-bot/understanding-split/dq29-locked", 100),
    "dq30": ("research-bot/understanding-split/dq30-locked", 100),
    "dq31": ("research-bot/understanding-split/dq31-locked", 100),
    "dq32": ("research-bot/understanding-split/dq32-locked", 100),
    "dq33": ("research-bot/understanding-split/dq33-locked", 100),
    "dq34": ("research-bot/understanding-split/dq34-locked", 100),
    "dq35": ("research-bot/understanding-split/dq35-locked", 100),
    "dq36": ("research-bot/understanding-split/dq36-locked", 100),
    "dq37": ("research-bot/understanding-split/dq37-locked", 100),
    "dq38": ("research-bot/understanding-split/dq38-locked", 100),
    "dq39": ("research-bot/understanding-split/dq39-locked", 100),
    "dq40": ("research-bot/understanding-split/dq40-locked", 100),
    "dq41": ("research-bot/understanding-split/dq41-locked", 100),
    "dq42": ("research-bot/understanding-split/dq42-locked", 100),
}
LOCKED_PART_FILES: tuple[str, ...] = tuple(LOCKED_PARTS)
# Locked parts scored once at the end of an earlier pass and studied since: their locked
# rows are dev (read, and fitted on by the shipped model), never test again. dq5's part
# was scored at the end of the third pass, dq7's at the end of the fourth, dq8's at the
# end of the fifth, dq9's at the end of the sixth, dq10's at the end of the seventh, dq13's
# at the end of the eighth, dq15's at the end of the ninth, dq16's at the end of the tenth,
# dq17's at the end of the eleventh, dq18's at the end of the twelfth's first round, dq19's
# at the end of the thirteenth's, dq20's at the end of the fourteenth's, dq21's at the end of
# the fifteenth's, dq22's at the end of the sixteenth's, dq23's at the end of the seventeenth's,
# dq24's at the end of the eighteenth's, dq25's at the end of the nineteenth's, dq26's at the end
# of the twentieth's data collection (before the pass's improvements were merged), dq27's at the
# end of the twenty-first's (likewise), dq28's at the end of the twenty-second's (likewise), dq29's
# at the end of the twenty-third's (likewise), dq30's at the end of the twenty-fourth's (likewise),
# dq31's at the end of the twenty-fifth's (likewise), dq32's at the end of the twenty-sixth's (likewise),
# dq33's at the end of the twenty-seventh's (likewise), dq34's at the end of the twenty-eighth's
# (likewise), dq35's at the end of the twenty-ninth's (likewise), dq36's at the end of the thirtieth's
# (likewise), dq37's at the end of the thirty-first's (likewise), dq38's at the end of the
# thirty-second's (likewise), dq39's at the end of the thirty-third's (likewise), dq40's at the end of the
# thirty-fourth's (likewise), dq41's at the end of the thirty-fifth's (likewise), dq42's at the end of
# the thirty-sixth's (likewise).
SPENT_LOCKED_PARTS: tuple[str, ...] = (
    "dq5", "dq7", "dq8", "dq9", "dq10", "dq13", "dq15", "dq16", "dq17", "dq18", "dq19", "dq20", "dq21",
    "dq22", "dq23", "dq24", "dq25", "dq26", "dq27", "dq28", "dq29", "dq30", "dq31", "dq32", "dq33", "dq34",
    "dq35", "dq36", "dq37", "dq38", "dq39", "dq40", "dq41", "dq42",
)
# Question files whose locked rows no earlier pass has scored: `research-bot eval`
# reports them alone — the cleanest figure there is. dq7 was spent in the fifth pass,
# dq8 in the sixth, dq9 in the seventh, dq10 after it, dq13 after the eighth, dq15 (scored
# at the end of the ninth) after it, dq16 (scored at the end of the tenth) after it, dq17
# (scored at the end of the eleventh) after it, dq18 (scored at the end of the twelfth's
# first round) after it, dq19 (scored at the end of the thirteenth's first round) after it,
# dq20 (scored at the end of the fourteenth's first round) after it, dq21 (scored at the end
# of the fifteenth's first round) after it, dq22 (scored at the end of the sixteenth's first
# round) after it, dq23 (scored at the end of the seventeenth's first round) after it, dq24
# (scored at the end of the eighteenth's first round) after it, dq25 (scored at the end of the
# nineteenth's first round) after it, dq26 (scored in the twentieth) after it, dq27 (scored in
# the twenty-first) after it, dq28 (scored in the twenty-second) after it, dq29 (scored in the
# twenty-third) after it, dq30 (scored in the twenty-fourth) after it, dq31 (scored in the
# twenty-fifth) after it, dq32 (scored in the twenty-sixth) after it, dq33 (scored in the
# twenty-seventh) after it, dq34 (scored in the twenty-eighth) after it, dq35 (scored in the
# twenty-ninth) after it, dq36 (scored in the thirtieth) after it, dq37 (scored in the thirty-first)
# after it, dq38 (scored in the thirty-second) after it, dq39 (scored in the thirty-third) after it,
# dq40 (scored in the thirty-fourth) after it, dq41 (scored in the thirty-fifth) after it, dq42 (scored in
# the thirty-sixth) after it; the next pass registers its own.
FRESH_DATASETS: tuple[str, ...] = ()
# Fitting-only parts of the question data: collected to be fitted on and never scored. A
# group first seen in such a file is train whatever the usual hash says, so none of it
# reaches dev or test; a group an earlier file holds would keep its split, but these parts
# are collected from repositories no other file holds.
# - dq11 (seventh pass): aimed at the types the classifier confuses most (integration,
#   deep_dive, how_to, architecture). Chosen for what the model gets wrong, it would
#   flatter or punish it unevenly as a measure, and dq10 is the pass's locked measure.
# - dq12 (seventh pass): more real rows spread over all eight types, because the learning
#   curve still rises with data; fitted on like dq11, for the same reason never a measure.
FITTING_PARTS: tuple[str, ...] = ("dq11", "dq12")


@dataclass(frozen=True)
class LockedPart:
    """How a follow-up file collected as a new locked part splits its new groups: the
    part's own salted hash, locked (test) below `test_below` percent, train below
    `train_below`, dev above."""

    salt: str
    test_below: int
    train_below: int


# Follow-up files collected after the first locked split was spent (scored twice): each
# is a new locked part, its shares fixed before any of its rows was collected; a group
# the earlier data already placed keeps its split. `research-bot eval` reports each part
# alone.
# - df2 (third pass): 45% test, 35% train, 20% dev, so ~150 rows hold enough locked
#   conversations to report.
# - df3 (fourth pass): every group locked. Its 150 rows are the only clean measure of the
#   fourth pass; the fitting rows are already ~1,100 and df2's scored part joins dev, so
#   holding a third of df3 out for training would buy little and halve the figure's base.
# - df4 (fifth pass): every group locked, for the same reason: collected before any model
#   change of the pass and never read against the detector.
# - df5 (sixth pass): every group locked, for the same reason (df4 is scored and spent).
# - df6 (seventh pass): every group locked, for the same reason (df5 is scored and spent).
# - df7 (seventh pass): no group locked, every one train. It is fitting data aimed at the
#   detector's known weakness (self-contained questions inside a same-domain thread,
#   follow-ups without pronouns), collected blind from new repositories while df6 is the
#   pass's measure: chosen for what the model gets wrong, it would flatter or punish the
#   model unevenly as a test, so it is never a measure. With a 0 cut no row reaches
#   `research-bot eval`.
# - df8 (seventh pass): fitting data, like df7: no group locked, every one train. The same
#   weakness, from other new repositories, with the kinds df7 lacks (clarifications and
#   corrections, questions about the previous answer's own content).
# - df11 (eighth pass): fitting data, like df7/df8: no group locked, every one train. The
#   same weakness, aimed at tools named in lower case (standalone questions about a named
#   tool inside a same-area thread; follow-ups naming a tool the thread already used).
# - df10 (eighth pass): every group locked, for df3-df6's reason (collected blind before any
#   model change of the pass; df6 is scored and spent). The name df9 is taken in git history.
# - df12 (ninth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df10 is scored and spent).
# - df14 (tenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df12 is scored and spent). The name df13 is taken in git history.
# - df15 (eleventh pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df14 is scored and spent).
# - df16 (twelfth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df15 is scored and spent).
# - df17 (thirteenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df16 is scored and spent). Its rows also name each turn's speaker.
# - df18 (fourteenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df17 is scored and spent). Its rows name each turn's speaker, as df17's.
# - df19 (fifteenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df18 is scored and spent). Its rows name each turn's speaker, as df18's.
# - df20 (sixteenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df19 is scored and spent). Its rows name each turn's speaker, as df19's.
# - df21 (seventeenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df20 is scored and spent; df21 is scored and spent since). Its rows name each turn's speaker, as df20's.
# - df22 (eighteenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df21 is scored and spent). Its rows name each turn's speaker, as df21's.
# - df23 (nineteenth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df22 is scored and spent). Its rows name each turn's speaker, as df22's.
# - df24 (twentieth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df23 is scored and spent). Its rows name each turn's speaker, as df23's.
# - df25 (twenty-first pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df24 is scored and spent). Its rows name each turn's speaker, as df24's.
# - df26 (twenty-second pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df25 is scored and spent). Its rows name each turn's speaker, as df25's.
# - df27 (twenty-third pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df26 is scored and spent). Its rows name each turn's speaker, as df26's.
# - df28 (twenty-fourth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df27 is scored and spent). Its rows name each turn's speaker, as df27's.
# - df29 (twenty-fifth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df28 is scored and spent). Its rows name each turn's speaker, as df28's.
# - df30 (twenty-sixth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df29 is scored and spent). Its rows name each turn's speaker, as df29's.
# - df31 (twenty-seventh pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df30 is scored and spent). Its rows name each turn's speaker, as df30's.
# - df32 (twenty-eighth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df31 is scored and spent). Its rows name each turn's speaker, as df31's.
# - df33 (twenty-ninth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df32 is scored and spent). Its rows name each turn's speaker, as df32's.
# - df34 (thirtieth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df33 is scored and spent). Its rows name each turn's speaker, as df33's.
# - df35 (thirty-first pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df34 is scored and spent). Its rows name each turn's speaker, as df34's.
# - df36 (thirty-second pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df35 is scored and spent). Its rows name each turn's speaker, as df35's.
# - df37 (thirty-third pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df36 is scored and spent). Its rows name each turn's speaker, as df36's.
# - df38 (thirty-fourth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df37 is scored and spent). Its rows name each turn's speaker, as df37's.
# - df39 (thirty-fifth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df38 is scored and spent). Its rows name each turn's speaker, as df38's.
# - df40 (thirty-sixth pass): every group locked, for the same reason (collected blind before any
#   model change of the pass; df39 is scored and spent). Its rows name each turn's speaker, as df39's.
LOCKED_FOLLOWUP_PARTS: dict[str, LockedPart] = {
    "df2": LockedPart("research-bot/understanding-split/df2", 45, 80),
    "df3": LockedPart("research-bot/understanding-split/df3", 100, 100),
    "df4": LockedPart("research-bot/understanding-split/df4", 100, 100),
    "df5": LockedPart("research-bot/understanding-split/df5", 100, 100),
    "df6": LockedPart("research-bot/understanding-split/df6", 100, 100),
    "df7": LockedPart("research-bot/understanding-split/df7", 0, 100),
    "df8": LockedPart("research-bot/understanding-split/df8", 0, 100),
    "df10": LockedPart("research-bot/understanding-split/df10", 100, 100),
    "df11": LockedPart("research-bot/understanding-split/df11", 0, 100),
    "df12": LockedPart("research-bot/understanding-split/df12", 100, 100),
    "df14": LockedPart("research-bot/understanding-split/df14", 100, 100),
    "df15": LockedPart("research-bot/understanding-split/df15", 100, 100),
    "df16": LockedPart("research-bot/understanding-split/df16", 100, 100),
    "df17": LockedPart("research-bot/understanding-split/df17", 100, 100),
    "df18": LockedPart("research-bot/understanding-split/df18", 100, 100),
    "df19": LockedPart("research-bot/understanding-split/df19", 100, 100),
    "df20": LockedPart("research-bot/understanding-split/df20", 100, 100),
    "df21": LockedPart("research-bot/understanding-split/df21", 100, 100),
    "df22": LockedPart("research-bot/understanding-split/df22", 100, 100),
    "df23": LockedPart("research-bot/understanding-split/df23", 100, 100),
    "df24": LockedPart("research-bot/understanding-split/df24", 100, 100),
    "df25": LockedPart("research-bot/understanding-split/df25", 100, 100),
    "df26": LockedPart("research-bot/understanding-split/df26", 100, 100),
    "df27": LockedPart("research-bot/understanding-split/df27", 100, 100),
    "df28": LockedPart("research-bot/understanding-split/df28", 100, 100),
    "df29": LockedPart("research-bot/understanding-split/df29", 100, 100),
    "df30": LockedPart("research-bot/understanding-split/df30", 100, 100),
    "df31": LockedPart("research-bot/understanding-split/df31", 100, 100),
    "df32": LockedPart("research-bot/understanding-split/df32", 100, 100),
    "df33": LockedPart("research-bot/understanding-split/df33", 100, 100),
    "df34": LockedPart("research-bot/understanding-split/df34", 100, 100),
    "df35": LockedPart("research-bot/understanding-split/df35", 100, 100),
    "df36": LockedPart("research-bot/understanding-split/df36", 100, 100),
    "df37": LockedPart("research-bot/understanding-split/df37", 100, 100),
    "df38": LockedPart("research-bot/understanding-split/df38", 100, 100),
    "df39": LockedPart("research-bot/understanding-split/df39", 100, 100),
    "df40": LockedPart("research-bot/understanding-split/df40", 100, 100),
}
# Parts whose locked rows have been scored and reported: from the next pass on they are
# studied as dev (and fitted on), and a new part is the locked measure. df2 was scored in
# the third pass, df3 in the fourth, df4 in the fifth, df5 in the sixth, df6 in the seventh,
# df10 in the eighth, df12 in the ninth, df14 in the tenth, df15 in the eleventh, df16 in the
# twelfth, df17 in the thirteenth, df18 in the fourteenth, df19 in the fifteenth, df20 in the
# sixteenth, df21 in the seventeenth, df22 in the eighteenth, df23 in the nineteenth, df24 in the
# twentieth, df25 in the twenty-first, df26 in the twenty-second, df27 in the twenty-third, df28 in the
# twenty-fourth, df29 in the twenty-fifth, df30 in the twenty-sixth, df31 in the twenty-seventh, df32 in
# the twenty-eighth, df33 in the twenty-ninth, df34 in the thirtieth, df35 in the thirty-first,
# df36 in the thirty-second, df37 in the thirty-third, df38 in the thirty-fourth, df39 in the thirty-fifth,
# df40 in the thirty-sixth.
SPENT_FOLLOWUP_PARTS: frozenset[str] = frozenset(
    {"df2", "df3", "df4", "df5", "df6", "df10", "df12", "df14", "df15", "df16", "df17", "df18", "df19", "df20", "df21", "df22", "df23", "df24", "df25", "df26", "df27", "df28", "df29", "df30", "df31", "df32", "df33", "df34", "df35", "df36", "df37", "df38", "df39", "df40"}
)
# Spent follow-up parts kept out of the shipped model's fit for now: studied as dev (their
# rows are read, never reported as locked again) but not fitted. df22 (eighteenth pass):
# fitting it moved two behaviour tests of failure classes across their lines (a remark
# about the world 0.660 -> 0.702, a complete how-to naming its own subject 0.465 -> 0.514)
# and no principled fix passed its held-out rule (ifu27, tools/data/TUNING.md), so the
# shipped detector stays the one df22 was scored with until a fix lets it in. df23 (nineteenth
# pass): fitted on after its scoring (without df22) it moves the same two tests across their
# lines (0.70 and 0.533; ifu28's fixes had failed their rule beforehand), so it waits beside df22.
# df25 (twenty-first pass): fitted on after its scoring (df24 in, df22 and df23 out) it moves the
# complete how-to request across its line (0.5125), so it waits beside them. df26 (twenty-second
# pass): fitted on after its scoring it moves the same request across its line (0.5131; ifu36's two
# candidates for letting these parts in failed their gate), so it waits beside them too. df27
# (twenty-third pass): fitted on after its scoring (5,831 rows) it moves the same request across
# its line (0.5244), so it waits beside them as well. df28 (twenty-fourth pass): fitted on after
# its scoring (5,838 rows) it moves the same request across its line (0.5212).
# Twenty-fourth pass, after ifit (tools/data/TUNING.md): held out by part over df17-df28, fitting all
# six raised held-out accuracy on 11 of the 12 parts (mean 0.7665 -> 0.7900, recall and standalone
# recall both up), so one written example no longer keeps ~3,000 real rows out: all are fitted, and
# the httpx request is a known miss (an xfail in tests/core/test_followup.py) until a feature tells a
# complete request from a reply naming a detail (ifu43's names_project did not).
# The antecedent scorer (the rewrite's choice of phrase) fits the same rows: held out by part
# over df17-df28, fitting it on the six too left its rewrite F1 as good or better on 10 of 12
# parts (irw, tools/data/TUNING.md).
UNFITTED_FOLLOWUP_PARTS: frozenset[str] = frozenset()


def group_of(source: str) -> str:
    """`owner/repo#12` and GitHub URLs -> `owner/repo`; other URLs -> the host without `www.`."""
    if source.startswith(("http://", "https://")):
        url = urlparse(source)
        host = url.netloc.lower().removeprefix("www.")
        parts = [p for p in url.path.split("/") if p]
        if host == "github.com" and len(parts) >= 2:
            return f"{parts[0]}/{parts[1]}"
        return host
    return source.split("#", 1)[0]


def hashed_split(group: str) -> Split:
    bucket = int(hashlib.sha256(f"{SALT}:{group}".encode()).hexdigest()[:8], 16) % 100
    return "train" if bucket < _TRAIN_BELOW else "dev" if bucket < _DEV_BELOW else "test"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _files(folder: Path) -> list[Path]:
    # `dq8.reader2.jsonl` and the like hold a second reader's labels of a part
    # (docs/training.md, "Second reader"), not rows: only `<part>.jsonl` is data.
    return sorted(p for p in folder.glob("*.jsonl") if "." not in p.stem) if folder.exists() else []


def dev_only_groups() -> set[str]:
    """Groups that must stay in dev: those of the in-house sets in tests/data."""
    groups = {DEV_FOLLOWUPS_GROUP}
    if DEV_QUESTIONS.exists():
        groups |= {group_of(r.get("source", "")) for r in read_jsonl(DEV_QUESTIONS)}
    return groups


def in_locked_part(group: str, part: str) -> bool:
    """The part's own salted hash of a group first collected in a `LOCKED_PARTS` file."""
    salt, cut = LOCKED_PARTS[part]
    return int(hashlib.sha256(f"{salt}:{group}".encode()).hexdigest()[:8], 16) % 100 < cut


def split_of(group: str, dev_only: set[str], locked_parts: Mapping[str, str] | None = None) -> Split:
    """`locked_parts` maps a group first collected in a `LOCKED_PARTS` or `FITTING_PARTS`
    file to that file."""
    if group in dev_only:
        return "dev"
    part = (locked_parts or {}).get(group)
    if part in FITTING_PARTS:
        return "train"
    split = hashed_split(group)
    if part is None or not (split == "test" or in_locked_part(group, part)):
        return split
    return "dev" if part in SPENT_LOCKED_PARTS else "test"


def part_split(group: str, part: LockedPart) -> Split:
    """The split of a group first seen in a locked part (see `LOCKED_FOLLOWUP_PARTS`)."""
    bucket = int(hashlib.sha256(f"{part.salt}:{group}".encode()).hexdigest()[:8], 16) % 100
    return "test" if bucket < part.test_below else "train" if bucket < part.train_below else "dev"


def _tagged(
    rows: Iterable[dict[str, Any]], dataset: str, dev_only: set[str], locked_parts: Mapping[str, str] | None = None
) -> list[dict[str, Any]]:
    out = []
    for row in rows:
        group = row.get("group") or group_of(row.get("source", ""))
        out.append({**row, "group": group, "dataset": dataset, "split": split_of(group, dev_only, locked_parts)})
    return out


def _locked_part_groups(files: list[Path], dev_only: set[str]) -> dict[str, str]:
    """Group -> the `LOCKED_PARTS` or `FITTING_PARTS` file that first holds it, for groups
    no file before it (nor tests/data) holds."""
    earlier = set(dev_only)
    fresh: dict[str, str] = {}
    for path in files:
        groups = {r.get("group") or group_of(r.get("source", "")) for r in read_jsonl(path)}
        if path.stem in LOCKED_PARTS or path.stem in FITTING_PARTS:
            fresh.update(dict.fromkeys(groups - earlier, path.stem))
        earlier |= groups
    return fresh


def _corrected(rows: list[dict[str, Any]], task: str) -> list[dict[str, Any]]:
    path = CORRECTIONS_DIR / f"{task}.jsonl"
    if not path.exists():
        return rows
    fixes = {c["source"]: c for c in read_jsonl(path)}
    out = []
    for row in rows:
        fix = fixes.get(row.get("source", ""))
        if fix is not None:
            if row["split"] == "test":
                raise ValueError(f"{path.name}: {fix['source']} is in the locked test split; its label is not ours to change")
            row = {**row, **{k: v for k, v in fix.items() if k not in {"source", "rule", "why"}}, "corrected": fix["rule"]}
        out.append(row)
    return out


def question_rows(dev_only: set[str] | None = None) -> list[dict[str, Any]]:
    """Every labelled question with its `group`, `dataset` and `split`, corrections applied."""
    dev_only = dev_only_groups() if dev_only is None else dev_only
    rows: list[dict[str, Any]] = []
    files = _files(QUESTIONS_DIR)
    locked_parts = _locked_part_groups(files, dev_only)
    for path in files:
        rows += _tagged(read_jsonl(path), path.stem, dev_only, locked_parts)
    if DEV_QUESTIONS.exists():
        rows += _tagged(read_jsonl(DEV_QUESTIONS), "tests-data", dev_only)
    return _corrected(rows, "questions")


def _paired(rows: list[dict[str, Any]], split: Callable[[str], Split]) -> list[dict[str, Any]]:
    """A paired row puts a question from one thread after another thread's history, so
    it touches two groups: it may sit only where neither text leaks into another split.
    Both in one split: that split; one in test: dropped; train with dev: dev."""
    out = []
    for row in rows:
        if not row.get("question_source"):
            out.append(row)
            continue
        splits = {row["split"], split(group_of(row["question_source"]))}
        if len(splits) == 1:
            out.append(row)
        elif "test" not in splits:
            out.append({**row, "split": "dev"})
    return out


def thread_context(row: dict[str, Any]) -> str:
    """The context a conversation happens in, as far as the data records it: the
    repository of a GitHub thread (its name, as people say it: `hqcheat`), the way a
    Slack thread has its channel. CAsT and the in-house set record none."""
    if str(row.get("origin", "")).startswith("github") and "/" in row.get("group", ""):
        return row["group"].rsplit("/", 1)[1]
    return ""


def followup_rows(dev_only: set[str] | None = None) -> list[dict[str, Any]]:
    """Every labelled follow-up row with its `group`, `dataset`, `split` and `context`."""
    dev_only = dev_only_groups() if dev_only is None else dev_only
    rows: list[dict[str, Any]] = []
    earlier: dict[str, Split] = {}
    for path in _files(FOLLOWUPS_DIR):
        part = LOCKED_FOLLOWUP_PARTS.get(path.stem)

        def split(group: str, part: LockedPart | None = part) -> Split:
            if part is None or group in dev_only:
                return split_of(group, dev_only)
            return earlier.get(group) or part_split(group, part)

        tagged = [{**r, "split": split(r["group"])} for r in _tagged(read_jsonl(path), path.stem, dev_only)]
        kept = _paired(tagged, split)
        if path.stem in SPENT_FOLLOWUP_PARTS:
            kept = [{**r, "split": "dev"} if r["split"] == "test" else r for r in kept]
        if part is None:
            earlier.update({r["group"]: r["split"] for r in kept})
        rows += [{**r, "context": r.get("context") or thread_context(r)} for r in kept]
    if DEV_FOLLOWUPS.exists():
        rows += _tagged(
            ({**r, "group": DEV_FOLLOWUPS_GROUP, "context": r.get("context", "")} for r in read_jsonl(DEV_FOLLOWUPS)),
            "tests-data", dev_only,
        )
    return _corrected(rows, "followups")


def assignment() -> dict[str, dict[str, Split]]:
    """The split of every group, per task: what `tools/data/splits.json` records."""
    dev_only = dev_only_groups()
    return {
        "questions": {r["group"]: r["split"] for r in sorted(question_rows(dev_only), key=lambda r: r["group"])},
        "followups": {r["group"]: r["split"] for r in sorted(followup_rows(dev_only), key=lambda r: r["group"])},
    }


def data_sha256(rows: Iterable[dict[str, Any]]) -> str:
    """A hash of the training rows as used (content and order), stored beside fitted weights."""
    digest = hashlib.sha256()
    for row in rows:
        digest.update(json.dumps(row, sort_keys=True, ensure_ascii=False).encode())
        digest.update(b"\n")
    return digest.hexdigest()


def group_folds(rows: list[dict[str, Any]], k: int, seed: int) -> list[list[int]]:
    """Row indices in `k` folds that never split a source group (for out-of-fold calibration)."""
    groups = sorted({r["group"] for r in rows}, key=lambda g: hashlib.sha256(f"{seed}:{g}".encode()).hexdigest())
    fold_of = {g: i % k for i, g in enumerate(groups)}
    return [[i for i, r in enumerate(rows) if fold_of[r["group"]] == f] for f in range(k)]


def _question_key(text: str) -> str:
    # Letters and digits of any script: an ASCII-only key is empty for a Chinese question,
    # and every such question would then link its whole part to every other such part.
    return " ".join(re.findall(r"[^\W_]+", text.lower()))


def _linked_keys(row: dict[str, Any]) -> list[str]:
    """What a follow-up row shares with others: its thread's repository, its conversation,
    its question's text (normalised) and, for a paired row, the repository the question
    was taken from (whose own thread may hold it as a turn)."""
    keys = [f"group:{row['group']}", f"question:{_question_key(row['question'])}"]
    if row.get("conversation"):
        keys.append(f"conversation:{row['conversation']}")
    if row.get("question_source"):
        keys.append(f"group:{group_of(row['question_source'])}")
    return keys


def linked_components(rows: list[dict[str, Any]]) -> dict[str, list[int]]:
    """Row indices joined wherever rows share a repository, conversation or question text
    (normalised, `_linked_keys`), by a key of the component: no split of the rows that
    keeps a component whole lets a lent question's twins or a thread's other turns cross it."""
    parent: dict[str, str] = {}

    def find(key: str) -> str:
        parent.setdefault(key, key)
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    for row in rows:
        first, *rest = _linked_keys(row)
        for key in rest:
            a, b = find(first), find(key)
            if a != b:
                parent[a] = b
    members: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        members.setdefault(find(_linked_keys(row)[0]), []).append(i)
    return members


def linked_folds(rows: list[dict[str, Any]], k: int, seed: int) -> list[list[int]]:
    """Row indices in `k` folds such that no repository, conversation or question text
    (normalised) has rows on both sides of any fold.

    Paired rows lend one real question to several threads, so `group_folds` (by the
    history's repository) puts a held-out question's twins in training. Here rows that
    share any key are joined into one component and components are packed whole, the
    largest first, each into the fold with the fewest rows (ties by a seeded hash)."""
    members = linked_components(rows)
    order = sorted(members, key=lambda c: (-len(members[c]), hashlib.sha256(f"{seed}:{c}".encode()).hexdigest()))
    folds: list[list[int]] = [[] for _ in range(k)]
    for component in order:
        smallest = min(range(k), key=lambda f: (len(folds[f]), hashlib.sha256(f"{seed}:{component}:{f}".encode()).hexdigest()))
        folds[smallest] += members[component]
    return [sorted(f) for f in folds]


def part_folds(rows: list[dict[str, Any]]) -> list[tuple[str, list[int], list[int]]]:
    """Leave one collected file out: for each dataset, its rows and the rows a model
    scoring them may be fitted on — every other dataset's rows except those linked to a
    held-out row (`linked_components`: the same repository, conversation or question
    text, or a question lent from the held-out file's threads), as a new collection
    shares none of these with the fitting data."""
    component_of = {i: c for c, members in linked_components(rows).items() for i in members}
    out = []
    for dataset in sorted({r["dataset"] for r in rows}):
        held = [i for i, r in enumerate(rows) if r["dataset"] == dataset]
        touched = {component_of[i] for i in held}
        fitted = [i for i in range(len(rows)) if rows[i]["dataset"] != dataset and component_of[i] not in touched]
        out.append((dataset, held, fitted))
    return out

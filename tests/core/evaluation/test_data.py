"""The understanding data: a recorded, source-disjoint split, and training that
reproduces the shipped weights byte for byte."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import pytest

from core.classifier_file import read_document
from core.classify import MODEL_PATH
from core.evaluation.data import SPLITS_FILE, assignment, followup_rows, group_of, hashed_split, linked_components, linked_folds, part_folds, split_of


def test_a_group_is_named_by_its_repository_or_site() -> None:
    assert group_of("encode/uvicorn#2078") == "encode/uvicorn"
    assert group_of("https://www.reddit.com/r/aws/comments/x") == "reddit.com"


def test_the_split_is_a_fixed_function_of_the_group_name() -> None:
    assert hashed_split("encode/uvicorn") == hashed_split("encode/uvicorn")
    buckets = [hashed_split(f"owner/repo{i}") for i in range(2000)]
    shares = {s: buckets.count(s) / len(buckets) for s in ("train", "dev", "test")}
    assert shares["train"] == pytest.approx(0.6, abs=0.04) and shares["test"] == pytest.approx(0.2, abs=0.04)
    assert split_of("some/group", {"some/group"}) == "dev"


def test_the_recorded_assignment_matches_the_data() -> None:
    recorded = json.loads(SPLITS_FILE.read_text(encoding="utf-8"))
    assert recorded == assignment(), "tools/data changed: run `python -m tools.data.splits` (and `make train`)"


def test_training_the_classifier_reproduces_the_shipped_files(tmp_path: Path) -> None:
    from tools.train_classifier import main

    out = tmp_path / "classifier.json"
    assert main(["--out", str(out)]) == 0
    _assert_close(read_document(out), read_document(MODEL_PATH))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["classifier.bin", "classifier.json"]


def test_training_the_follow_up_models_reproduces_the_shipped_files(tmp_path: Path) -> None:
    from core.followup.antecedent import MODEL_PATH as ANTECEDENT_PATH
    from core.followup.model import MODEL_PATH as FOLLOWUP_PATH
    from core.followup.shape import MODEL_PATH as SHAPE_PATH
    from tools.train_followup import main

    assert main(["--out-dir", str(tmp_path)]) == 0
    shipped_files = (("followup.json", FOLLOWUP_PATH), ("antecedent.json", ANTECEDENT_PATH), ("followup_shape.json", SHAPE_PATH))
    for name, shipped in shipped_files:
        _assert_close(json.loads((tmp_path / name).read_text(encoding="utf-8")), json.loads(shipped.read_text(encoding="utf-8")))


def _row(group: str, question: str, conversation: str = "", question_source: str = "") -> dict[str, str]:
    return {"group": group, "question": question, "conversation": conversation, "question_source": question_source}


def test_linked_folds_keep_a_lent_question_and_its_thread_on_one_side() -> None:
    rows = [
        _row("a/one", "Does it run on ARM64?", "gh:a/one#1"),
        # The same question lent to another repository's thread, written differently.
        _row("b/two", "does it run on arm64 ??", question_source="https://github.com/a/one/issues/1"),
        _row("c/three", "How do I rotate TLS certificates?", "gh:c/three#4"),
        _row("c/three", "What about mTLS?", "gh:c/three#4"),
        _row("d/four", "Is there a roadmap?", "gh:d/four#2"),
        # A question from d/four's thread after e/five's history: e/five joins d/four.
        _row("e/five", "Any plans for Windows?", question_source="https://github.com/d/four/issues/2"),
    ]
    folds = linked_folds(rows, 3, seed=13)
    fold_of = {i: f for f, members in enumerate(folds) for i in members}
    assert sorted(fold_of) == list(range(len(rows)))
    assert fold_of[0] == fold_of[1] and fold_of[2] == fold_of[3] and fold_of[4] == fold_of[5]
    assert all(folds), "three components fill three folds"


def test_questions_in_other_scripts_link_only_to_the_same_text() -> None:
    # Chinese questions have no ASCII letters: keyed by ASCII alone they all shared one empty
    # key, which joined every part holding one into a single component (df1, df4, df6, df7 and
    # df12 in the ninth pass) and unbalanced the folds.
    rows = [
        {**_row("a/one", "能否支持输出到第二显示器", "gh:a/one#1"), "dataset": "df6"},
        {**_row("b/two", "希望添加一个二维码扫描的功能", "gh:b/two#3"), "dataset": "df12"},
        {**_row("c/three", "能否支持输出到第二显示器？", "gh:c/three#5"), "dataset": "df7"},
    ]
    components = sorted(sorted(m) for m in linked_components(rows).values())
    assert components == [[0, 2], [1]]


def test_leaving_a_part_out_also_leaves_out_every_row_linked_to_it() -> None:
    rows = [
        {**_row("a/one", "Does it run on ARM64?", "gh:a/one#1"), "dataset": "df2"},
        # Another part lends df2's question to its own thread: fitting on it would show
        # the model the held-out question.
        {**_row("b/two", "does it run on arm64 ??", question_source="https://github.com/a/one/issues/1"), "dataset": "df3"},
        {**_row("b/two", "And on RISC-V?", "gh:b/two#9"), "dataset": "df3"},
        {**_row("c/three", "How do I rotate TLS certificates?", "gh:c/three#4"), "dataset": "df3"},
        {**_row("d/four", "Is there a roadmap?", "gh:d/four#2"), "dataset": "cast"},
    ]
    parts = {name: (held, fitted) for name, held, fitted in part_folds(rows)}
    assert sorted(parts) == ["cast", "df2", "df3"]
    assert parts["df2"] == ([0], [3, 4]), "b/two's rows share the lent question's component"
    assert parts["df3"] == ([1, 2, 3], [4])
    assert parts["cast"] == ([4], [0, 1, 2, 3])


def test_no_question_text_repository_or_conversation_of_the_fitting_rows_straddles_linked_folds() -> None:
    rows = [r for r in followup_rows() if r["split"] in ("train", "dev") and r["dataset"] != "tests-data"]
    folds = linked_folds(rows, 5, seed=13)
    assert max(map(len, folds)) - min(map(len, folds)) <= len(rows) // 10
    seen: dict[str, int] = {}
    for f, members in enumerate(folds):
        for i in members:
            r = rows[i]
            keys = {"g" + r["group"], "q" + " ".join(r["question"].lower().split()), "c" + (r.get("conversation") or "-" + r["group"])}
            if r.get("question_source"):
                keys.add("g" + group_of(r["question_source"]))
            for key in keys:
                assert seen.setdefault(key, f) == f, key


def _assert_close(a: object, b: object, path: str = "") -> None:
    """Equal documents, floats within rounding (BLAS may sum in another order elsewhere)."""
    a, b = (x.tolist() if hasattr(x, "tolist") else x for x in (a, b))  # arrays read from a model's binary
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        assert a.keys() == b.keys(), path
        for k in a:
            _assert_close(a[k], b[k], f"{path}.{k}")
    elif isinstance(a, list) and isinstance(b, list):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b)):
            _assert_close(x, y, f"{path}[{i}]")
    elif isinstance(a, float) or isinstance(b, float):
        assert a == pytest.approx(b, abs=2e-3), path
    else:
        assert a == b, path


def test_a_github_thread_takes_its_repository_as_context() -> None:
    from core.evaluation.data import followup_rows, thread_context

    assert thread_context({"origin": "github-issue", "group": "nbclark/hqcheat"}) == "hqcheat"
    assert thread_context({"origin": "trec-cast-2019", "group": "cast2019:31"}) == ""
    rows = followup_rows()
    assert all(r["context"] == r["group"].rsplit("/", 1)[1] for r in rows if r["dataset"] == "df1" and r["origin"].startswith("github"))
    assert not any(r["context"] for r in rows if r["dataset"] in {"cast", "tests-data"})


def test_files_added_later_left_every_earlier_group_where_it_was() -> None:
    # dq3 onwards came after the split was first scored; their groups take the same hash
    # (a locked part's new groups also the part's own salted hash; a fitting part's new
    # groups all train), and a group they share with an earlier file keeps the split it had.
    from core.evaluation.data import FITTING_PARTS, LOCKED_PARTS, hashed_split, in_locked_part, question_rows

    rows = question_rows()
    first = {"dq1", "dq2", "tests-data"}
    earlier_groups = {r["group"] for r in rows if r["dataset"] in first}
    later = [r for r in rows if r["dataset"] not in first]
    for r in later:
        if r["split"] != "dev" and r["group"] not in earlier_groups:
            locked = r["dataset"] in LOCKED_PARTS and in_locked_part(r["group"], r["dataset"])
            fitting = r["dataset"] in FITTING_PARTS
            assert r["split"] == ("test" if locked else "train" if fitting else hashed_split(r["group"])), r["source"]
    earlier = {r["group"]: r["split"] for r in rows if r["dataset"] in first}
    assert all(earlier.get(r["group"], r["split"]) == r["split"] for r in later)


def test_the_fourth_pass_locked_part_is_new_and_now_spent_to_dev() -> None:
    # dq7 holds only groups no earlier file (nor tests/data) holds; every row was locked
    # until its part was scored at the end of the fourth pass, and is dev since.
    from core.evaluation.data import FRESH_DATASETS, SPENT_LOCKED_PARTS, question_rows

    rows = question_rows()
    dq7 = [r for r in rows if r["dataset"] == "dq7"]
    before = {r["group"] for r in rows if r["dataset"] != "dq7"}
    assert "dq7" in SPENT_LOCKED_PARTS and "dq7" not in FRESH_DATASETS
    assert len(dq7) >= 250 and len({r["group"] for r in dq7}) >= 200
    assert {r["split"] for r in dq7} == {"dev"}
    assert not {r["group"] for r in dq7} & before


def test_a_locked_part_locks_only_groups_it_brought_in() -> None:
    # A group first seen in a locked part's file but already placed by an earlier file
    # keeps the earlier split; the part's own hash never moves it. A spent part's
    # locked groups are dev.
    from core.evaluation.data import LOCKED_PARTS, SPENT_LOCKED_PARTS, split_of

    for part in LOCKED_PARTS:
        # dq7's cut is 100: every group it brings in is locked, or dev once spent.
        if LOCKED_PARTS[part][1] == 100:
            assert split_of("new/group", set(), {"new/group": part}) == ("dev" if part in SPENT_LOCKED_PARTS else "test")
        assert split_of("kept/group", {"kept/group"}, {"kept/group": part}) == "dev"
    assert split_of("old/group", set(), {}) in {"train", "dev", "test"}


def test_the_fourth_pass_followup_part_was_new_wholly_locked_and_is_now_dev() -> None:
    # df3 was collected before any model change of the fourth pass, from repositories no
    # earlier file holds (neither task), and its own salt locked every one of its groups.
    # It was scored once at the end of that pass, so from the fifth on it is studied as dev.
    from core.evaluation.data import LOCKED_FOLLOWUP_PARTS, followup_rows, part_split, question_rows

    rows = followup_rows()
    df3 = [r for r in rows if r["dataset"] == "df3"]
    earlier = {r["group"] for r in rows if r["dataset"] != "df3"} | {r["group"] for r in question_rows()}
    assert len(df3) >= 150 and len({r["group"] for r in df3}) >= 30
    assert {part_split(r["group"], LOCKED_FOLLOWUP_PARTS["df3"]) for r in df3} == {"test"}
    assert {r["split"] for r in df3} == {"dev"}
    assert not {r["group"] for r in df3} & earlier
    assert {r["is_followup"] for r in df3} == {True, False}


def test_a_locked_part_once_reported_is_studied_as_dev() -> None:
    # df2's locked rows were scored in the third pass, df3's in the fourth, df4's in the
    # fifth; from the next pass on they are dev.
    from core.evaluation.data import LOCKED_FOLLOWUP_PARTS, SPENT_FOLLOWUP_PARTS, followup_rows, part_split

    rows = [r for r in followup_rows() if r["dataset"] in SPENT_FOLLOWUP_PARTS]
    assert rows and not any(r["split"] == "test" for r in rows)
    was_locked = [r for r in rows if part_split(r["group"], LOCKED_FOLLOWUP_PARTS[r["dataset"]]) == "test"]
    assert was_locked and {r["split"] for r in was_locked} == {"dev"}


def _new_locked_part(part: str) -> list[dict]:
    # A pass's new locked part: registered, at least 300 rows from at least 250 groups,
    # and no group (case-insensitively) that any other question or conversation file holds.
    from core.evaluation.data import LOCKED_PARTS, followup_rows, question_rows

    assert part in LOCKED_PARTS
    rows = question_rows()
    own = [r for r in rows if r["dataset"] == part]
    others = {r["group"].lower() for r in rows if r["dataset"] != part} | {r["group"].lower() for r in followup_rows()}
    assert len(own) >= 300 and len({r["group"] for r in own}) >= 250
    assert not {r["group"].lower() for r in own} & others
    return own


@pytest.mark.parametrize(
    "part", ["dq8", "dq9", "dq10", "dq13", "dq15", "dq16", "dq17", "dq18", "dq19", "dq20", "dq21", "dq22", "dq23", "dq24", "dq25", "dq26", "dq27", "dq28", "dq29", "dq30", "dq31", "dq32", "dq33", "dq34", "dq35", "dq36", "dq37", "dq38", "dq39", "dq40", "dq41", "dq42"]
)
def test_a_pass_locked_question_part_is_new_and_once_scored_spent_to_dev(part: str) -> None:
    # dq8 (fifth pass), dq9 (sixth) and dq10 (seventh) were each collected before any model
    # change of their pass from repositories no other file holds (either task, every earlier
    # part); every row was locked until it was scored at the end of its pass, and is dev
    # (fitted on) since.
    from core.evaluation.data import FRESH_DATASETS, SPENT_LOCKED_PARTS, in_locked_part

    assert part in SPENT_LOCKED_PARTS and part not in FRESH_DATASETS
    rows = _new_locked_part(part)
    assert all(in_locked_part(r["group"], part) for r in rows)
    assert {r["split"] for r in rows} == {"dev"}


def test_a_fitting_part_trains_every_group_it_brings_in() -> None:
    # A fitting part overrides the hash only for groups it brought in: a group the in-house
    # sets hold stays dev, a group first seen elsewhere keeps its own split.
    from core.evaluation.data import FITTING_PARTS, hashed_split, split_of

    for part in FITTING_PARTS:
        assert split_of("new/group", set(), {"new/group": part}) == "train"
        assert split_of("kept/group", {"kept/group"}, {"kept/group": part}) == "dev"
    assert split_of("old/group", set(), {}) == hashed_split("old/group")


@pytest.mark.parametrize(("part_name", "rows_floor", "repos_floor"), [("dq11", 350, 350), ("dq12", 262, 255)])
def test_the_seventh_pass_question_fitting_part_is_all_train_from_repositories_no_other_file_holds(
    part_name: str, rows_floor: int, repos_floor: int
) -> None:
    # dq11 (aimed at the types the classifier confuses most) and dq12 (spread over all eight
    # types) are fitting data collected blind: every row trains, none reaches dev or test,
    # and no repository either uses is held by any other question or conversation file,
    # compared without case, so nothing fitted on here sits in a dev or locked group.
    from core.evaluation.data import FITTING_PARTS, QUESTIONS_DIR, followup_rows, question_rows, read_jsonl

    rows = question_rows()
    part = [r for r in rows if r["dataset"] == part_name]
    others = {r["group"].lower() for r in rows if r["dataset"] != part_name} | {
        r["group"].lower() for r in followup_rows()
    }
    own = {r["group"].lower() for r in part}
    per_group = max(sum(r["group"] == g for r in part) for g in {r["group"] for r in part})
    assert part_name in FITTING_PARTS
    assert len(part) == len(read_jsonl(QUESTIONS_DIR / f"{part_name}.jsonl")) >= rows_floor
    assert len(own) >= repos_floor and per_group <= 2
    assert {r["split"] for r in part} == {"train"}
    assert not own & others


def _followup_part(part_name: str) -> tuple[list[dict], set[str], set[str], set[str]]:
    # A follow-up part's rows, its own repositories, the repositories it borrowed
    # questions from, and every repository any other file (either task) holds; all lower-cased.
    from core.evaluation.data import followup_rows, group_of, question_rows

    rows = followup_rows()
    part = [r for r in rows if r["dataset"] == part_name]
    others = {r["group"].lower() for r in rows if r["dataset"] != part_name} | {r["group"].lower() for r in question_rows()}
    own = {r["group"].lower() for r in part}
    lenders = {group_of(r["question_source"]).lower() for r in part if r.get("question_source")}
    return part, own, lenders, others


@pytest.mark.parametrize(
    "part_name", ["df4", "df5", "df6", "df10", "df12", "df14", "df15", "df16", "df17", "df18", "df19", "df20", "df21", "df22", "df23", "df24", "df25", "df26", "df27", "df28", "df29", "df30", "df31", "df32", "df33", "df34", "df35", "df36", "df37", "df38", "df39", "df40"]
)
def test_a_new_followup_part_is_locked_and_borrows_only_from_itself(part_name: str) -> None:
    # df4 (fifth pass), df5 (sixth), df6 (seventh), df10 (eighth), df12 (ninth), df14 (tenth), df15 (eleventh), df16 (twelfth), df17 (thirteenth), df18 (fourteenth), df19 (fifteenth), df20 (sixteenth), df21 (seventeenth), df22 (eighteenth), df23 (nineteenth), df24 (twentieth), df25 (twenty-first), df26 (twenty-second), df27 (twenty-third), df28 (twenty-fourth), df29 (twenty-fifth), df30 (twenty-sixth), df31 (twenty-seventh), df32 (twenty-eighth), df33 (twenty-ninth), df34 (thirtieth), df35 (thirty-first), df36 (thirty-second), df37 (thirty-third), df38 (thirty-fourth), df39 (thirty-fifth) and df40 (thirty-sixth) were each collected
    # before any model change of their pass: every row locked by the part's own salt, no
    # repository any other file holds (compared without case), every paired question taken
    # from a thread of the same part, and about two fifths of it standalone questions (the
    # detector's known weakness). A part scored once (df4, at the end of the fifth pass) is dev from then on.
    from core.evaluation.data import LOCKED_FOLLOWUP_PARTS, SPENT_FOLLOWUP_PARTS, part_split

    part, own, lenders, others = _followup_part(part_name)
    standalone = sum(not r["is_followup"] for r in part) / len(part)
    assert len(part) >= 180 and len(own) >= 60
    assert {r["split"] for r in part} == {"dev" if part_name in SPENT_FOLLOWUP_PARTS else "test"}
    assert {part_split(r["group"], LOCKED_FOLLOWUP_PARTS[part_name]) for r in part} == {"test"}
    assert not (own | lenders) & others
    assert 0.35 <= standalone <= 0.5


@pytest.mark.parametrize(("part_name", "min_rows", "min_repositories"), [("df7", 200, 60), ("df8", 200, 60), ("df11", 75, 30)])
def test_the_fitting_parts_are_all_train_from_repositories_no_other_file_holds(
    part_name: str, min_rows: int, min_repositories: int
) -> None:
    # df7, df8 (seventh pass) and df11 (eighth) are fitting data aimed at the detector's
    # known weakness (standalone questions asked after a same-domain thread, follow-ups
    # without pronouns; df11: tools named in lower case), collected blind: their cut is 0,
    # so every group trains and none is ever scored. No repository a part uses (threads and
    # lenders) is held by any other file, compared without case, so nothing fitted on here
    # can sit in a dev or locked group; every row survives loading. df11 fell short of the
    # 200 rows / 60 repositories asked for (df11.decisions.md), hence its own floors.
    from core.evaluation.data import FOLLOWUPS_DIR, LOCKED_FOLLOWUP_PARTS, part_split, read_jsonl

    part, own, lenders, others = _followup_part(part_name)
    standalone = sum(not r["is_followup"] for r in part) / len(part)
    assert len(part) == len(read_jsonl(FOLLOWUPS_DIR / f"{part_name}.jsonl")) >= min_rows
    assert len(own) >= min_repositories
    assert {r["split"] for r in part} == {"train"}
    assert {part_split(r["group"], LOCKED_FOLLOWUP_PARTS[part_name]) for r in part} == {"train"}
    assert not (own | lenders) & others
    assert 0.45 <= standalone <= 0.55


def test_a_second_readers_labels_are_kept_beside_their_part_not_loaded_as_data() -> None:
    # dq8/dq9/dq10/dq13/dq15/dq16/dq17/dq18/dq19/dq20/dq21/dq22/dq23/dq24/dq25/dq26/dq27/dq28/dq29/dq30/dq31/dq32/dq33/dq34/dq35/dq36/dq37/dq38/dq39/dq40/dq41/dq42.reader2.jsonl and df4/df5/df6/df10/df12/df14/df15/df16/df17/df18/df19/df20/df21/df22/df23/df24/df25/df26/df27/df28/df29/df30/df31/df32/df33/df34/df35/df36/df37/df38/df39/df40.reader2.jsonl: labels only
    # (training.md, "Second reader"): one per row of their part, in its order, and never read as
    # rows themselves.
    from core.evaluation.data import followup_rows, question_rows, read_jsonl
    from core.question_types import QUESTION_TYPES

    root = Path(__file__).parents[3] / "tools" / "data"
    q_rows, f_rows = question_rows(), followup_rows()
    assert not {r["dataset"] for r in q_rows + f_rows if "." in r["dataset"]}
    parts = [("questions", q, q_rows) for q in ("dq8", "dq9", "dq10", "dq13", "dq15", "dq16", "dq17", "dq18", "dq19", "dq20", "dq21", "dq22", "dq23", "dq24", "dq25", "dq26", "dq27", "dq28", "dq29", "dq30", "dq31", "dq32", "dq33", "dq34", "dq35", "dq36", "dq37", "dq38", "dq39", "dq40", "dq41", "dq42")]
    parts += [("followups", f, f_rows) for f in ("df4", "df5", "df6", "df10", "df12", "df14", "df15", "df16", "df17", "df18", "df19", "df20", "df21", "df22", "df23", "df24", "df25", "df26", "df27", "df28", "df29", "df30", "df31", "df32", "df33", "df34", "df35", "df36", "df37", "df38", "df39", "df40")]
    for folder, part, rows in parts:
        second = read_jsonl(root / folder / f"{part}.reader2.jsonl")
        first = [r for r in rows if r["dataset"] == part]
        assert [r["source"] for r in second] == [r["source"] for r in first]
        assert all("question" not in r and "history" not in r for r in second)
        if folder == "questions":
            assert all(r["type"] in QUESTION_TYPES for r in second)
            assert all(set(r["secondary"]) <= set(QUESTION_TYPES) - {r["type"]} for r in second)
        else:
            assert all(isinstance(r["is_followup"], bool) for r in second)

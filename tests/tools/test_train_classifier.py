"""The classifier's training script: the folds its by-file cross-validation holds out."""

from __future__ import annotations

from tools.train_classifier import file_folds, fitting_rows


def test_by_file_folds_hold_out_whole_collections_and_never_the_locked_split() -> None:
    rows = fitting_rows()
    files, folds = file_folds(rows)
    assert sorted(i for fold in folds for i in fold) == list(range(len(rows)))
    for name, fold in zip(files, folds):
        assert {rows[i]["dataset"] for i in fold} == {name}
    assert "tests-data" not in files and all(r["split"] != "test" for r in rows)
    assert {"dq8", "dq9"} <= set(files)

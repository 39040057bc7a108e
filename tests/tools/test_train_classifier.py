"""The classifier's training script: the folds its by-file cross-validation holds out."""

from __future__ import annotations

import math

from tools.train_classifier import Config, _fitted, file_folds, fitting_rows, token_vectors, type_mix


def test_by_file_folds_hold_out_whole_collections_and_never_the_locked_split() -> None:
    rows = fitting_rows()
    files, folds = file_folds(rows)
    assert sorted(i for fold in folds for i in fold) == list(range(len(rows)))
    for name, fold in zip(files, folds):
        assert {rows[i]["dataset"] for i in fold} == {name}
    assert "tests-data" not in files and all(r["split"] != "test" for r in rows)
    assert {"dq8", "dq9"} <= set(files)


def test_the_bias_takes_the_type_mix_of_the_as_found_parts_among_the_fitting_rows_only() -> None:
    rows = fitting_rows()
    rows = [r for r in rows if r["dataset"] == "dq2"][:200] + [r for r in rows if r["dataset"] == "dq13"][:200]
    table = token_vectors()
    plain, _ = _fitted(rows, table, Config(prior_weight=0.0))
    shifted, _ = _fitted(rows, table, Config(prior_weight=0.5, prior_parts=("dq13",)))
    mix = type_mix([r["type"] for r in rows if r["dataset"] == "dq13"])
    assert abs(sum(mix) - 1.0) < 1e-9 and len(set(mix)) > 1
    for b, s, p in zip(plain["bias"], shifted["bias"], mix):
        assert abs(s - b - 0.5 * math.log(p)) < 1e-5
    # a prior part absent from the fitting rows gives equal shares: no type moves ahead
    elsewhere, _ = _fitted(rows, table, Config(prior_weight=0.5, prior_parts=("dq15",)))
    shifts = {round(s - b, 5) for b, s in zip(plain["bias"], elsewhere["bias"])}
    assert len(shifts) == 1

"""The classifier's training script: the folds its by-file cross-validation holds out."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

import numpy as np
import pytest

from core.classify import QUESTION_VECTOR, LinearModel, features
from core.models import QUESTION_TYPES
from tools.train_classifier import (
    Config, _fitted, _scored, _vectors, cross_validate_by_part, file_folds, fit, fitting_rows, fold, learn_type_offsets, main,
    sample_weights, token_vectors, type_mix,
)


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


def test_the_fitted_vote_is_class_balanced_so_the_type_mix_enters_only_through_the_prior() -> None:
    rows = fitting_rows()
    rows = [r for r in rows if r["dataset"] == "dq13"][:150]
    table = token_vectors()
    doc, model = _fitted(rows, table, Config())
    assert doc["neighbours"]["balanced"] is True and model.neighbours is not None and model.neighbours.balanced
    counted, _ = _fitted(rows, table, Config(neighbours_balanced=False))
    assert counted["neighbours"]["balanced"] is False


def test_the_bias_takes_the_configured_per_type_offsets_on_top_of_the_prior() -> None:
    rows = [r for r in fitting_rows() if r["dataset"] == "dq13"][:200]
    table = token_vectors()
    offsets = (0.0, 0.0, 0.0, 0.0, 0.0, -0.3, 0.0, 0.5)
    plain, _ = _fitted(rows, table, Config(type_offsets=()))
    moved, _ = _fitted(rows, table, Config(type_offsets=offsets))
    for b, m, o in zip(plain["bias"], moved["bias"], offsets):
        assert abs(m - b - o) < 1e-5
    assert plain["weights"] == moved["weights"]


def test_learned_offsets_raise_the_type_held_out_logits_under_call_and_shrink_with_l2() -> None:
    # flat logits, gold mostly the last type: the offsets must favour it over a type never gold
    gold = [7] * 60 + [0] * 30 + [5] * 10
    logits = [[0.0] * 8 for _ in gold]
    loose = learn_type_offsets(logits, gold, 0.001)
    tight = learn_type_offsets(logits, gold, 0.1)
    assert loose[7] > loose[0] > loose[5] > loose[3]
    assert abs(tight[7]) < abs(loose[7])
    # logits that already match the gold mix move no gold type against another
    mix = [math.log(c / 100) if c else -9.0 for c in (30, 0, 0, 0, 0, 10, 0, 60)]
    settled = learn_type_offsets([mix[:] for _ in gold], gold, 0.0)
    assert max(settled[0], settled[5], settled[7]) - min(settled[0], settled[5], settled[7]) < 0.02


def test_rows_count_once_as_labelled_unless_a_weighting_is_configured() -> None:
    rows = fitting_rows()[:50]
    assert sample_weights(rows, Config(part_weights=())) is None
    texts, labels, weights = sample_weights(rows, Config(part_weights=((rows[0]["dataset"], 0.5),)))
    assert texts == [r["question"] for r in rows] and labels == [r["type"] for r in rows]
    assert weights == [0.5 if r["dataset"] == rows[0]["dataset"] else 1.0 for r in rows]


def test_the_shipped_fit_counts_the_newest_collected_parts_four_times_and_older_parts_once() -> None:
    rows = fitting_rows()
    rows = [r for r in rows if r["dataset"] == "dq13"][:20] + [r for r in rows if r["dataset"] == "dq38"][:20]
    weighted = sample_weights(rows, Config())
    assert weighted is not None
    texts, labels, weights = weighted
    assert texts == [r["question"] for r in rows] and labels == [r["type"] for r in rows]
    assert weights == [1.0] * 20 + [4.0] * 20


def test_mix_matching_gives_each_other_part_the_prior_parts_type_mix_and_keeps_its_mass() -> None:
    rows = fitting_rows()
    rows = [r for r in rows if r["dataset"] == "dq11"] + [r for r in rows if r["dataset"] == "dq13"]
    _, labels, weights = sample_weights(rows, Config(mix_match=1.0, prior_parts=("dq13",)))
    target = type_mix([r["type"] for r in rows if r["dataset"] == "dq13"])
    own = [i for i, r in enumerate(rows) if r["dataset"] == "dq11"]
    assert abs(sum(weights[i] for i in own) - len(own)) < 1e-6
    assert all(weights[i] == 1.0 for i, r in enumerate(rows) if r["dataset"] == "dq13")
    counts = Counter(labels[i] for i in own)
    mass = {t: sum(weights[i] for i in own if labels[i] == t) for t in counts}
    # the part's own mix is add-one smoothed (a type it holds twice is not blown up), so
    # a type's mass is the target's share times count / (count + 1), up to one scale
    ratios = {round(mass[t] / (target[QUESTION_TYPES.index(t)] * counts[t] / (counts[t] + 1)), 6) for t in mass}
    assert len(ratios) == 1 and len(counts) == len(QUESTION_TYPES)


def test_an_ambiguous_row_lends_a_share_of_its_weight_to_its_first_secondary_type() -> None:
    rows = [r for r in fitting_rows() if r["dataset"] == "dq1"]
    marked = [i for i, r in enumerate(rows) if r.get("ambiguous") and r["secondary"]]
    assert marked
    texts, labels, weights = sample_weights(rows, Config(ambiguous_share=0.3))
    assert len(texts) == len(rows) + len(marked)
    for extra, i in enumerate(marked, start=len(rows)):
        assert texts[extra] == rows[i]["question"] and labels[extra] == rows[i]["secondary"][0]
        assert abs(weights[extra] - 0.3) < 1e-9 and abs(weights[i] - 0.7) < 1e-9


def test_equal_sample_weights_fit_the_same_model_as_class_balanced_counts() -> None:
    rows = [r for r in fitting_rows() if r["dataset"] == "dq2"][:300]
    table = token_vectors()
    texts, labels = [r["question"] for r in rows], [r["type"] for r in rows]
    plain, design = fit(texts, labels, table, Config())
    weighted, same = fit(texts, labels, table, Config(), [2.0] * len(rows), len(rows))
    assert design.vocabulary == same.vocabulary
    assert np.allclose(plain.coef_, weighted.coef_, atol=1e-3)


def test_a_part_weight_that_is_not_part_equals_a_number_is_refused_before_any_fitting(capsys: pytest.CaptureFixture[str]) -> None:
    for bad in ("dq11", "dq11=half", "=0.5", "dq11=-1"):
        with pytest.raises(SystemExit) as exit_info:
            main(["--cv-by-file", "--part-weight", bad])
        assert exit_info.value.code == 2
        assert "PART=W" in capsys.readouterr().err


def test_a_held_out_part_is_scored_by_a_model_fitted_without_its_rows() -> None:
    rows = fitting_rows()
    rows = [r for r in rows if r["dataset"] == "dq2"][:150] + [r for r in rows if r["dataset"] in ("dq13", "dq19")][:260]
    held = [r for r in rows if r["dataset"] == "dq13"]
    out = cross_validate_by_part(Config(), ["dq13"], rows)
    table = token_vectors()
    _, model = _fitted([r for r in rows if r["dataset"] != "dq13"], table, Config())
    right = sum(
        QUESTION_TYPES[max(range(8), key=z.__getitem__)] == r["type"]
        for z, r in zip(_scored(model, [r["question"] for r in held], table), held)
    )
    part = out["per_file"]["dq13"]
    assert part["n"] == len(held) == out["n"]
    assert part["accuracy"] == round(right / len(held), 4)
    # fitted with its own rows, the part reads higher: the held-out figure would show a leak
    _, leaky = _fitted(rows, table, Config())
    seen = sum(
        QUESTION_TYPES[max(range(8), key=z.__getitem__)] == r["type"]
        for z, r in zip(_scored(leaky, [r["question"] for r in held], table), held)
    )
    assert seen > right
    assert out["mean_of_files"]["accuracy"] == part["accuracy"]
    # the offsets its held-out logits learn, one a type (the configured ones taken off first)
    assert len(out["learned_type_offsets"]) == len(QUESTION_TYPES)


def test_a_hold_out_part_without_fitting_rows_is_refused_before_any_fitting() -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--hold-out-part", "dq13", "--hold-out-part", "dq99"])
    assert "dq99" in str(exit_info.value.code) and "dq13" not in str(exit_info.value.code).split("(")[0]


def test_naive_bayes_counts_move_each_feature_towards_the_classes_whose_questions_hold_it() -> None:
    rows = [r for r in fitting_rows() if r["dataset"] == "dq2"][:300]
    table = token_vectors()
    texts, labels = [r["question"] for r in rows], [r["type"] for r in rows]
    _, design = fit(texts, labels, table, Config())
    ratios = design.log_ratios(0.1)
    assert ratios.shape == (len(QUESTION_TYPES), len(design.vocabulary))
    assert np.allclose(ratios.sum(axis=0), 0.0)  # centred: a constant per feature moves no class
    # a feature only one class's questions hold pushes towards that class
    counts = design.class_counts
    assert counts is not None
    alone = [i for i in range(counts.shape[1]) if (counts[:, i] > 0).sum() == 1 and counts[:, i].sum() >= 3]
    assert alone
    for i in alone:
        assert int(np.argmax(ratios[:, i])) == int(np.argmax(counts[:, i]))
    # the shipped weights are the logistic regression's plus nb_weight x those ratios
    plain, _ = _fitted(rows, table, Config(nb_weight=0.0))
    mixed, _ = _fitted(rows, table, Config(nb_weight=0.075))
    feature = design.vocabulary[alone[0]]
    k = int(np.argmax(counts[:, alone[0]]))
    assert mixed["weights"][feature][k] - plain["weights"].get(feature, [0.0] * 8)[k] > 0
    index = {f: i for i, f in enumerate(design.vocabulary)}
    for f in list(plain["weights"])[:50]:
        expected = [w + 0.075 * r for w, r in zip(plain["weights"][f], ratios[:, index[f]])]
        assert np.allclose(mixed["weights"][f], expected, atol=2e-4)


def test_half_balanced_class_weights_leave_a_frequent_type_part_of_its_lead() -> None:
    rows = [r for r in fitting_rows() if r["dataset"] in ("dq13", "dq15")][:400]
    table = token_vectors()
    texts, labels = [r["question"] for r in rows], [r["type"] for r in rows]
    counts = Counter(labels)
    frequent, rare = QUESTION_TYPES.index(counts.most_common()[0][0]), QUESTION_TYPES.index(counts.most_common()[-1][0])
    balanced, design = fit(texts, labels, table, Config())
    half, _ = fit(texts, labels, table, Config(class_weight_power=0.5))
    x = design.matrix([features(t) for t in texts], _vectors(texts, table, Config().dense_dims), Config())

    def share(clf: object) -> float:
        return float(clf.predict_proba(x)[:, frequent].mean())  # type: ignore[attr-defined]

    assert share(half) > share(balanced)
    def lead(clf: object) -> float:
        return float(clf.intercept_[frequent] - clf.intercept_[rare])  # type: ignore[attr-defined]

    assert lead(half) > lead(balanced)
    # the weighted path applies the same power: equal sample weights fit the same model
    weighted, _ = fit(texts, labels, table, Config(class_weight_power=0.5), [1.0] * len(rows), len(rows))
    assert np.allclose(half.coef_, weighted.coef_, atol=1e-3)


def test_bigram_columns_are_regularised_harder_and_the_runtime_weights_undo_their_scale() -> None:
    rows = [r for r in fitting_rows() if r["dataset"] == "dq2"][:300]
    table = token_vectors()
    texts, labels = [r["question"] for r in rows], [r["type"] for r in rows]
    feats, dense = [features(t) for t in texts], _vectors(texts, table, Config().dense_dims)
    config = Config(bigram_weight=0.5, nb_weight=0.0, prior_weight=0.0, prototypes_per_class=0, neighbours_k=0)
    clf, design = fit(texts, labels, table, config)
    x = design.matrix(feats, dense, config)
    bigrams = [i for i, f in enumerate(design.vocabulary) if f.startswith("b:")]
    words = [i for i, f in enumerate(design.vocabulary) if f.startswith("w:")]
    assert set(x[:, bigrams].data) == {0.5} and set(x[:, words].data) == {1.0}
    # the runtime sees every feature as 1: its logits are the fitted model's own
    folded = fold(clf, design, table, config)
    # the file names the question vector it was fitted on, the one the runtime reads (irev33)
    assert folded["question_vector"] == QUESTION_VECTOR
    model = LinearModel.from_json(folded, table)
    fitted = clf.decision_function(x)
    for i in range(0, len(texts), 30):
        assert np.allclose(model.logits(feats[i], list(dense[i])), fitted[i], atol=0.02)
    # harder regularised: the bigrams' runtime weights are smaller than at scale 1
    plain, plain_design = fit(texts, labels, table, replace(config, bigram_weight=1.0))
    assert plain_design.vocabulary == design.vocabulary
    assert np.abs(clf.coef_[:, bigrams] * 0.5).sum() < np.abs(plain.coef_[:, bigrams]).sum()

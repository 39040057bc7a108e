"""The classifier's training script: the folds its by-file cross-validation holds out."""

from __future__ import annotations

from tools.train_classifier import Config, examples, file_folds, fitting_rows


def test_by_file_folds_hold_out_whole_collections_and_never_the_locked_split() -> None:
    rows = fitting_rows()
    files, folds = file_folds(rows)
    assert sorted(i for fold in folds for i in fold) == list(range(len(rows)))
    for name, fold in zip(files, folds):
        assert {rows[i]["dataset"] for i in fold} == {name}
    assert "tests-data" not in files and all(r["split"] != "test" for r in rows)
    assert {"dq8", "dq9"} <= set(files)


def test_a_secondary_type_and_the_ask_of_a_question_with_a_body_add_down_weighted_examples() -> None:
    rows = [
        {"question": "Webhook retries: our Jenkins job posts to Mattermost twice. How do I stop the retry?",
         "type": "troubleshooting", "secondary": ["integration"]},
        {"question": "How much does the team plan cost?", "type": "pricing", "secondary": []},
    ]
    texts, labels, weights = examples(rows, Config(secondary_weight=0.3, ask_weight=0.5))
    assert list(zip(texts, labels, weights)) == [
        (rows[0]["question"], "troubleshooting", 1.0),
        (rows[1]["question"], "pricing", 1.0),
        (rows[0]["question"], "integration", 0.3),
        ("How do I stop the retry?", "troubleshooting", 0.5),
    ]


def test_without_the_extra_weights_each_question_is_one_example_under_its_type() -> None:
    rows = [{"question": "Kafka vs Pulsar: which one for event sourcing?", "type": "comparison", "secondary": ["architecture"]}]
    assert examples(rows, Config(secondary_weight=0.0, ask_weight=0.0)) == ([rows[0]["question"]], ["comparison"], [1.0])

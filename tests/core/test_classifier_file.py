"""The classifier's two model files: a JSON document and its binary of big arrays."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.classifier_file import binary_path, read_document, write_document
from core.classify import MODEL_PATH, LinearModel


def _doc() -> dict[str, object]:
    return {
        "classes": ["a", "b"], "bias": [0.5, -0.25], "temperature": 1.0,
        "weights": {"w:redis": [0.1, -0.3], "w:cost": [1e-17, 2.5], "$:a_b": [-0.0, 3.0]},
        "neighbours": {"k": 2, "weight": 0.5, "labels": [0, 1, 1], "features": ["w:cost", "w:redis"], "counts": [2, 1], "postings": [0, 2, 1]},
        "meta": {"train_sha256": "ab" * 32},
    }


def test_a_document_round_trips_through_the_two_files(tmp_path: Path) -> None:
    path = tmp_path / "model.json"
    write_document(_doc(), path)
    back = read_document(path)
    assert dict(back["weights"]) == _doc()["weights"]  # type: ignore[call-overload]
    assert back["weights"].get("w:none") is None and back["weights"].get("w:cost") == [1e-17, 2.5]
    assert back["neighbours"]["postings"].tolist() == [0, 2, 1] and back["neighbours"]["counts"].tolist() == [2, 1]
    assert {k: v for k, v in back.items() if k not in ("weights", "neighbours")} == {
        k: v for k, v in _doc().items() if k not in ("weights", "neighbours")
    }
    assert binary_path(path).stat().st_size == 3 * 2 * 8 + 2 * 4 + 3 * 4


def test_the_same_document_gives_the_same_bytes(tmp_path: Path) -> None:
    first, second = tmp_path / "one" / "m.json", tmp_path / "two" / "m.json"
    for path in (first, second):
        path.parent.mkdir()
        write_document(_doc(), path)
    assert first.read_bytes() == second.read_bytes()
    assert binary_path(first).read_bytes() == binary_path(second).read_bytes()


def test_a_binary_from_another_fit_is_refused_with_a_hint(tmp_path: Path) -> None:
    path = tmp_path / "model.json"
    write_document(_doc(), path)
    other = _doc()
    other["weights"]["w:redis"] = [0.2, -0.3]  # type: ignore[index]
    write_document(other, tmp_path / "other.json")
    binary_path(path).write_bytes(binary_path(tmp_path / "other.json").read_bytes())
    with pytest.raises(ValueError, match="make train"):
        read_document(path)


def test_the_shipped_model_reads_its_weights_from_the_binary() -> None:
    doc = read_document(MODEL_PATH)
    model = LinearModel.from_json(doc)
    name = next(iter(doc["weights"]))
    assert len(model.weights) == doc["meta"]["sparse_features"] and len(model.weights[name]) == len(model.classes)


def test_rows_summed_from_the_binary_are_the_floats_of_adding_them_one_by_one(tmp_path: Path) -> None:
    """Summed from the matrix, a question's rows give its logits to the bit: the same
    additions in the same order as the trainer's in-memory model makes them."""
    doc = read_document(MODEL_PATH)
    names = list(doc["weights"])
    # Magnitudes far apart, where the order of the additions shows in the last bits.
    picked = [names[0], "w:not-a-feature", names[len(names) // 2], names[-1], names[1], names[2]]
    in_memory = LinearModel.from_json({**doc, "weights": {f: doc["weights"][f] for f in picked if f in doc["weights"]}})
    shipped = LinearModel.from_json(doc)
    for feats in (picked, picked[::-1], [], ["w:not-a-feature"], picked[:2]):
        by_rows = shipped.weights.summed(feats, shipped.bias)  # type: ignore[attr-defined]
        expected = list(shipped.bias)
        for f in feats:
            for i, v in enumerate(in_memory.weights.get(f, ())):
                expected[i] += v
        assert [x.hex() for x in by_rows] == [x.hex() for x in expected]
    assert shipped.logits(picked) == in_memory.logits(picked)
    # 1.0 + 1e16 - 1e16 row by row is 0.0; the rows summed first and then added to 1.0 give 1.0.
    far = {"w:a": [1e16] * len(doc["classes"]), "w:b": [-1e16] * len(doc["classes"])}
    path = tmp_path / "m.json"
    write_document({**_doc(), "classes": doc["classes"], "bias": [1.0] * len(doc["classes"]), "weights": far}, path)
    assert read_document(path)["weights"].summed(["w:a", "w:b"], [1.0] * len(doc["classes"])) == [0.0] * len(doc["classes"])

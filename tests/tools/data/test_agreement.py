import pytest

from core.evaluation.data import read_jsonl
from tools.data.agreement import agreement, part_files


def _q(source: str, type_: str, secondary: list[str] | None = None, ambiguous: bool = False) -> dict:
    row = {"source": source, "type": type_, "secondary": secondary or []}
    return row | ({"ambiguous": True} if ambiguous else {})


def test_question_agreement_counts_secondary_and_ambiguous_rows_separately() -> None:
    first = [
        _q("a#1", "how_to"),
        _q("a#2", "troubleshooting", ["how_to"], ambiguous=True),
        _q("a#3", "pricing"),
        _q("a#4", "general"),
    ]
    second = [_q("a#1", "how_to"), _q("a#2", "how_to"), _q("a#3", "pricing"), _q("a#4", "integration")]
    report = agreement(first, second)
    assert report["agreement"] == 0.5
    assert report["agreement_with_secondary"] == 0.75
    assert (report["agreement_ambiguous"], report["agreement_not_ambiguous"]) == (0.0, 0.667)
    assert report["confusion"]["troubleshooting"] == {"how_to": 1}
    # p_o = 2/4; p_e = sum over labels of first share * second share:
    # how_to 1/4 * 2/4 + pricing 1/4 * 1/4 = 3/16
    assert report["kappa"] == round((0.5 - 3 / 16) / (1 - 3 / 16), 3)


def test_followup_agreement_is_kappa_on_yes_no() -> None:
    first = [{"source": f"s{i}", "is_followup": v} for i, v in enumerate([True, True, False, False])]
    second = [{"source": f"s{i}", "is_followup": v} for i, v in enumerate([True, True, True, False])]
    report = agreement(first, second)
    assert (report["agreement"], report["kappa"]) == (0.75, 0.5)
    assert report["confusion"] == {"False": {"False": 1, "True": 1}, "True": {"True": 2}}
    assert "agreement_with_secondary" not in report


def test_rows_out_of_order_are_refused() -> None:
    with pytest.raises(ValueError):
        agreement([_q("a#1", "how_to"), _q("a#2", "general")], [_q("a#2", "general"), _q("a#1", "how_to")])


@pytest.mark.parametrize("part", ["dq8", "df4", "dq9", "df5"])
def test_every_second_reader_file_labels_its_part_row_for_row(part: str) -> None:
    first, second = part_files(part)
    report = agreement(read_jsonl(first), read_jsonl(second))
    assert report["rows"] == len(read_jsonl(first))
    assert 0.0 <= report["agreement"] <= 1.0

"""Where a report holds code: spans and blocks at the text's edges and next to other backticks."""

from __future__ import annotations

from core.research.code_regions import code_block_lines, mask_spans, prose, split_code


def test_code_span_at_the_text_start_is_code() -> None:
    assert split_code("`x[1]` then [2]") == [("`x[1]`", True), (" then [2]", False)]


def test_backtick_run_right_after_a_backtick_does_not_open_a_span() -> None:
    # "``" is one run of two: its second backtick never opens a span of one,
    # so the single-backtick pair that follows is the only span.
    text = "a `` b `c` d"
    assert split_code(text) == [("a `` b ", False), ("`c`", True), (" d", False)]
    assert mask_spans(text, "#") == "a `` b ### d"


def test_double_backtick_span_holds_a_single_backtick() -> None:
    assert split_code("see ``a ` b`` [1]") == [("see ", False), ("``a ` b``", True), (" [1]", False)]
    assert prose("see ``a ` b`` [1]") == "see   [1]"


def test_indented_first_line_is_a_code_block() -> None:
    assert code_block_lines("    x = arr[1]\n\ntext [2]") == frozenset({0})
    assert prose("    x = arr[1]\n\ntext [2]") == " \ntext [2]"


def test_tab_indented_line_after_a_blank_line_is_a_code_block() -> None:
    assert code_block_lines("text [1]\n\n\tx = arr[2]\n") == frozenset({2})


def test_indent_after_a_carriage_return_alone_is_not_looked_for() -> None:
    # Only "\n" starts a line for the block check: a text with no fence, no tab and no
    # four spaces after a "\n" or at its start is read as prose without the parser.
    text = "a [1]\r    b [2]"
    assert split_code(text) == [(text, False)]

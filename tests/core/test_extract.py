"""Context extraction: identifiers, lexicon entities and aliases, code names, topics, summary."""

from __future__ import annotations

from core.extract import (
    entity_spans,
    enumerations,
    extract_context,
    find_entities,
    find_identifiers,
    find_topics,
    with_context,
    with_topics,
)
from core.lexicons import Entry, TableLexicon, find_mentions, lookup, register, unregister
from core.models import Analysis, Citation, ReportSet


def test_identifiers_of_every_kind() -> None:
    text = (
        "INC-4821 and ABC-123 are linked to #1234 and encode/uvicorn#2078; see https://example.com/x. "
        "Paper doi:10.48550/arXiv.2104.08663 and arXiv:2309.15217; CVE-2024-33663 owned by @mhernandez."
    )
    ids = find_identifiers(text)
    assert ids["ids"] == ["INC-4821", "ABC-123"]
    assert ids["issues"] == ["#1234", "encode/uvicorn#2078"]
    assert ids["urls"] == ["https://example.com/x"]
    assert ids["dois"] == ["10.48550/arXiv.2104.08663"]
    assert ids["arxiv"] == ["2309.15217"]
    assert ids["cves"] == ["CVE-2024-33663"] and ids["mentions"] == ["@mhernandez"]


def test_cloud_aliases_map_to_canonical_names() -> None:
    names = [m.canonical for m in find_mentions("Lambda vs ECS, or maybe cosmos db and gke")]
    assert names == ["AWS Lambda", "Amazon ECS", "Azure Cosmos DB", "Google Kubernetes Engine"]
    assert lookup("postgres").canonical == "PostgreSQL"  # type: ignore[union-attr]


def test_a_fork_is_a_name_of_its_own_not_an_alias_of_the_original() -> None:
    # Valkey forked Redis: a question about one is not a question about the other.
    names = [m.canonical for m in find_mentions("moving from redis to valkey")]
    assert names == ["Redis", "Valkey"]


def test_exact_only_names_do_not_match_ordinary_words() -> None:
    assert find_mentions("the glue code") == []
    assert [m.canonical for m in find_mentions("AWS Glue jobs")] == ["AWS Glue"]


def test_a_registered_lexicon_is_used_at_once() -> None:
    register(TableLexicon(name="team", category="team", table="Billing Exporter | billing-exporter, bx"))
    try:
        assert [m.canonical for m in find_mentions("restart bx now")] == ["Billing Exporter"]
    finally:
        unregister("team")
    assert find_mentions("restart bx now") == []
    assert Entry("X", "y").aliases == ()


def test_code_identifiers_and_acronyms_are_entities() -> None:
    ents = find_entities("Call ConnectionPool.getconn() with max_idle set; the RetryHandler and GSI help.")
    assert {"ConnectionPool.getconn()", "max_idle", "RetryHandler", "GSI"} <= set(ents)


def test_enumerations_find_cited_and_colon_lists() -> None:
    lists = enumerations("Choices are Celery [1], RQ (python-rq) [2] and Dramatiq [3]. It runs in two phases: filtering and scoring.")
    assert lists["cited"] == ["Celery", "RQ (python-rq)", "Dramatiq"]
    assert lists["colon:phas"] == ["filtering", "scoring"]


_POOLING = ReportSet(
    inline="Use RDS Proxy to pool Lambda connections [1]. " * 20,
    quick="Put RDS Proxy in front of RDS [1].",
    detailed="## Connection pooling\nUse **RDS Proxy** [1].\n## Sources\n- [1] docs",
)


def test_extract_context_collects_entities_ids_and_a_capped_summary() -> None:
    ctx = extract_context("how do I connect Lambda to RDS? see INC-1", _POOLING, [Citation(number=1, title="RDS Proxy docs", url="https://docs.aws/x")])
    assert ctx.entities[0] in {"Amazon RDS", "Amazon RDS Proxy", "AWS Lambda"}
    assert ctx.identifiers["ids"] == ["INC-1"] and ctx.identifiers["urls"] == ["https://docs.aws/x"]
    assert len(ctx.summary) <= 320


def test_topics_are_found_by_their_own_reader_not_by_the_follow_up_context() -> None:
    analysis = Analysis(
        question="how do I connect Lambda to RDS?", standalone_question="how do I connect Lambda to RDS?",
        reports=_POOLING, citations=[Citation(number=1, title="RDS Proxy docs", url="https://docs.aws/x")],
        context_extracted=False,
    )
    with_context(analysis)
    assert analysis.context_extracted and analysis.entities and analysis.summary
    assert analysis.topics == [] and analysis.topics_pending, "no follow-up reads the topics"
    with_topics(analysis)
    assert analysis.topics == find_topics(_POOLING.detailed) and not analysis.topics_pending
    assert "Connection pooling" in analysis.topics and "Sources" not in analysis.topics and "RDS Proxy" in analysis.topics


def test_an_answer_extracted_before_the_topics_were_left_keeps_the_topics_it_holds() -> None:
    stored = Analysis(question="q", standalone_question="q", reports=_POOLING, topics=["Kept topic"])
    assert stored.context_extracted and not stored.topics_pending
    assert with_topics(stored).topics == ["Kept topic"], "nothing is extracted again"


def test_the_longest_lexicon_name_wins_and_a_shorter_one_still_matches_alone() -> None:
    register(TableLexicon(name="prefixes", category="team", table="Bill | bill-svc\nBilling Exporter | billing-exporter\nBilling | billing-api"))
    try:
        found = [(m.canonical, m.surface) for m in find_mentions("billing-exporter, Billing-API and bill-svc; billings")]
        assert found == [("Billing Exporter", "billing-exporter"), ("Billing", "Billing-API"), ("Bill", "bill-svc")]
        # A name followed by more of a word is no mention, even when a shorter name fits.
        assert find_mentions("bill-svcs") == []
    finally:
        unregister("prefixes")


def test_names_keep_to_stretches_no_identifier_or_other_name_took() -> None:
    text = "Ask INC-4821 about PgBouncer.\nThe Billing Team and Kafka Streams. Kafka is a log; see (Redis Cluster)."
    # Lexicon names claim their words first: "Kafka" leaves "Streams" alone, "Redis" leaves "Cluster".
    assert find_entities(text) == ["INC-4821", "PgBouncer", "Billing Team", "Apache Kafka", "Redis"]
    # A name starting a sentence counts only with two words; inside brackets it is no sentence start.
    text = "The plan. Zorblax is a log [1]. Zorblax again. Then Zorblax Engine runs, with (Quux Server)."
    assert find_entities(text) == ["Zorblax Engine", "Quux Server"]


def test_entity_spans_hold_at_the_text_start_after_separators_and_on_every_read() -> None:
    # The character before a name decides: the text's start and a slash allow one, a hyphen,
    # a dot or a letter do not; a snake_case name needs its underscore. A text read twice
    # gives the same spans, and each caller gets a list of its own.
    text = "SLA-2 breach: QXZ and APIs. Ask Jane Doe, not x-Jane or a/Jane; my_func_name ran, INC-77 too."
    expected = [
        ("SLA-2", "id", 0), ("QXZ", "acronym", 14), ("APIs", "name", 22), ("Jane Doe", "name", 32),
        ("Jane", "name", 58), ("my_func_name", "code", 64), ("INC-77", "id", 82),
    ]
    assert [(s.text, s.kind, s.start) for s in entity_spans(text)] == expected
    entity_spans(text).clear()
    assert [(s.text, s.kind, s.start) for s in entity_spans(text)] == expected
    assert [(s.text, s.start) for s in entity_spans("x-QXZ ab-CD1-12 xQXZ snakecase snake_case")] == [
        ("xQXZ", 16), ("snake_case", 31),  # camelCase code, not the acronym inside it
    ]


def test_entity_spans_follow_a_lexicon_registered_after_a_text_was_read() -> None:
    text = "We moved the queue to Zorblatt last week."
    assert "Zorblatt Queue" not in [s.canonical for s in entity_spans(text)]
    register(TableLexicon("zorblatt-test", "product", "Zorblatt Queue | zorblatt"))
    try:
        assert "Zorblatt Queue" in [s.canonical for s in entity_spans(text)]
    finally:
        unregister("zorblatt-test")
    assert "Zorblatt Queue" not in [s.canonical for s in entity_spans(text)]


def test_identifier_scans_are_skipped_where_their_patterns_cannot_match() -> None:
    from core.extract import may_match

    report = "## Overview\n\nLambda scales per request: a cold start adds 100-300 ms [1].\n\n## Cost\n\n- Note: idle time is free."
    assert not any(may_match(kind, report, report.lower()) for kind in ("issues", "cves", "arxiv"))
    for kind, text in [("issues", "see #12"), ("issues", "owner/repo#7"), ("cves", "cVe-2024-1"), ("arxiv", "ARXIV:2309.1")]:
        assert may_match(kind, text, text.lower())


def test_identifiers_in_any_case_and_with_unicode_digits_are_still_found() -> None:
    text = "Fixed in #١٢ (Arabic-Indic digits) and a/b#3; cve-2024-33663, ARXIV:2309.15217 and arxiv: 2104.08663v2."
    ids = find_identifiers(text)
    assert ids["issues"] == ["#١٢", "a/b#3"]
    assert ids["cves"] == ["cve-2024-33663"]
    assert ids["arxiv"] == ["2309.15217", "2104.08663v2"]


def test_every_character_matching_a_gated_letter_case_blind_lower_cases_to_it() -> None:
    # The gates read `text.lower()`: exact only while no other character (as `ı` for `i`,
    # `ſ` for `s`, the Kelvin sign for `k`) matches these letters under re.I.
    import re
    import sys

    for letter in "cve-arx":
        blind = re.compile(re.escape(letter), re.I)
        assert all(chr(c).lower() == letter for c in range(sys.maxunicode + 1) if blind.fullmatch(chr(c)))

"""The re-ranker's lexical evidence: BM25 weighs every candidate against the whole question,
and proximity counts for as much of the question as the close-together words are."""

from __future__ import annotations

from core.sources.query import analyse
from core.sources.retrieval import Candidate, Terms, bm25_scores, lexical_scores, plan
from core.sources.terms import stemmed

QUESTION = "how do I refresh the session token before the request?"
# Document frequencies of an imagined 1,000-chunk index: "token" and "refresh" are rare,
# "request" and "session" common, as in most web documentation.
DF = {"token": 4, "refresh": 6, "request": 300, "session": 250}
TOTAL = 1000


def candidate(n: int, body: str, heading: str = "", title: str = "Guide", found_bm25: float = 0.0) -> Candidate:
    """A chunk as a query found it: `found_bm25` stands for the rank that one FTS query gave it."""
    return Candidate(
        id=n,
        file_id=n,
        terms=Terms(stemmed(title), stemmed(heading), stemmed(body)),
        embed_text=body,
        bm25=found_bm25,
    )


def question_plan():  # type: ignore[no-untyped-def]
    return plan(analyse(QUESTION), lambda g: DF.get(g.key, 1), TOTAL, average_length=12.0)


def test_a_passage_found_by_any_query_is_weighed_on_the_whole_question() -> None:
    # The first was found by meaning (no FTS rank), the second by an OR query over one
    # common word that ranked it high: the rare words decide, not where they came from.
    rare = candidate(1, "Call refresh to renew the token before it expires.", found_bm25=0.0)
    common = candidate(2, "Each request opens a session; the session ends after the request.", found_bm25=9.0)
    bm25_scores([rare, common], question_plan())
    assert rare.bm25 > common.bm25 > 0


def test_a_word_in_the_heading_counts_more_than_the_same_word_in_the_body() -> None:
    in_heading = candidate(1, "Call it before it expires, once a day at most.", heading="Refresh the token")
    in_body = candidate(2, "Refresh the token: call it before it expires, once a day.", heading="Expiry")
    bm25_scores([in_heading, in_body], question_plan())
    assert in_heading.bm25 > in_body.bm25


def test_a_longer_passage_needs_more_of_the_words_to_score_as_high() -> None:
    short = candidate(1, "Refresh the token before it expires.")
    long = candidate(2, "Refresh the token before it expires. " + "Other settings are described on the next pages. " * 8)
    bm25_scores([short, long], question_plan())
    assert short.bm25 > long.bm25


def test_common_words_side_by_side_get_less_proximity_than_the_rare_words_close_together() -> None:
    # "session request" sit next to each other; "refresh ... token" a few words apart.
    common = candidate(1, "Every session request is logged, with its timing, to the access log of the server.")
    rare = candidate(2, "You can refresh, at any time, the token itself from the settings page of the server.")
    the_plan = question_plan()
    lexical_scores([common, rare], the_plan)
    assert rare.features["proximity"] > common.features["proximity"] > 0


def test_proximity_is_at_most_the_share_of_the_question_found_close_together() -> None:
    both = candidate(1, "Refresh token now.")
    the_plan = question_plan()
    lexical_scores([both], the_plan)
    rare_share = (the_plan.idf["refresh"] + the_plan.idf["token"]) / sum(the_plan.idf.values())
    assert both.features["proximity"] <= rare_share + 1e-9
    assert both.features["proximity"] > 0.5 * rare_share


def test_a_phrase_alternative_counts_like_the_word_it_stands_for() -> None:
    # "env var" is a synonym group with the phrase "environment variable": a passage writing
    # the phrase out scores like one using the asker's word.
    env_plan = plan(analyse("which env var sets the port?"), lambda g: 5, TOTAL, average_length=12.0)
    phrase = candidate(1, "Set the environment variable PORT to choose the port.")
    neither = candidate(2, "Set PORT in the config to choose the port.")  # as many words
    bm25_scores([phrase, neither], env_plan)
    assert phrase.bm25 > neither.bm25 > 0


def test_coverage_and_heading_read_each_field_as_the_sets_of_its_words_say() -> None:
    # `Terms.fields` keeps a bit per field for each stem; coverage, heading and literal scores
    # must be what the title, heading and body word sets give, phrases needing all their
    # words in one field ("environment" in the title and "variable" in the body is neither).
    the_plan = plan(analyse("which env var sets the token port?"), lambda g: 5, TOTAL, average_length=12.0)
    chunks = [
        candidate(1, "Set PORT here.", heading="Environment variable", title="Config"),
        candidate(2, "The variable PORT.", heading="Tokens", title="Environment"),
        candidate(3, "Set the environment variable PORT to the token.", heading="Usage", title="Guide"),
        candidate(4, "Nothing relevant.", heading="Other", title="Environment variable"),
        candidate(5, "Nothing relevant.", heading="Other", title="Other"),
    ]
    lexical_scores(chunks, the_plan)
    total = sum(the_plan.idf.values())
    for c in chunks:
        title, heading, body = c.terms.title, c.terms.heading, c.terms.body
        covered = in_heading = 0.0
        for g in the_plan.groups:
            w = the_plan.idf[g.key]
            h, t, b = (
                bool(words & set(g.stems)) or any(set(p) <= words for p in g.phrases) for words in (heading, title, body)
            )
            covered += w if h or t or b else 0.0
            in_heading += w if h else 0.5 * w if t else 0.0
        assert c.features["coverage"] == covered / total
        assert c.features["heading"] == in_heading / total
    assert chunks[0].features["heading"] > chunks[3].features["heading"] > 0  # heading over title
    assert chunks[4].features["coverage"] == 0.0


def test_proximity_of_a_chunk_found_again_is_what_a_fresh_chunk_gets() -> None:
    # Each chunk keeps where the words asked so far sit in its body; a later question
    # sharing some words and adding others must see every position, old and new.
    body = (
        "Call refresh on the client. The session keeps its token until the request ends; "
        "refresh the token before the session expires, and send the request again."
    )
    questions = [
        QUESTION,
        "when does the session expire?",
        "how do I send the request again after a refresh?",
        QUESTION,
    ]
    kept = candidate(1, body)
    for question in questions:
        the_plan = plan(analyse(question), lambda g: DF.get(g.key, 5), TOTAL, average_length=12.0)
        fresh = candidate(1, body)
        kept.features, kept.score = {}, 0.0
        lexical_scores([kept], the_plan)
        lexical_scores([fresh], the_plan)
        assert kept.features == fresh.features and kept.score == fresh.score
        assert fresh.features["proximity"] > 0

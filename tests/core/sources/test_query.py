"""Questions as people type them in Slack and Discord become the terms worth searching."""

from __future__ import annotations

import pytest

from core.lexicons import TableLexicon, register, unregister
from core.sources import query
from core.sources.query import analyse, clean_question, question_language


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("<@U02ABC123> what is a kubernetes pod?", "what is a kubernetes pod?"),
        ("see <https://example.com/docs|the docs> on <#C123|general> pls", "see the docs on pls"),
        ("<!here> how do I rotate keys? <https://example.com/a?b=c>", "how do I rotate keys?"),
        ("<@!123456789> <@&987> <#42> backups :tada: <:party:123> <a:wave:456>", "backups"),
        ("hey team, quick one: what is a pod? thanks so much!", "what is a pod?"),
        ("Quick question - how do Lambda cold starts work?", "how do Lambda cold starts work?"),
        ("hi all! dumb q, what is RQ?", "what is RQ?"),
        ("random question for the team: is Redis persistent?", "is Redis persistent?"),
        ("quick one — does Kafka keep order?", "does Kafka keep order?"),
        ("quick question about Kafka partitions?", "quick question about Kafka partitions?"),
        ("Hi all - how do I set up venv? TIA", "how do I set up venv?"),
        ("how does [retry logic](https://x.io/retry) work", "how does retry logic work"),
        ("thanks!", "thanks!"),
    ],
)
def test_platform_markup_greetings_and_sign_offs_are_removed(raw: str, clean: str) -> None:
    assert clean_question(raw) == clean


def test_chit_chat_never_becomes_a_search_term() -> None:
    words = [g.word for g in analyse("hey team, quick one: what is a kubernetes pod exactly? thanks so much").groups]
    assert words == ["kubernetes", "pod"]


def test_entities_bring_their_aliases() -> None:
    group = analyse("postgres too many clients").groups[0]
    assert group.word == "postgres" and {"postgresql", "psql"} <= set(group.stems)


def test_synonym_phrases_become_one_group() -> None:
    groups = {g.word: g for g in analyse("how do I set an env var for the variable number of arguments").groups}
    assert ("environ", "variabl") in groups["env var"].phrases and "envvar" in groups["env var"].stems
    assert "variad" in groups["variable number"].stems
    assert "arguments" in groups and "param" in groups["arguments"].stems


def test_camel_case_names_in_a_question_stay_one_term() -> None:
    assert [g.word for g in analyse("How do I use PostgreSQL with CORSMiddleware?").groups] == [
        "PostgreSQL",
        "corsmiddleware",
    ]


@pytest.mark.parametrize(
    ("question", "word", "stem"),
    [
        ("how do i turn off the colors", "turn off", "disabl"),
        ("switch on debug output", "switch on", "enabl"),
        ("how many attempts were made, any stats?", "stats", "statist"),
        ("what's the flag to require hashes", "flag", "option"),
        ("can it wrap long text in a column", "wrap", "multilin"),
        ("using it inside a jupyter notebook", "jupyter", "ipython"),
        ("i don't want blank lines in the copied text", "blank lines", "empti"),
        ("a heredoc in a code block only copies the first line", "heredoc", "here"),
        ("merge the data of four CI jobs into one report", "merge", "combin"),
        ("make it ignore a chunk of debug-only code", "ignore", "exclud"),
        ("get an email when my script errors out", "email", "notifi"),
        ("how do I get timestamps like 2024-01-01 10:00", "timestamps", "format"),
        ("is the old pickle cache still a thing?", "still a thing", "deprec"),
        ("how do i wipe everything in the cache", "wipe", "clear"),
        ("can i index the parsed document like a normal dict?", "dict", "dictionari"),
        ("how can I silence the noisy warnings in one module", "silence", "suppress"),
        ("temporarily stop the nightly job over the weekend", "temporarily stop", "paus"),
        ("can two workers append to the file at the same time", "same time", "concurr"),
        ("what format does the connection string take", "connection string", "dsn"),
        ("the module sits in a subfolder of the project", "subfolder", "subdirectori"),
        ("keep the cache on disk between runs", "on disk", "filesystem"),
        ("give up after five attempts", "attempts", "tri"),
        ("round the numbers to two decimals", "decimals", "precis"),
        ("can the interval be a duration instead of seconds", "duration", "timedelta"),
        ("write the report to a temp file first", "temp", "temporari"),
        ("how do I mkdir the output folders", "mkdir", "makedir"),
        ("get the offsets of each matched word", "offsets", "span"),
        ("keep only the rows that match", "keep only", "filter"),
        ("print the result to stdout", "stdout", "output"),
        ("errors go to stderr", "stderr", "error"),
        ("read the names from stdin", "stdin", "input"),
        ("draw a horizontal line after the totals", "horizontal line", "divid"),
    ],
)
def test_everyday_words_reach_the_documents_words(question: str, word: str, stem: str) -> None:
    groups = {g.word: g for g in analyse(question).groups}
    group = groups[word]
    assert stem in group.stems or any(stem in p for p in group.phrases)


def test_listed_example_values_are_not_search_terms() -> None:
    words = [g.word for g in analyse("can click restrict an option to a fixed set of values like dev/staging/prod?").groups]
    assert words == ["click", "restrict", "option", "fixed", "set of values"]
    # One named thing after "like" is what the question is about.
    assert [g.word for g in analyse("a database like postgres").groups] == ["database", "postgres"]


@pytest.mark.parametrize(
    "question",
    [
        "I don't want the cache to expire, it doesn't matter how old",
        "I don’t want the cache to expire, it doesn’t matter how old",
        "dont want the cache to expire, it doesnt matter how old",
        "you're sure we've set the cache and they'll not expire?",
    ],
)
def test_contractions_are_not_search_terms(question: str) -> None:
    # Words split at the apostrophe: "don't" must not leave "don" to search for.
    words = {g.word for g in analyse(question).groups}
    assert {"cache", "expire"} <= words
    assert not words & {"don", "doesn", "dont", "doesnt", "re", "ve", "ll"}


def test_code_in_backticks_is_one_phrase_to_find() -> None:
    groups = {g.word: g for g in analyse("on CI I want `-n auto` to mean 4 workers, like `pytest -x`").groups}
    assert groups["-n auto"].literal and groups["-n auto"].phrases == (("n", "auto"),)
    assert groups["pytest -x"].literal
    # An identifier's words are found together; one word is a word group already, as when quoted.
    assert analyse("what is `cleanup_timeout` for?").groups[0].phrases == (("cleanup", "timeout"),)
    assert not any(g.literal for g in analyse("can I use it in a `with` block?").groups)


def test_filler_of_a_chatty_question_is_not_searched_but_what_it_asks_for_is() -> None:
    words = [g.word for g in analyse("whats the easiest way to sign a token? I already have the key, curious tbh").groups]
    assert words == ["sign", "token", "key"]
    # "everything" can be what is asked for ("get everything serialized"): it stays a word.
    assert "everything" in {g.word for g in analyse("how do I get everything serialized").groups}


def test_a_question_in_another_language_does_not_search_its_function_words() -> None:
    keys = [g.word for g in analyse("¿Cuánto cuesta una paella de mariscos en el servidor?").groups]
    assert keys == ["cuesta", "paella", "mariscos", "servidor"]
    assert [g.word for g in analyse("Wie groß darf eine Datei sein?").groups] == ["gross", "darf", "datei"]
    assert [g.word for g in analyse("Où est la configuration du serveur ?").groups] == ["configuration", "serveur"]
    assert [g.word for g in analyse("Dove si imposta la porta del server?").groups] == ["imposta", "porta", "server"]
    assert [g.word for g in analyse("Onde se define a porta do servidor?").groups] == ["define", "porta", "servidor"]
    assert [g.word for g in analyse("Waar staat de poort van de server?").groups] == ["staat", "poort", "server"]


def test_a_spanish_question_keeps_a_word_that_is_a_function_word_only_in_italian() -> None:
    # Spanish shares "se", "que", "para", "como" with Italian and Portuguese: the question also holds
    # two Italian function words ("se", "ci"), but it is Spanish, and "CI" is what it asks about.
    keys = [g.word for g in analyse("¿Cómo se configura el CI para que ejecute las pruebas?").groups]
    assert keys == ["configura", "ci", "ejecute", "pruebas"]


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("<@U02ABC123> Wie groß darf eine Datei sein, die ich hochlade?", "de"),
        ("¿Cómo se configura el CI para que ejecute las pruebas?", "es"),
        ("Où est la configuration du serveur ?", "fr"),
        ("Waar staat de poort van de server?", "nl"),
        ("why does my celery worker die at night?", None),
        ("how do I set the de locale for dates?", None),
        ("", None),
    ],
)
def test_the_language_a_question_is_written_in_is_named_only_when_its_words_tell(question: str, language: str | None) -> None:
    assert question_language(question) == language


def test_a_lone_word_that_is_a_function_word_elsewhere_stays_searched_in_english() -> None:
    # "die" is German's article, but one such word does not make an English question German.
    assert "die" in [g.word for g in analyse("why does my celery worker die at night?").groups]
    assert "de" in [g.word for g in analyse("how do I set the de locale for dates?").groups]


def test_a_cleaned_question_has_every_kind_of_whitespace_collapsed() -> None:
    # Every character `str.isspace` knows below U+3001 (sre's `\s` is the same test).
    spaces = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u2028\u2029\u202f\u205f\u3000"
    for space in spaces:
        assert clean_question(f"{space}How{space}{space}does pooling work?{space}") == "How does pooling work?"


def test_a_text_analysed_again_is_read_once_and_each_caller_gets_its_own_groups() -> None:
    # A turn analyses one message several times (docs/scaling.md, ithr53): the second reading is
    # served from the kept analyses, and changing what one caller got changes nothing for the next.
    text = "how do I rotate the ithr53-only signing keys in postgres?"
    first = analyse(text)
    before = query._analysed.cache_info().hits
    second = analyse(text)
    assert query._analysed.cache_info().hits == before + 1
    assert second == first and second.groups is not first.groups
    first.groups.clear()
    assert analyse(text).groups == second.groups != []


def test_a_long_message_is_analysed_alike_but_its_analysis_is_not_kept() -> None:
    # Admission analyses every message before the assistant refuses one past MAX_MESSAGE_CHARS
    # (Slack sends up to 40,000 characters): a kept analysis of such a text holds hundreds of KB,
    # and 1,024 of them hundreds of MB. A question is a few hundred characters at most.
    text = " ".join(f"irev31 pasted log line {n}: worker{n} failed with code E{n}" for n in range(120))
    assert len(text) > 4000
    before = query._analysed.cache_info()
    first, second = analyse(text), analyse(text)
    after = query._analysed.cache_info()
    assert (after.currsize, after.hits) == (before.currsize, before.hits)
    assert first == second and len(first.groups) > 100


def test_a_lexicon_registered_after_an_analysis_is_seen_by_the_next() -> None:
    text = "does zorblatt keep its queue order?"
    assert [g.word for g in analyse(text).groups][0] == "zorblatt"
    assert "zblt" not in analyse(text).groups[0].stems
    register(TableLexicon("query-test", "tool", "Zorblatt | zblt"))
    try:
        assert "zblt" in analyse(text).groups[0].stems
    finally:
        unregister("query-test")
    assert "zblt" not in analyse(text).groups[0].stems

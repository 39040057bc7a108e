"""Model-free commands: typed and as Actions, through the same `run`."""

from __future__ import annotations

import pytest

from core import commands
from core.models import Action, Analysis, Citation, ReportSet, Session, ThreadKey


def _session() -> Session:
    s = Session(key=ThreadKey(platform="console", thread="c"))
    for q, ent in (("Lambda vs ECS for a worker?", "AWS Lambda"), ("How does Kafka ordering work?", "Apache Kafka")):
        s.analyses.append(
            Analysis(
                question=q, standalone_question=q, entities=[ent], mode="model",
                reports=ReportSet(inline=f"inline {q} [1]", quick=f"quick {q} [1]", detailed=f"detailed {q} [1][2]"),
                citations=[Citation(number=1, title=f"Doc A for {q}", snippet="first line"),
                           Citation(number=2, title=f"Doc B for {q}", url="https://b.example")],
            )
        )
    return s


@pytest.mark.parametrize(
    ("text", "kind", "index"),
    [
        ("inline summary", "inline", None), ("quick summary", "quick", None), ("detailed summary", "detailed", None),
        ("show summary", "quick", None), ("tl;dr", "inline", None), ("short version", "quick", None),
        ("more detail", "detailed", None), ("give me the full report", "detailed", None),
        ("detailed version of the first answer", "detailed", 0),
    ],
)
def test_report_switching_phrases(text: str, kind: str, index: int | None) -> None:
    action = commands.parse(text)
    assert action is not None and action.report == kind and action.analysis == index
    outcome = commands.run(action, _session(), "u")
    want = 0 if index == 0 else 1
    assert outcome.reply.report_kind == kind and outcome.reply.analysis_index == want
    assert outcome.reply.markdown.startswith(kind) and outcome.research is None


def test_the_lambda_one_matches_by_entity() -> None:
    action = commands.parse("the Lambda one")
    assert action is not None
    outcome = commands.run(action, _session(), "u")
    assert outcome.reply.analysis_index == 0 and "Lambda vs ECS" in outcome.reply.markdown


def test_a_topic_no_answer_is_about_goes_to_research() -> None:
    outcome = commands.run(commands.parse("the Redis one"), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research == "the redis one" and not outcome.standalone


@pytest.mark.parametrize("text", ["regenerate", "new summary"])
def test_regenerate_researches_the_last_question_again(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research == "How does Kafka ordering work?" and outcome.standalone


def test_sources_and_single_source_use_the_numbering_of_the_report_shown() -> None:
    s = _session()
    # The quick report (shown by default) cites one source only.
    listed = commands.run(commands.parse("sources"), s, "u")  # type: ignore[arg-type]
    assert listed.reply.kind == "sources" and "1. Doc A for How does Kafka" in listed.reply.markdown
    assert "Doc B" not in listed.reply.markdown
    switched = commands.run(commands.parse("detailed summary"), s, "u")  # type: ignore[arg-type]
    assert switched.changed and s.analyses[-1].shown == "detailed"
    listed = commands.run(commands.parse("sources"), s, "u")  # type: ignore[arg-type]
    assert "2. Doc B for How does Kafka" in listed.reply.markdown
    for text in ("open 2", "what does [2] say", "show source 2"):
        one = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
        assert one.reply.kind == "source" and one.reply.citations[0].number == 2
    missing = commands.run(Action(source=9), s, "u")
    assert missing.reply.kind == "error" and "1, 2" in missing.reply.markdown


# "source 2", "sources 2", "[2]": a person pointing at one cited source was researched as a new question.
@pytest.mark.parametrize(
    "text",
    ["source 2", "sources 2", "Source [2]", "source #2", "sources [2]?", "[2]", "show sources 2", "citation 2",
     "show me reference [2]", "open source 2", "show [2]", "source 2 please",
     # Counted in words: these were follow-ups, researched ("tell me about the second source").
     "show me the second source", "the 2nd source", "second source", "open the second citation",
     "what does the second source say?"],
)
def test_one_source_asked_for_by_its_number_is_shown_without_research(text: str) -> None:
    s = _session()
    s.analyses[-1].shown = "detailed"
    outcome = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
    assert outcome.research is None
    assert outcome.reply.kind == "source" and outcome.reply.citations[0].number == 2
    assert "Doc B" in outcome.reply.markdown


# Discord sends a slash command as text when its picker is dismissed, and Slack offers to
# "send as a message" a command it does not know there: it was researched, "/research" and all.
@pytest.mark.parametrize(
    ("text", "command", "question"),
    [("/help", "help", None), ("/reset", "reset", None), ("/sources", "sources", None), ("/sources 2", "source", None),
     ("/summary detailed", "report", None), ("/trace", "trace", None), ("/export pdf", "export", None), ("/stop", "stop", None),
     ("/research How does Kafka ordering work?", "ask", "How does Kafka ordering work?"), ("/research", "ask", "")],
)
def test_a_slash_command_sent_as_a_message_is_that_command(text: str, command: str, question: str | None) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == command and action.question == question


@pytest.mark.parametrize(
    "text", ["/etc/hosts is ignored, why?", "/help/faq returns 404", "/sources folder is missing, why?", "/etc/hosts", "/tmp is full"]
)
def test_a_path_or_unknown_words_after_a_slash_stay_a_question(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize(
    ("text", "typed"),
    [("/summary huge", "/summary"), ("/source abc", "/sources"), ("/trace last one", "/trace"), ("/foo", "/foo"),
     ("/new!", "/new"), ("/config length detailed now", "/config")],
)
def test_a_slash_command_typed_with_words_it_does_not_take_or_unknown_is_answered_with_its_use(text: str, typed: str) -> None:
    assert commands.parse(text) == Action(command="usage", question=typed)


@pytest.mark.parametrize("text", ["source 2 of the kafka docs?", "the second source of truth", "what does the second source say about retries?", "sources 2023", "what are the [2] options", "open source 2fa"])
def test_source_words_in_a_question_leave_it_a_question(text: str) -> None:
    assert commands.parse(text) is None


# "source?" and "what's the source?" after an answer were researched as questions about the word.
@pytest.mark.parametrize("text", ["source", "source?", "citation", "show me the source", "what is the source?",
                                  "what's the source", "whats the source?", "/source", "what are the sources?"])
def test_the_source_asked_for_in_the_singular_lists_the_sources(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.reply.kind == "sources"


@pytest.mark.parametrize("text", ["what is the source of truth?", "source code for lambda?", "what's the source of the error"])
def test_the_word_source_in_a_question_leaves_it_a_question(text: str) -> None:
    assert commands.parse(text) is None


def test_a_source_kept_without_a_passage_says_so_instead_of_ending_blank() -> None:
    s = _session()
    s.analyses[-1].shown = "detailed"
    quoted = commands.run(Action(source=1), s, "u").reply.markdown
    assert quoted.endswith("> first line")
    bare = commands.run(Action(source=2), s, "u").reply.markdown
    assert bare.rstrip().endswith("No passage of it was kept with this answer; read it at the address above.")


@pytest.mark.parametrize("text", ["show source 1234", "what does [1000] say", "open source #99999999999999999999", "open -1", "what does [-2] say", "open 99999", "expand #123456"])
def test_a_source_number_past_the_list_is_a_friendly_error_not_a_question(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None
    assert outcome.reply.kind == "error" and "its sources are: 1" in outcome.reply.markdown


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("reset", "reset"), ("forget this thread", "reset"), ("help", "help"),
        # "reset please" was researched as a question about resetting.
        ("reset please", "reset"), ("please reset", "reset"), ("help please", "help"), ("Please, help!", "help"),
        # Researched, they were follow-ups ("Start from scratch for AWS Lambda").
        ("let's start from scratch", "reset"), ("can we start over?", "reset"), ("start fresh", "reset"),
        ("clear the context", "reset"), ("reset context", "reset"), ("forget everything we discussed", "reset"),
        ("clear your memory", "reset"),
    ],
)
def test_reset_and_help(text: str, command: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert (outcome.changed == "reset") == (command == "reset")
    assert outcome.reply.kind == ("help" if command == "help" else "info")


@pytest.mark.parametrize(
    "text",
    [
        "what is a detailed summary of Kafka's design?", "how do I open port 3?",
        "can you give me a quick summary of how Kafka works?", "the first one",
        "what's the difference between a short and a long summary?",
    ],
)
def test_questions_containing_command_words_are_not_commands(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize(
    ("text", "command"),
    [("show me the sources", "sources"), ("sources please", "sources"), ("please open 2", "source"),
     ("regenerate please", "regenerate"), ("please show the trace", "trace"), ("please go", "plan_run"),
     ("drop step 2 please", "plan_edit"), ("help?", "help"), ("sources.", "sources"), ("reset?", "reset"),
     ("open 2.", "source"), ("trace?", "trace")],
)
def test_a_polite_word_or_punctuation_around_a_command_leaves_it_a_command(text: str, command: str) -> None:
    assert (action := commands.parse(text)) is not None and action.command == command


@pytest.mark.parametrize("text", ["how do I reset please", "please explain the sources of Kafka's lag", "please help me size a Redis cluster"])
def test_a_polite_question_is_still_a_question(text: str) -> None:
    assert commands.parse(text) is None


def test_actions_from_buttons_share_run() -> None:
    s = _session()
    # A button carries its answer's id (docs/conversation.md#answer-numbers).
    clicked = Action(report="detailed", analysis=0, answer_id=s.analyses[0].id)
    assert commands.run(clicked, s, "u").reply.markdown.startswith("detailed Lambda")
    assert commands.run(Action(command="sources"), s, "u").reply.kind == "sources"
    fb = commands.run(Action(feedback="up"), s, "u")
    assert fb.changed and s.analyses[-1].feedback[0].value == "up"


@pytest.mark.parametrize("action", [Action(report="detailed"), Action(command="sources"), Action(source=1), Action(command="regenerate")])
def test_no_answer_yet_gives_a_helpful_message(action: Action) -> None:
    empty = Session(key=ThreadKey(platform="console", thread="e"))
    reply = commands.run(action, empty, "u").reply
    assert reply.kind == "info" and "ask" in reply.markdown.lower() and "cannot" not in reply.markdown.lower()


def test_feedback_on_an_answer_no_longer_kept_says_so_not_nothing_to_summarise() -> None:
    empty = Session(key=ThreadKey(platform="console", thread="e"))
    outcome = commands.run(Action(feedback="up", analysis=0), empty, "u")
    assert not outcome.changed and "nothing to record your feedback on" in outcome.reply.markdown


def test_smalltalk() -> None:
    assert commands.smalltalk("hi there!").kind == "smalltalk"  # type: ignore[union-attr]
    assert commands.smalltalk("thanks a lot") is not None
    assert commands.smalltalk("hi, how do I set up Redis?") is None


@pytest.mark.parametrize("text", ["ok", "Okay!", "ok thanks", "got it", "makes sense", "cool", "👍", ":+1:", "perfect, thanks!", "sounds good"])
def test_an_acknowledgement_is_smalltalk_not_a_question(text: str) -> None:
    # Said in a thread after an answer; researched, it got "I found nothing relevant to “ok”".
    reply = commands.smalltalk(text)
    assert reply is not None and reply.kind == "smalltalk", text


@pytest.mark.parametrize("text", ["ok so how do I migrate from it?", "cool, what about ECS?", "is 👍 a valid label?", "great expectations docs"])
def test_an_acknowledgement_followed_by_a_question_is_still_a_question(text: str) -> None:
    assert commands.smalltalk(text) is None


@pytest.mark.parametrize(
    ("text", "command", "question"),
    [
        ("plan only: How should we shard Postgres?", "plan", "How should we shard Postgres?"),
        ("Plan only How should we shard Postgres?", "plan", "How should we shard Postgres?"),
        ("How should we shard Postgres? (plan only)", "plan", "How should we shard Postgres?"),
        ("How should we shard Postgres? — plan only", "plan", "How should we shard Postgres?"),
        ("plan: compare Kafka, SQS and RabbitMQ", "plan", "compare Kafka, SQS and RabbitMQ"),
        ("plan only", "plan", ""),
        # The documented form with its question forgotten asks for it, not researched as words.
        ("plan only:", "plan", ""),
        ("Plan: ", "plan", ""),
        ("just plan —", "plan", ""),
        ("go", "plan_run", None),
        ("OK, go ahead!", "plan_run", None),
        ("looks good, run the plan", "plan_run", None),
    ],
)
def test_plan_commands_keep_the_question_as_written(text: str, command: str, question: str | None) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == command and action.question == question


@pytest.mark.parametrize(
    ("text", "op", "steps", "tool", "edit_text"),
    [
        ("drop step 3", "drop", [3], None, None),
        ("remove steps 2 and 4", "drop", [2, 4], None, None),
        ("skip step 1.", "drop", [1], None, None),
        ("step 2: use arxiv instead", "tool", [2], "arxiv", None),
        ("step 2 use web search instead", "tool", [2], "web", None),
        ("use github for step 1", "tool", [1], "github", None),
        ("step 2: Fargate pricing per vCPU", "question", [2], None, "Fargate pricing per vCPU"),
        ("add a step about pricing", "add", [], None, "pricing"),
        ("add step: security review of IAM roles", "add", [], None, "security review of IAM roles"),
    ],
)
def test_plan_edits_in_words_are_parsed_without_a_model(
    text: str, op: str, steps: list[int], tool: str | None, edit_text: str | None
) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == "plan_edit" and action.edit is not None
    assert (action.edit.op, action.edit.steps, action.edit.tool, action.edit.text) == (op, steps, tool, edit_text)


@pytest.mark.parametrize("text", ["plan a migration from Lambda to ECS", "what does go mean in Kubernetes?",
                                  "how many steps does the migration have?"])
def test_questions_about_plans_and_steps_are_not_plan_commands(text: str) -> None:
    assert commands.parse(text) is None


def test_a_plan_edit_with_no_plan_waiting_says_how_to_get_one() -> None:
    reply = commands.run(Action(command="plan_run"), _session(), "u", planning=True).reply
    assert reply.kind == "info" and "plan only:" in reply.markdown
    # Without a model nothing is planned: it says so, not how to ask for a plan it won't make.
    reply = commands.run(Action(command="plan_run"), _session(), "u", planning=False).reply
    assert "Without a model I don't plan" in reply.markdown and "plan only:" not in reply.markdown


@pytest.mark.parametrize(
    "text", ["trace", "How did you research this?", "how did you find that?", "show your work", "show the trace"]
)
def test_asking_how_an_answer_was_researched_is_the_trace_command(text: str) -> None:
    assert commands.parse(text) == Action(command="trace")


def test_a_question_about_tracing_is_not_the_trace_command() -> None:
    assert commands.parse("how do I trace requests across services?") is None


def _trimmed_session() -> Session:
    """The thread's answers 1-3 were trimmed away; the session keeps answers 4 and 5."""
    s = _session()
    s.dropped = 3
    return s


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("answer 2", 1), ("detailed answer #2", 1), ("summary of answer number 5", 4),
        ("detailed version of the fourth answer", 3), ("tl;dr of answer 4", 3),
    ],
)
def test_an_answer_asked_for_by_its_number_is_that_answer_of_the_thread(text: str, answer: int) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == "report" and action.analysis == answer


@pytest.mark.parametrize(
    ("text", "question"),
    [("detailed version of answer 4", "Lambda vs ECS"), ("summary of the fifth answer", "Kafka"), ("the last answer", "Kafka")],
)
def test_after_trimming_an_answer_number_still_names_the_same_answer(text: str, question: str) -> None:
    outcome = commands.run(commands.parse(text), _trimmed_session(), "u")  # type: ignore[arg-type]
    assert question in outcome.reply.markdown and outcome.reply.analysis_index in (3, 4)


@pytest.mark.parametrize(
    "action",
    [Action(report="detailed", analysis=0), Action(command="sources", analysis=2), Action(feedback="up", analysis=1),
     Action(command="export", analysis=0), Action(report="quick", analysis=-3)],
)
def test_an_answer_trimmed_away_is_said_to_be_gone_never_another_answer_shown(action: Action) -> None:
    s = _trimmed_session()
    outcome = commands.run(action, s, "u")
    reply = outcome.reply
    assert reply.kind == "error" and reply.ephemeral and "no longer kept" in reply.markdown
    assert "keeps its last 2 answers (answers 4-5)" in reply.markdown
    assert not outcome.changed and outcome.export is None and outcome.research is None
    assert [a.shown for a in s.analyses] == [None, None] and not any(a.feedback for a in s.analyses)


@pytest.mark.parametrize(
    ("text", "fmt"), [("pdf please", "pdf"), ("can I get this as a pdf?", "pdf"), ("send me the docx", "docx"), ("word document", "docx")]
)
def test_a_file_format_asked_for_without_export_is_an_export(text: str, fmt: str) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == "export" and action.format == fmt


@pytest.mark.parametrize("text", ["markdown", "html", "pdf files", "can I get a pdf of the kafka docs", "how do I read a pdf"])
def test_a_format_named_in_a_question_or_alone_where_it_names_more_stays_a_question(text: str) -> None:
    assert commands.parse(text) is None


def test_an_answer_number_past_the_newest_counts_the_trimmed_answers_too() -> None:
    reply = commands.run(Action(report="quick", analysis=5), _trimmed_session(), "u").reply
    assert reply.kind == "error" and "This thread has 5 answers; there's no answer number 6." in reply.markdown


@pytest.mark.parametrize(("text", "answer"), [("export answer 2 as pdf", 1), ("export the detailed answer #1 to docx", 0)])
def test_an_export_names_the_answer_by_its_number(text: str, answer: int) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == "export" and action.analysis == answer


@pytest.mark.parametrize("text", ["source 1234", "citation #5000", "reference [2024]"])
def test_a_source_named_by_a_long_number_gets_no_such_source_not_research(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None
    assert outcome.reply.kind == "error" and "There's no source [" in outcome.reply.markdown


@pytest.mark.parametrize("text", ["answer 0 detailed", "answer 0", "summary of answer #0", "export answer 0 as pdf"])
def test_answer_zero_is_told_there_is_no_such_answer_and_nothing_switches(text: str) -> None:
    s = _session()
    outcome = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.export is None and not outcome.changed
    assert outcome.reply.kind == "error" and "There's no answer 0" in outcome.reply.markdown
    assert all(a.shown is None for a in s.analyses)


@pytest.mark.parametrize("text", ["answer 1234 detailed", "export answer 1000 as md"])
def test_an_answer_number_past_three_digits_is_no_such_answer_not_research(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.export is None
    assert outcome.reply.kind == "error" and "there's no answer number" in outcome.reply.markdown


@pytest.mark.parametrize("text", ["reset thread", "reset the thread", "reset this thread", "Reset the conversation.", "reset our chat"])
def test_reset_naming_the_thread_resets_it_instead_of_being_researched(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.changed == "reset" and outcome.research is None


@pytest.mark.parametrize("text", ["reset thread pool", "reset the thread pool size?", "how do I reset the conversation id",
                                  "reset the memory", "clear the context menu", "start fresh pods", "start from scratch with kafka?"])
def test_reset_in_a_question_about_resetting_something_leaves_it_a_question(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize("text", ["what sources did you use?", "Which sources did you use", "what documents did you read for this?",
                                  "which references did you cite?"])
def test_asking_which_sources_were_used_lists_them_instead_of_researching(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.reply.kind == "sources"


@pytest.mark.parametrize("text", ["what sources did you use to learn python?", "which documents did you use in kafka connect"])
def test_a_question_about_sources_for_something_else_stays_a_question(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize(
    "text", ["sources for answer 1", "show the sources of the first answer", "list the sources for the previous answer",
             "sources of answer #1"],
)
def test_the_sources_of_an_earlier_answer_named_are_that_answers_sources(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.reply.kind == "sources"
    assert "Lambda vs ECS" in outcome.reply.markdown and outcome.reply.analysis_index == 0


@pytest.mark.parametrize(("text", "title"), [("source 2 of answer 1", "Doc B for Lambda"), ("open 1 from the first answer", "Doc A for Lambda"),
                                             ("the second source of answer 2", "Doc B for How does Kafka")])
def test_one_source_of_a_named_answer_is_opened_from_that_answer(text: str, title: str) -> None:
    s = _session()
    for a in s.analyses:
        a.shown = "detailed"
    outcome = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.reply.kind == "source" and title in outcome.reply.markdown


def test_the_trace_of_a_named_answer_is_that_answers_trace() -> None:
    s = _session()
    outcome = commands.run(commands.parse("show the trace of answer 1"), s, "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.trace_of == s.analyses[0].id


@pytest.mark.parametrize(
    ("text", "command", "report", "fmt"),
    [("detailed 1", "report", "detailed", None), ("tl;dr 1", "report", "inline", None), ("summary 1", "report", "quick", None),
     ("trace #1", "trace", None, None), ("export pdf 1", "export", None, "pdf"), ("/summary detailed 1", "report", "detailed", None)],
)
def test_a_length_trace_or_export_with_a_bare_number_acts_on_that_answer(
    text: str, command: str, report: str | None, fmt: str | None
) -> None:
    s = _session()
    outcome = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
    assert outcome.research is None
    if command == "report":
        assert outcome.reply.report_kind == report and "Lambda vs ECS" in outcome.reply.markdown, outcome.reply.markdown
    elif command == "trace":
        assert outcome.trace_of == s.analyses[0].id
    else:
        assert outcome.export is not None and outcome.export.analysis == 0 and outcome.export.format == fmt


@pytest.mark.parametrize(
    ("text", "command", "analysis"),
    [("answer one", "report", 0), ("answer two", "report", 1), ("sources answer 1", "sources", 0), ("answer 1 trace", "trace", 0),
     ("answer 1 pdf", "export", 0), ("open 2 answer 1", "source", 0)],
)
def test_an_answer_named_in_words_or_beside_its_command_is_that_answer(text: str, command: str, analysis: int) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == command and action.analysis == analysis, action


@pytest.mark.parametrize("text", ["why is answer 2", "how do I answer 2", "can you answer one question", "answer 3 questions",
                                  "what is the answer 2"])
def test_answer_and_a_number_inside_a_question_stay_a_question(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize("text", ["export data 2", "export xlsx 2", "detailed 123", "quick 2 minute fix", "sources 2"])
def test_a_number_after_other_words_is_not_read_as_an_answer(text: str) -> None:
    action = commands.parse(text)
    assert action is None or action.command == "source", action


@pytest.mark.parametrize(("text", "numbers"), [("open 1 and 2", [1, 2]), ("sources 2, 1", [2, 1]), ("show sources 1-2", [1, 2])])
def test_several_sources_asked_at_once_are_shown_in_the_order_asked(text: str, numbers: list[int]) -> None:
    s = _session()
    s.analyses[-1].shown = "detailed"  # it cites both sources
    outcome = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
    assert outcome.research is None and [c.number for c in outcome.reply.citations] == numbers


def test_a_missing_source_among_several_is_said_in_its_place() -> None:
    reply = commands.run(commands.parse("open 1 and 7"), _session(), "u").reply  # type: ignore[arg-type]
    assert "[1] Doc A" in reply.markdown and "no source [7]" in reply.markdown


@pytest.mark.parametrize("text", ["open source", "open sources", "sources 2023 and 2024", "source 1-20", "1 and 2"])
def test_open_source_years_and_bare_pairs_are_not_several_sources(text: str) -> None:
    action = commands.parse(text)
    assert action is None or action.more is None, action


def test_sources_of_a_trimmed_answer_say_it_is_gone() -> None:
    outcome = commands.run(commands.parse("sources for answer 2"), _trimmed_session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and "no longer kept" in outcome.reply.markdown


@pytest.mark.parametrize("text", ["sources for the kafka answer", "how do I list sources for answer sets", "trace of an answer"])
def test_sources_of_something_not_an_answer_number_stay_a_question(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize(
    ("text", "shown", "want"),
    [
        ("make it shorter", "quick", "inline"), ("shorter please", "detailed", "quick"), ("a bit shorter", "detailed", "quick"),
        ("make it longer", "quick", "detailed"), ("could you make it a bit longer?", "inline", "quick"),
        ("more concise please", "detailed", "quick"), ("make the answer more detailed", None, "detailed"),
        ("more details", "inline", "detailed"), ("too long", "quick", "inline"), ("that's way too long!", "detailed", "quick"),
        ("less detail please", "detailed", "quick"), ("too short", "inline", "quick"), ("not enough details", "quick", "detailed"),
        ("less", "detailed", "quick"), ("less please", "quick", "inline"),
    ],
)
def test_make_it_shorter_or_longer_shows_the_next_length_of_the_report_instead_of_researching(
    text: str, shown: str | None, want: str
) -> None:
    s = _session()
    s.analyses[-1].shown = shown  # type: ignore[assignment]
    outcome = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.reply.report_kind == want and s.analyses[-1].shown == want
    assert outcome.reply.markdown.startswith(want)


@pytest.mark.parametrize("text", ["details", "detail", "all the details", "give me the details", "the full details",
                                  "in detail", "details please"])
def test_details_alone_shows_the_full_report(text: str) -> None:
    # "details" was researched as "Explain in more detail: …", though "more details" switched the length.
    action = commands.parse(text)
    assert action is not None and action.command == "report" and action.report == "detailed", (text, action)


@pytest.mark.parametrize("text", ["details of the kafka outage", "less than 5 minutes", "less is more", "explain in detail how raft works"])
def test_details_or_less_inside_a_question_leave_it_a_question(text: str) -> None:
    assert commands.parse(text) is None, text


@pytest.mark.parametrize("text", ["make it shorter and add examples", "how to make it shorter in python", "longer than 5 minutes",
                                  "more details about kafka partitions", "the queue is too long", "too long to wait?",
                                  "my lambda runs too long"])
def test_shorter_or_longer_inside_a_question_leaves_it_a_question(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize("text", ["try again", "Try again please", "retry", "try that again!"])
def test_try_again_researches_the_last_question_again_not_a_question_about_trying(text: str) -> None:
    s = _session()
    outcome = commands.run(commands.parse(text), s, "u")  # type: ignore[arg-type]
    assert outcome.research == s.analyses[-1].standalone_question and outcome.standalone


@pytest.mark.parametrize("text", ["retry policy for sqs", "how do I retry failed jobs", "try again later error in npm"])
def test_retry_inside_a_question_leaves_it_a_question(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize("text", ["stop", "Stop!", "cancel", "cancel that", "please stop", "stop researching", "never mind, stop", "nvm, cancel it", "hold on, cancel that", "cancel my question", "hang on, stop"])
def test_stop_and_cancel_are_the_stop_command(text: str) -> None:
    # They were researched as follow-ups ("Cancel for Redis") once the answer they meant to stop was given.
    assert (action := commands.parse(text)) is not None and action.command == "stop"
    assert "nothing to stop" in commands.run(action, Session(key=ThreadKey(platform="console", thread="t")), "u").reply.markdown


@pytest.mark.parametrize("text", ["how do I stop a container?", "stop the ECS task", "cancel my subscription", "never mind"])
def test_questions_about_stopping_and_a_bare_never_mind_are_not_the_stop_command(text: str) -> None:
    assert (action := commands.parse(text)) is None or action.command != "stop"


def test_the_help_names_stop() -> None:
    # `stop` stops an answer in progress; the help listed every other thread command but it.
    assert "`stop`" in commands.run(Action(command="help"), Session(key=ThreadKey(platform="console", thread="t")), "u").reply.markdown


@pytest.mark.parametrize(("text", "number"), [("what is source 1?", 1), ("what's source 2", 2), ("whats [2]?", 2), ("What is [3]?", 3),
                                              ("what's in source 2?", 2)])
def test_asking_what_a_numbered_source_is_opens_it(text: str, number: int) -> None:
    # "what is source 1?" was researched as "What is Redis data types, persistence and memory management?".
    assert (action := commands.parse(text)) is not None and (action.command, action.source) == ("source", number)


@pytest.mark.parametrize("text", ["what is 2?", "what is source control?", "what is a source map?"])
def test_what_is_questions_without_a_source_number_are_not_commands(text: str) -> None:
    assert commands.parse(text) is None


@pytest.mark.parametrize(
    ("text", "kind"),
    [("inline pls", "inline"), ("inline please", "inline"), ("detailed pls", "detailed"), ("quick please", "quick"),
     ("can you summarize that?", "quick"), ("can u summarize?", "quick"), ("summarize it", "quick"),
     ("summarise pls", "quick"), ("summarize that please", "quick"), ("can you sum it up?", "quick")],
)
def test_a_length_or_summarize_said_politely_or_of_the_answer_switches_the_report(text: str, kind: str) -> None:
    # "inline pls" and "can u summarize?" were researched ("Can u summarize for Docker and Redis?").
    action = commands.parse(text)
    assert action is not None, text
    outcome = commands.run(action, _session(), "u")
    assert outcome.research is None and outcome.reply.report_kind == kind


@pytest.mark.parametrize("text", ["sources ?", "any sources?", "where did you get that?", "where did you get that from?",
                                  "links?", "link please", "where is that from?", "sources for this", "source for that?",
                                  "what's the source for that?", "which doc is that from?", "can I see the sources?",
                                  "can you show me the sources?", "can you give me the link?", "do you have a link?", "refs?",
                                  "where can I read more?", "where can we learn more about this?", "learn more", "read more",
                                  "further reading", "any docs on this?", "is there documentation for that?"])
def test_asking_where_the_answer_came_from_lists_its_sources(text: str) -> None:
    # Researched, "where did you get that?" was answered from the corpus about whatever "that" was.
    action = commands.parse(text)
    assert action is not None and action.command == "sources", text


@pytest.mark.parametrize("text", ["where can I read more about kafka?", "learn more about redis streams",
                                  "any docs on pgbouncer?", "read more than 1000 rows"])
def test_read_more_about_a_subject_stays_a_question(text: str) -> None:
    assert commands.parse(text) is None, text


@pytest.mark.parametrize(
    ("text", "command", "kind"),
    [("sourcs", "sources", None), ("soruces", "sources", None), ("detialed", "report", "detailed"), ("detials", "report", "detailed"),
     ("hlep", "help", None), ("summery", "report", "quick"), ("quick sumary", "report", "quick"),
     ("detailed sumary", "report", "detailed"), ("sourcs 2", "source", None), ("rest", None, None),
     ("online", None, None), ("course", None, None)],
)
def test_a_command_word_mistyped_by_one_letter_is_still_the_command(text: str, command: str | None, kind: str | None) -> None:
    # "sourcs", "detialed" and "hlep" were researched ("Hlep for Redis": "I found nothing relevant").
    # Short words and real ones a command is one letter from ("rest", "online") stay questions.
    action = commands.parse(text)
    if command is None:
        assert action is None, text
    else:
        assert action is not None and action.command == command and action.report == kind, (text, action)


@pytest.mark.parametrize(
    "text",
    ["thanks, that's all", "that is all", "nothing else", "all set", "I'm all set, thanks", "ok thanks, that's all",
     "great, that's all for now", "perfect, thanks! that's all", "ok, never mind"],
)
def test_saying_that_is_all_is_small_talk_not_a_question(text: str) -> None:
    # "that's all" and "all set" were researched as follow-ups of the answer.
    assert commands.parse(text) is None
    reply = commands.smalltalk(text)
    assert reply is not None and reply.markdown.startswith(("OK", "You're welcome")), text


@pytest.mark.parametrize("text", ["forget that", "scratch that", "ok, forget about that", "disregard my last question",
                                  "ignore the last answer", "undo", "delete that please", "actually, scratch that"])
def test_forget_that_sets_the_last_exchange_aside_as_small_talk_and_names_reset(text: str) -> None:
    # Researched, they were follow-ups ("Forget redis persistence"); a plan waiting is dropped by them.
    assert commands.parse(text) is None and commands.plan_declined(text), text
    reply = commands.smalltalk(text)
    assert reply is not None and "`reset` forgets them all" in reply.markdown, text


@pytest.mark.parametrize("text", ["forget that password", "how do I undo a git commit?", "ignore that error in pytest",
                                  "delete that key from redis"])
def test_forget_or_undo_inside_a_question_leaves_it_a_question(text: str) -> None:
    assert commands.parse(text) is None and commands.smalltalk(text) is None, text


def test_the_sources_of_a_long_pasted_question_are_headed_by_its_start_not_all_of_it() -> None:
    # A pasted stack trace was repeated whole above its sources list (up to 4,000 characters).
    s = _session()
    pasted = "Traceback (most recent call last): " + "File \"app.py\", line 3, in <module> " * 60
    s.analyses[-1].question = s.analyses[-1].standalone_question = pasted
    heading = commands.run(commands.parse("sources"), s, "u").reply.markdown.splitlines()[0]  # type: ignore[arg-type]
    assert heading.startswith("Sources for _Traceback (most recent call last)") and len(heading) < 200, heading


@pytest.mark.parametrize("asked", ["where can I read more?", "where can I read more about this topic?",
                                   "any good docs on this?", "learn more"])
def test_the_sources_of_an_answer_to_a_request_for_reading_are_headed_by_the_question_it_followed(asked: str) -> None:
    # They were headed by the request as rewritten: "Sources for Where can I read more for CrashLoopBackOff?".
    s = _session()
    s.analyses[-1].question, s.analyses[-1].standalone_question = asked, f"{asked.rstrip('?')} for Apache Kafka?"
    heading = commands.run(commands.parse("sources"), s, "u").reply.markdown.splitlines()[0]  # type: ignore[arg-type]
    assert heading == "Sources for further reading on _Lambda vs ECS for a worker?_:", heading


def test_the_sources_of_an_answer_to_a_request_for_reading_alone_are_headed_by_the_request() -> None:
    # With no question before it, nothing else names what the answer answered.
    s = _session()
    del s.analyses[0]
    s.analyses[0].question = s.analyses[0].standalone_question = "where can I read more?"
    heading = commands.run(commands.parse("sources"), s, "u").reply.markdown.splitlines()[0]  # type: ignore[arg-type]
    assert heading == "Sources for _where can I read more?_:", heading


@pytest.mark.parametrize("asked", ["where can I read more about kafka?", "learn more about redis streams"])
def test_the_sources_of_an_answer_about_a_named_subject_are_headed_by_its_question(asked: str) -> None:
    s = _session()
    s.analyses[-1].question = s.analyses[-1].standalone_question = asked
    heading = commands.run(commands.parse("sources"), s, "u").reply.markdown.splitlines()[0]  # type: ignore[arg-type]
    assert heading == f"Sources for _{asked}_:", heading


@pytest.mark.parametrize(
    ("text", "command"),
    [("sources 🙏", "sources"), ("detailed 👍", "report"), ("reset :pray:", "reset"), ("help:", "help"),
     ("open 2 :eyes:", "source")],
)
def test_a_command_with_an_emoji_or_colon_after_it_is_still_the_command(text: str, command: str) -> None:
    # "sources 🙏" and "reset 🙏" were researched; Slack sends the emoji as a shortcode.
    action = commands.parse(text)
    assert action is not None and action.command == command, (text, action)


@pytest.mark.parametrize("text", ["thanks 🙏", "thank you :pray:", "ok 👍👍", "bye 👋"])
def test_small_talk_with_an_emoji_after_it_is_still_small_talk(text: str) -> None:
    # "thanks 🙏" was researched as a follow-up ("Thanks for Redis").
    assert commands.parse(text) is None and commands.smalltalk(text) is not None, text


@pytest.mark.parametrize("text", ["what can't you do?", "what are your limitations?", "What cannot you do"])
def test_asking_what_the_bot_cannot_do_gets_the_help(text: str) -> None:
    action = commands.parse(text)
    assert action is not None and action.command == "help", text


@pytest.mark.parametrize("text", ["what did I ask?", "what have we asked so far?", "what was my first question?",
                                  "what were our questions?", "list my questions", "show the thread history"])
def test_asking_what_was_asked_in_the_thread_recaps_it(text: str) -> None:
    # "what did I ask before?" was researched over the corpus.
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and "1. **Lambda vs ECS for a worker?**" in outcome.reply.markdown, text


@pytest.mark.parametrize("text", ["repeat that", "can you repeat that?", "repeat the answer", "what was the answer?",
                                  "say that again", "could you say it again please"])
def test_asking_for_the_answer_again_shows_it(text: str) -> None:
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.reply.kind == "report" and outcome.reply.analysis_index == 1, text


@pytest.mark.parametrize("text", ["go back", "back", "previous", "go back please", "previous answer"])
def test_go_back_shows_the_answer_before_the_newest_and_says_when_there_is_none(text: str) -> None:
    # "go back" was researched ("Go back": Kubernetes' restart back-off); with one answer, "previous
    # answer" said "there's no answer number -2".
    outcome = commands.run(commands.parse(text), _session(), "u")  # type: ignore[arg-type]
    assert outcome.research is None and outcome.reply.analysis_index == 0, text
    alone = _session()
    alone.analyses = alone.analyses[-1:]
    reply = commands.run(commands.parse(text), alone, "u").reply  # type: ignore[arg-type]
    assert reply.markdown == "This thread has 1 answer; there's no earlier one to go back to.", reply.markdown


@pytest.mark.parametrize(
    ("text", "alone"),
    [("https://github.com/pre-commit/pre-commit-hooks", True), ("<https://a.example/x> https://b.example/y?q=1 !", True),
     ("www.example.com/runbook.", True), ("https://modelscope.cn/datasets没有相应的数据集", False),
     ("see https://example.com/x", False), ("https://example.com/x why does this 404?", False)],
)
def test_a_message_of_links_alone_is_told_apart_from_words_around_a_link(text: str, alone: bool) -> None:
    assert commands.links_only(text) is alone


@pytest.mark.parametrize(
    ("text", "asked"),
    [("simpler please", "more simply"), ("can you explain it more simply?", "more simply"), ("eli5", "more simply"),
     ("explain like I'm 5", "more simply"), ("in plain english", "more simply"), ("as a table", "as a table"),
     ("can you put it in a table?", "as a table"), ("in bullet points", "as a list"), ("bullet points please", "as a list"),
     ("answer in french", "in French"), ("translate it to german", "in German"), ("in spanish please", "in Spanish"),
     # Languages `about` knows beyond the best-read: they were researched.
     ("answer in greek", "in Greek"), ("in hebrew please", "in Hebrew"), ("answer in english", "in English")],
)
def test_asking_to_reword_the_answer_is_told_apart(text: str, asked: str) -> None:
    # Without a model the assistant says answers quote the documents (they were researched as follow-ups).
    assert commands.parse(text) is None and commands.reword_asked(text) == asked, text
    assert f"can't rewrite an answer {asked}:" in commands.cannot_reword(asked).markdown


@pytest.mark.parametrize("text", ["how do I create a table in postgres?", "simpler alternatives to kafka?",
                                  "is there a french locale for django?", "list all pods in a namespace", "table partitioning"])
def test_a_question_about_tables_lists_or_languages_is_no_request_to_reword(text: str) -> None:
    assert commands.reword_asked(text) is None, text


@pytest.mark.parametrize("text", ["is this up to date?", "is that still current?", "is this info accurate?", "how old is this?",
                                  "how recent is that information?", "when was this written?", "can I trust this?",
                                  "should we rely on that answer?"])
def test_asking_whether_the_answer_is_current_points_at_its_sources(text: str) -> None:
    # Researched, they were follow-ups ("Can I trust Redis?"), a new answer on the product.
    assert commands.parse(text) is None, text
    reply = commands.smalltalk(text)
    assert reply is not None and "`sources`" in reply.markdown, text
    assert commands.smalltalk(text, answered=False).markdown.startswith("I haven't answered anything"), text  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["is redis up to date?", "how old is this kafka version?", "is it current to use jsonb?",
                                  "can I trust self-signed certificates?", "is this valid yaml?"])
def test_whether_a_product_is_current_stays_a_question(text: str) -> None:
    assert commands.smalltalk(text) is None, text


@pytest.mark.parametrize(
    ("text", "reply"),
    [("hola", "Hi!"), ("¡Hola!", "Hi!"), ("bonjour", "Hi!"), ("guten Morgen", "Hi!"), ("olá", "Hi!"), ("goedemorgen", "Hi!"),
     ("gracias", "You're welcome!"), ("muchas gracias!", "You're welcome!"), ("merci beaucoup", "You're welcome!"),
     ("danke schön", "You're welcome!"), ("grazie mille", "You're welcome!"), ("obrigada", "You're welcome!"),
     ("dank je wel", "You're welcome!"), ("ok merci", "Glad it helps."), ("ciao", "Bye!"), ("merci, au revoir", "Bye!")],
)
def test_greetings_thanks_and_farewells_in_the_languages_read_are_small_talk(text: str, reply: str) -> None:
    # Researched, they were "Gracias for AWS Lambda" and "I found nothing relevant to “hola”".
    said = commands.smalltalk(text)
    assert commands.parse(text) is None and said is not None and said.markdown.startswith(reply), (text, said)


@pytest.mark.parametrize(("text", "command"), [("hola, sources", "sources"), ("bonjour, more details", "report"),
                                              ("¡Hola! help", "help"), ("guten Morgen, reset", "reset"), ("olá, open 2", "source")])
def test_a_greeting_in_another_language_before_a_command_leaves_it_a_command(text: str, command: str) -> None:
    # Stripped like "hi, sources"; researched, they were follow-ups.
    said = commands.parse(text)
    assert said is not None and said.command == command, (text, said)


@pytest.mark.parametrize(
    ("text", "reply"),
    [("thanks mate", "You're welcome!"), ("cheers mate!", "You're welcome!"), ("thanks a lot mate", "You're welcome!"),
     ("thx a lot", "You're welcome!"), ("thanks man", "You're welcome!"), ("cheers buddy", "You're welcome!"),
     ("thanks again", "You're welcome!"), ("thank you very much", "You're welcome!"), ("ok thanks mate", "Glad it helps.")],
)
def test_thanks_with_a_familiar_address_word_is_small_talk(text: str, reply: str) -> None:
    # Researched, they were follow-ups ("Thanks mate for AWS Lambda"), as "thanks team" is not.
    said = commands.smalltalk(text)
    assert commands.parse(text) is None and said is not None and said.markdown.startswith(reply), (text, said)


@pytest.mark.parametrize("text", ["thanks, but how do I scale redis?", "thanks mate, what about cold starts?",
                                  "cheers, is there a limit on connections?", "thanks man page for grep"])
def test_a_question_after_thanks_stays_a_question(text: str) -> None:
    assert commands.parse(text) is None and commands.smalltalk(text) is None, text


@pytest.mark.parametrize("text", ["hola, ¿cómo configuro el pool de conexiones?", "merci de m'expliquer kafka",
                                  "danke, aber wie skaliere ich redis?"])
def test_a_question_after_a_greeting_in_another_language_stays_a_question(text: str) -> None:
    assert commands.parse(text) is None and commands.smalltalk(text) is None, text


def test_a_message_parsed_again_is_read_once_and_each_caller_gets_its_own_action() -> None:
    # Admission and the turn both parse each message (docs/scaling.md, ithr54): the second reading,
    # blanks around it or not, is served from the kept parses, and what one caller changes in its
    # Action changes nothing for the next.
    text = "drop steps 2 and 3"
    first = commands.parse(text)
    before = commands._parsed.cache_info().hits
    second = commands.parse(f"  {text}\n")
    assert commands._parsed.cache_info().hits == before + 1
    assert first is not None and second == first and second is not first
    assert second.edit is not None and first.edit is not None and second.edit.steps is not first.edit.steps
    assert second.model_fields_set == first.model_fields_set
    first.edit.steps.clear()
    assert commands.parse(text) == second and second.edit.steps == [2, 3]
    assert commands.parse("How does Kafka keep its order?") is None


def test_a_long_message_is_parsed_alike_but_not_kept() -> None:
    # Admission parses every message before the assistant refuses one past MAX_MESSAGE_CHARS
    # (Slack sends up to 40,000 characters, 160,000 bytes of emoji): 256 kept ones held up to
    # tens of MB. A command is a few words; the longest question a few hundred characters.
    text = "why does the worker fail 🚀 " * 400
    before = commands._parsed.cache_info()
    assert commands.parse(text) is None and commands.parse(text) is None
    after = commands._parsed.cache_info()
    assert (after.currsize, after.hits) == (before.currsize, before.hits)
    plan = "drop steps 2 and 3 " + "and 4 " * 300
    assert commands.parse(plan) == commands.parse(plan)
    assert commands._parsed.cache_info().currsize == before.currsize

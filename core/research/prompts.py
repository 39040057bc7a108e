"""Every text the model is shown, in one place so wording changes stay reviewable.

The per-type research plan builds on `core.profiles` (strategy, sections,
min_sources); this module adds how to spend tool calls for each type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.models import Plan, PlanStep, QuestionType
from core.profiles import TypeProfile
from core.sources.query import question_language

if TYPE_CHECKING:
    from core.sources.tools import Tool

# The languages `question_language` can tell, named for the writer: a model asked in English
# ("write in the question's language") with English sources drifts back to English.
LANGUAGE_NAMES: dict[str, str] = {
    "de": "German", "es": "Spanish", "fr": "French", "it": "Italian", "pt": "Portuguese", "nl": "Dutch",
}

# How to use the tools for each type, on top of the profile's strategy.
TOOL_PLAN: dict[QuestionType, str] = {
    "comparison": (
        "First step: search each option separately, in parallel (one search per option). "
        "Second step: search for direct comparisons or migration notes between them. "
        "Then contrast them."
    ),
    "how_to": (
        "Search for the official setup/guide and for known problems in parallel; read the guide "
        "if the snippets do not show the concrete steps."
    ),
    "deep_dive": (
        "Search the concept and its internals with different wordings in parallel; read the most "
        "authoritative document to get the mechanism right."
    ),
    "troubleshooting": (
        "Search the exact error text and, in parallel, the component plus the symptom in plain "
        "words; then search for the fix of each likely cause."
    ),
    "architecture": (
        "Search reference architectures and patterns for the requirements, and in parallel the "
        "limits (scaling, reliability, cost) of the candidate building blocks."
    ),
    "pricing": (
        "Search the pricing page/model and, in parallel, cost-optimisation guidance; note the date "
        "of any price you find."
    ),
    "integration": (
        "Search the integration points of each system (API, SDK, webhooks) in parallel, then the "
        "authentication each one needs."
    ),
    "general": "Search with two or three different wordings in parallel; read a document when snippets are thin.",
}


def research_system(profile: TypeProfile, tool_names: list[str], max_tool_calls: int, max_steps: int) -> str:
    return (
        "You are a research assistant for an engineering team. Research the question with the "
        "tools, then stop; a separate step writes the answer from what you found.\n\n"
        f"Question type: {profile.label}.\n"
        f"Strategy: {profile.strategy}\n"
        f"Tool plan: {TOOL_PLAN[profile.type]}\n\n"
        "Rules:\n"
        "- Call several tools in one step when the searches are independent; they run in parallel.\n"
        f"- You have at most {max_tool_calls} tool calls in {max_steps} steps; spend them on the gaps.\n"
        f"- Aim for at least {profile.min_sources} independent sources.\n"
        "- Results are numbered [n]; the same source keeps its number. Do not search for what you already have.\n"
        "- When a search finds little, reformulate: synonyms, fewer words, the product's own terms.\n"
        "- When you have enough, reply with one short line saying so and call no tool.\n"
        f"Tools: {', '.join(tool_names)}."
    )


def question_message(standalone: str, original: str, entities: list[str]) -> str:
    lines = [f"Question: {standalone}"]
    if original.strip() and original.strip() != standalone.strip():
        lines.append(f"(The user's words: {original.strip()})")
    if entities:
        lines.append(f"It is about: {', '.join(entities)}")
    return "\n".join(lines)


def memory_message(memory_context: str) -> str:
    return (
        "Earlier answers in this thread (the question may build on them; reuse their findings and "
        "identifiers instead of researching them again):\n" + memory_context.strip()
    )


def sparse_note(query: str, found: int, threshold: int, retried_with: str | None) -> str:
    tried = f" (also tried '{retried_with}')" if retried_with else ""
    return (
        f"Note: only {found} result(s) for '{query}'{tried}, fewer than {threshold}. Reformulate: use "
        "synonyms, fewer or more general words, or split the question; or try another tool."
    )


def evidence_nudge(have: int, need: int, label: str) -> str:
    return (
        f"You have {have} distinct source(s); a {label.lower()} answer needs at least {need}. "
        "Search for the missing aspects with different wordings (in parallel). If the tools "
        "truly have nothing more, reply that you are done."
    )


FORCED_FINISH_NOTE = (
    "The research budget ran out; write the best answer the gathered sources support and say "
    "plainly what they do not cover."
)


def _section_format(profile: TypeProfile) -> str:
    lines = []
    for section in profile.sections:
        if "|table|" in section.markers:
            lines.append(f"## {section.title} — a markdown table")
        elif "|numbered|" in section.markers:
            lines.append(f"## {section.title} — a numbered list (1., 2., ...)")
        else:
            lines.append(f"## {section.title}")
    return "\n".join(lines)


def writer_system(profile: TypeProfile) -> str:
    return (
        "You write the answer to a colleague's question from numbered sources, in three lengths "
        "at once, as one JSON object.\n\n"
        "- inline: one sentence that answers the question.\n"
        "- quick: 3-5 sentences with the key facts.\n"
        f"- detailed: markdown with exactly these sections, in this order:\n{_section_format(profile)}\n"
        "- suggestions: 2-3 short follow-up questions the colleague is likely to ask next.\n\n"
        "Citations: put [n] right after each claim, using only the numbers of the sources below "
        f"(cite at least {profile.min_sources} different sources across the answer). Never invent "
        "sources, numbers or URLs; do not add a reference list. If the sources do not cover "
        "something, say so instead of guessing.\n"
        "Language: write every part in the language of the colleague's question, whatever the sources' "
        "language; code, identifiers, commands and quoted error text stay exactly as the sources have them."
    )


def writer_user(question: str, original: str, entities: list[str], memory_context: str, sources: str,
                forced: bool, plan: Plan | None = None) -> str:
    parts = [question_message(question, original, entities)]
    if memory_context.strip():
        parts.append(memory_message(memory_context))
    if plan is not None and plan.steps:
        asks = list(dict.fromkeys(s.question for s in plan.steps))
        parts.append(
            "The research followed this plan; the answer must cover each part (say so when the sources "
            "do not):\n" + "\n".join(f"{i}. {q}" for i, q in enumerate(asks, start=1))
        )
    parts.append("Sources:\n" + sources)
    language = question_language(original or question)
    if language in LANGUAGE_NAMES:
        parts.append(f"The colleague wrote in {LANGUAGE_NAMES[language]}: write inline, quick, detailed and the "
                     f"suggestions in {LANGUAGE_NAMES[language]}, with the section headings translated.")
    if forced:
        parts.append(FORCED_FINISH_NOTE)
    return "\n\n".join(parts)


def retry_feedback(issues: list[str]) -> str:
    return (
        "A reviewer rejected this draft. Rewrite the whole JSON object fixing every point, keeping "
        "what was right:\n- " + "\n- ".join(issues)
    )


JUDGE_RUBRIC = (
    "Score the draft from 1 (poor) to 5 (excellent) on each criterion:\n"
    "- relevance: it answers the question that was asked, not a neighbouring one;\n"
    "- coverage: it covers every part listed under 'Parts to cover' (or says the sources do not);\n"
    "- citation_support: each [n] sits on a sentence that source n actually supports;\n"
    "- structure: it has the sections a {label} answer needs ({sections}), reads clearly, no padding.\n"
    "3 means acceptable. Give a short rationale (1-3 sentences) and, for any score below 4, the concrete "
    "problems to fix, phrased as instructions to the writer."
)


def judge_system(profile: TypeProfile) -> str:
    sections = ", ".join(s.title for s in profile.sections)
    return (
        "You review a drafted research answer before it is sent, strictly and briefly.\n\n"
        + JUDGE_RUBRIC.format(label=profile.label.lower(), sections=sections)
    )


def judge_user(question: str, parts: list[str], detailed: str, sources: str) -> str:
    listed = "\n".join(f"- {p}" for p in parts) or f"- {question}"
    return f"Question: {question}\n\nParts to cover:\n{listed}\n\nDraft:\n{detailed}\n\nSources:\n{sources}"


# --- planning ----------------------------------------------------------------------


def _tool_lines(tools: list[Tool]) -> str:
    return "\n".join(f"- {t.name}: {t.description}" for t in tools)


def planner_system(profile: TypeProfile, tools: list[Tool], min_steps: int, max_steps: int, max_tool_calls: int) -> str:
    return (
        "You plan research for an engineering team's question before anything is searched. Write "
        f"{min_steps}-{max_steps} steps; each step is ONE search with one tool and answers one sub-question.\n\n"
        f"Question type: {profile.label}. Strategy: {profile.strategy}\n\n"
        "Rules:\n"
        "- Cover every part of the question; one step per part or option, plus a step for direct "
        "comparisons or the mechanism when that matters.\n"
        "- query: the search words for that step (keywords, product names, exact error text), not a sentence.\n"
        "- tool: exactly one of the tool names below; pick the source most likely to hold the answer.\n"
        "- why: what the step contributes, in a few words.\n"
        "- after: only when a step truly needs an earlier step's results; independent steps run in parallel.\n"
        f"- The whole plan has at most {max_tool_calls} searches.\n\n"
        f"Tools:\n{_tool_lines(tools)}"
    )


def planner_user(question: str, original: str, parts: list[str], entities: list[str], memory_context: str) -> str:
    lines = [question_message(question, original, entities)]
    if len(parts) >= 2:
        lines.append("Its parts:\n" + "\n".join(f"- {p}" for p in parts))
    if memory_context.strip():
        lines.append(memory_message(memory_context))
    return "\n\n".join(lines)


def _step_line(step: PlanStep) -> str:
    result = f" -> {step.note}" if step.note else ""
    return f"{step.id}. [{step.tool}] {step.question} (query: {step.query}){result}"


def replanner_system(tools: list[Tool]) -> str:
    return (
        "A research plan is running and a step came back empty or failed. Rewrite the steps that have "
        "not run yet so the plan still answers the question: replace the failed step with another "
        "tool or other words, keep waiting steps that still make sense, drop what is no longer needed. "
        "Return only the steps still to run (possibly none), each ONE search with exactly one of these "
        f"tools:\n{_tool_lines(tools)}"
    )


def replanner_user(plan: Plan, done: list[PlanStep], waiting: list[PlanStep], failed: list[PlanStep]) -> str:
    return "\n\n".join([
        f"Question: {plan.question}",
        "Steps run:\n" + ("\n".join(_step_line(s) for s in done) or "(none)"),
        "Empty or failed: " + ", ".join(f"step {s.id}" for s in failed),
        "Steps not yet run:\n" + ("\n".join(_step_line(s) for s in waiting) or "(none)"),
    ])


# --- citation support ---------------------------------------------------------------

SUPPORT_SYSTEM = (
    "You check citations. For each numbered item, decide whether the quoted source passage(s) state or "
    "directly imply the claim. Paraphrase is fine; a claim adding facts, numbers or names the passage "
    "does not contain is not supported. Answer for every item."
)


def support_user(items: list[tuple[int, str, list[tuple[int, str]]]]) -> str:
    blocks = []
    for index, claim, passages in items:
        quoted = "\n".join(f"  Source [{n}]: {text}" for n, text in passages)
        blocks.append(f"Item {index}. Claim: {claim}\n{quoted}")
    return "\n\n".join(blocks)

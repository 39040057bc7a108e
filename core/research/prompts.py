"""Every text the model is shown, in one place so wording changes stay reviewable.

The per-type research plan builds on `core.profiles` (strategy, sections,
min_sources); this module adds how to spend tool calls for each type.
"""

from __future__ import annotations

from core.models import QuestionType
from core.profiles import TypeProfile

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
        "something, say so instead of guessing."
    )


def writer_user(question: str, original: str, entities: list[str], memory_context: str, sources: str,
                forced: bool) -> str:
    parts = [question_message(question, original, entities)]
    if memory_context.strip():
        parts.append(memory_message(memory_context))
    parts.append("Sources:\n" + sources)
    if forced:
        parts.append(FORCED_FINISH_NOTE)
    return "\n\n".join(parts)


def retry_feedback(issues: list[str]) -> str:
    return (
        "A reviewer rejected this draft. Rewrite the whole JSON object fixing every point, keeping "
        "what was right:\n- " + "\n- ".join(issues)
    )


def judge_system(profile: TypeProfile) -> str:
    return (
        "You review a drafted research answer before it is sent. Approve it when it answers the "
        f"question, fits a {profile.label.lower()} answer ({profile.strategy}), and every claim is "
        "supported by a cited source. Otherwise list the concrete problems to fix."
    )


def judge_user(question: str, detailed: str, sources: str) -> str:
    return f"Question: {question}\n\nDraft:\n{detailed}\n\nSources:\n{sources}"

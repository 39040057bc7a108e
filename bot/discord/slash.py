"""Slash commands: /research, /summary, /sources, /trace, /export, /stop, /reset, /help, /config.

Each command hands over to the bot, which defers at once (research takes far
longer than Discord's 3-second window) and answers with follow-ups.
"""

from __future__ import annotations

import logging
from typing import Any, Literal, Protocol, cast

import discord
from discord import app_commands

from core.exports import FORMATS
from core.models import REPORT_KINDS, Action

log = logging.getLogger(__name__)


class SlashHandler(Protocol):
    async def on_slash(
        self, interaction: discord.Interaction[Any], *, text: str | None = None, action: Action | None = None
    ) -> None: ...


def _handler(interaction: discord.Interaction[Any]) -> SlashHandler:
    # The client that received the interaction runs it, so the tree can also be
    # built by a bare client that only registers commands.
    return cast(SlashHandler, interaction.client)


def register(tree: app_commands.CommandTree[Any]) -> None:
    @tree.command(name="research", description="Research a question and answer with cited sources")
    @app_commands.describe(question="What should I research? In a thread, follow-ups keep their context.")
    async def research(interaction: discord.Interaction[Any], question: app_commands.Range[str, 1, 4000]) -> None:
        await _handler(interaction).on_slash(interaction, text=question)

    @tree.command(name="summary", description="Show the latest answer at another length (instant)")
    @app_commands.describe(length="inline: one sentence · quick: a few sentences · detailed: the full report")
    async def summary(interaction: discord.Interaction[Any], length: Literal["inline", "quick", "detailed"]) -> None:
        # Discord's client offers only the choices, but a raw request can carry anything.
        if length not in REPORT_KINDS:
            choices = ", ".join(REPORT_KINDS)
            await send_ephemeral(interaction, f"`length` must be one of {choices}; got `{_plain(length)[:40]}`.")
            return
        await _handler(interaction).on_slash(interaction, action=Action(report=length))

    @tree.command(name="sources", description="List the sources of the latest answer, or show one of them")
    @app_commands.describe(number="show only this source (its [number] in the answer): title, location, passage")
    async def sources(interaction: discord.Interaction[Any], number: app_commands.Range[int, 1, 999] | None = None) -> None:
        action = Action(command="sources") if number is None else Action(command="source", source=number)
        await _handler(interaction).on_slash(interaction, action=action)

    @tree.command(name="trace", description="How the latest answer was researched: searches, model calls, checks")
    async def trace(interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_slash(interaction, action=Action(command="trace"))

    @tree.command(name="export", description="The latest answer's report as a file: Markdown, HTML, PDF or Word")
    @app_commands.describe(
        format="md: Markdown · html: a web page · pdf · docx: Word",
        length="which report (default: the one shown last)",
    )
    async def export(
        interaction: discord.Interaction[Any],
        format: Literal["md", "html", "pdf", "docx"],  # noqa: A002 - the option's name as users see it
        length: Literal["inline", "quick", "detailed"] | None = None,
    ) -> None:
        if format not in FORMATS or (length is not None and length not in REPORT_KINDS):
            formats, kinds = ", ".join(FORMATS), ", ".join(REPORT_KINDS)
            await send_ephemeral(interaction, f"`format` must be one of {formats}; `length` one of {kinds}.")
            return
        await _handler(interaction).on_slash(interaction, action=Action(command="export", format=format, report=length))

    # Beside /reset, as Slack has `/research stop`: typing `stop` worked, the picker offered nothing.
    @tree.command(name="stop", description="Stop your answer still being researched here")
    async def stop(interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_slash(interaction, action=Action(command="stop"))

    @tree.command(name="reset", description="Forget this conversation and start fresh")
    async def reset(interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_slash(interaction, action=Action(command="reset"))

    @tree.command(name="help", description="What I can do and how to ask")
    async def help_(interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_slash(interaction, action=Action(command="help"))

    @tree.command(name="config", description="This channel's settings; members with Manage Server can change them")
    @app_commands.describe(
        setting="leave empty to see the settings; or sources · corpora · length · model · reset",
        value="e.g. corpus,web (sources) · handbook (corpora) · detailed (length); empty clears it",
    )
    async def config(
        interaction: discord.Interaction[Any],
        setting: Literal["sources", "corpora", "length", "model", "reset"] | None = None,
        value: app_commands.Range[str, 0, 200] | None = None,
    ) -> None:
        await _handler(interaction).on_slash(interaction, action=Action(command="config", setting=setting, value=value))

    for command in tree.get_commands():
        if isinstance(command, app_commands.Command):
            command.add_check(_options_as_declared)

    @tree.error
    async def on_error(interaction: discord.Interaction[Any], error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CommandSignatureMismatch):
            # Options named otherwise than here, or a required one missing: the list Discord shows
            # was registered by another version. discord.py's own text is a note for developers.
            log.warning("discord.command_outdated name=%s (run `discord sync-commands`)", error.command.name)
            name = _plain(error.command.qualified_name)[:60]
            text = (f"`/{name}` arrived with options this version of me doesn't take: Discord is showing an old "
                    "command list, which an admin refreshes with `research-bot discord sync-commands`. "
                    "Meanwhile, mention me with your question, or see `/help`.")
        elif isinstance(error, app_commands.TransformerError | MalformedOption):
            text = f"That command's arguments weren't valid ({_plain(error)}). Try `/help`."
        elif isinstance(error, app_commands.CommandNotFound):
            # Discord keeps offering a removed or renamed command until the list is synced again;
            # trying again can never work, so say what can.
            log.warning("discord.command_unknown name=%s (run `discord sync-commands`)", error.name)
            name = _plain(" ".join([*error.parents, error.name]))[:60]
            text = (f"`/{name}` isn't one of my commands (Discord may be showing an old list). "
                    "Ask with `/research`, or see `/help` for the rest.")
        else:
            log.error("discord.command_failed", exc_info=error)
            text = "⚠️ Something went wrong running that command. Please try again."
        await send_ephemeral(interaction, text)


class MalformedOption(app_commands.CheckFailure):
    """An option's value is not of the type its command declares."""


_OPTION_TYPES: dict[discord.AppCommandOptionType, tuple[type, ...]] = {
    discord.AppCommandOptionType.string: (str,),
    discord.AppCommandOptionType.integer: (int,),
    discord.AppCommandOptionType.number: (int, float),
    discord.AppCommandOptionType.boolean: (bool,),
}


def _options_as_declared(interaction: discord.Interaction[Any]) -> bool:
    """discord.py hands an option's value to the command as it arrived: a raw request (or a
    command list another version registered) with `number: "abc"` failed inside the command
    as "something went wrong". Checks run before the command, for every command alike."""
    command = interaction.command
    data = cast(dict[str, Any], interaction.data or {})
    for option in data.get("options", []) if isinstance(command, app_commands.Command) else []:
        parameter = command.get_parameter(str(option.get("name", "")))
        kinds = _OPTION_TYPES.get(parameter.type) if parameter is not None else None
        value = option.get("value")
        if kinds and (not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds)):
            raise MalformedOption(f"`{_plain(option['name'])[:40]}` should be {parameter.type.name}")  # type: ignore[union-attr]
    return True


def _plain(error: object) -> str:
    return str(error).replace("@", "@\u200b")[:300]


async def send_ephemeral(interaction: discord.Interaction[Any], text: str) -> None:
    """An ephemeral note whether or not the interaction was already answered."""
    none = discord.AllowedMentions.none()
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=none)
        else:
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=none)
    except discord.HTTPException as exc:
        log.warning("discord.ephemeral_failed status=%s code=%s", exc.status, exc.code)

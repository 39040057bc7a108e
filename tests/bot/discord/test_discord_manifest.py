"""manifests/discord/ stays in step with the code that registers commands and connects."""

from __future__ import annotations

import json
from pathlib import Path

import discord
from discord import app_commands

from bot.discord import slash
from bot.discord.app import bot_intents

MANIFESTS = Path(__file__).resolve().parents[3] / "manifests" / "discord"


def test_commands_manifest_is_exactly_what_sync_registers() -> None:
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(
        discord.Client(intents=discord.Intents.none())
    )
    slash.register(tree)
    registered = [command.to_dict(tree) for command in tree.get_commands()]
    assert json.loads((MANIFESTS / "commands.json").read_text()) == registered


def test_application_manifest_intents_and_permissions_match_the_bot() -> None:
    app = json.loads((MANIFESTS / "application.json").read_text())
    intents = bot_intents()
    assert app["bot"]["gateway_intents_value"] == intents.value
    assert all(getattr(intents, name) for name in app["bot"]["gateway_intents"])
    assert app["bot"]["privileged_gateway_intents"]["message_content"] is True

    permissions = discord.Permissions(**{name: True for name in app["oauth2"]["permissions"]})
    assert app["oauth2"]["permissions_value"] == permissions.value
    assert f"permissions={permissions.value}" in app["oauth2"]["invite_url_template"]
    assert "scope=bot+applications.commands" in app["oauth2"]["invite_url_template"]


def test_adapter_package_does_not_shadow_the_discord_library() -> None:
    import bot.discord.app as adapter

    # `import discord` inside bot/discord/ is absolute, so it is the library.
    assert adapter.discord is discord
    assert not Path(discord.__file__).is_relative_to(Path(adapter.__file__).parent)
    assert hasattr(discord, "Client") and hasattr(discord.ui, "DynamicItem")

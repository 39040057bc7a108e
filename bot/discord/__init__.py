"""The Discord adapter (discord.py 2.x): messages, threads, slash commands and buttons.

Modules here import the `discord` library by its absolute name; with absolute
imports this package (`bot.discord`) never shadows it.
"""

import discord

# The bot never joins a voice channel: discord.py's start-up warnings that PyNaCl and davey
# are not installed ("voice will NOT be supported") only sent operators to install them.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False

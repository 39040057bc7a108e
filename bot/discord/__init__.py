"""The Discord adapter (discord.py 2.x): messages, threads, slash commands and buttons.

Modules here import the `discord` library by its absolute name; with absolute
imports this package (`bot.discord`) never shadows it.
"""

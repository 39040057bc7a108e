"""Evaluation of the bot's parts on labelled data: understanding (question types and
follow-ups), offline answers and model research each have a module here."""

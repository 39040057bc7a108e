"""Training and data tools: run from a checkout, never imported by the runtime."""

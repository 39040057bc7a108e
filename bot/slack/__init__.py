"""The Slack adapter (Bolt for Python, Socket Mode or HTTP)."""

"""Local stand-ins for services outside the machine (shared by the whole suite)."""

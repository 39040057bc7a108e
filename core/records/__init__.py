"""What a turn leaves behind besides its answer: events, traces, history, metrics."""

"""Training and evaluation data, its conversion and its source-disjoint split."""

# Two commands on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install demo test bench eval train chat clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/research-bot demo

chat: $(STAMP)
	$(BIN)/research-bot chat

# One worker per core: tests share nothing but Redis, where each keeps its own key prefix.
test: $(STAMP)
	$(BIN)/python -m pytest -n auto --dist worksteal

eval: $(STAMP)
	$(BIN)/research-bot eval

# Refit the classifier and the follow-up models from tools/data/ (deterministic:
# the same data gives byte-identical files in core/data/models/).
train: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev,train]'
	$(BIN)/python -m tools.data.splits
	$(BIN)/python -m tools.train_classifier
	$(BIN)/python -m tools.train_followup

bench: $(STAMP)
	@for b in bench/bench_*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info

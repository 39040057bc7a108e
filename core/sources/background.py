"""Word weights for a small index, read against a big documentation index's word counts.

A team that indexes only its own few pages weighs words by its own few chunks: a plain word
the question uses ("need", "slow", "app") is rare there and outweighs the subject words every
page of the project holds, so the search ranks the page that happens to say the plain word.
A big index knows those words are common. An index smaller than the answer sets' projects'
documentation in one index (`DOC_VOCAB_PATH`, rebuilt by tools/build_doc_vocab.py) weighs a
word as if the chunks it lacks came from that documentation; an index that big reads its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.sources.query import TermGroup

DOC_VOCAB_PATH = Path(__file__).resolve().parents[1] / "data" / "doc_vocab.txt"


@dataclass(frozen=True)
class DocVocab:
    """Chunk frequencies of stems in a big documentation index of `chunks` chunks."""

    chunks: int
    freq: dict[str, int]


@dataclass(frozen=True)
class Prior:
    """The chunks a small index lacks, as counts to add to its own: `chunks` of them, each
    stem's frequency among them scaled from the documentation index's."""

    chunks: float
    scale: float
    freq: dict[str, int]

    def doc_freq(self, group: TermGroup) -> float:
        # Any alternative may match: the most frequent bounds the group's own; a phrase is
        # no commoner than its rarest stem.
        found = [self.freq.get(s, 0) for s in group.stems]
        found += [min((self.freq.get(s, 0) for s in p), default=0) for p in group.phrases]
        return self.scale * max(found, default=0)


def read_doc_vocab(path: Path) -> DocVocab:
    """`chunks N` on the first line, then `stem count` lines."""
    lines = path.read_text(encoding="utf-8").splitlines()
    chunks = int(lines[0].split()[1])
    freq = {stem: int(count) for stem, count in (line.split() for line in lines[1:] if line)}
    return DocVocab(chunks, freq)


@lru_cache(maxsize=1)
def doc_vocab() -> DocVocab:
    return read_doc_vocab(DOC_VOCAB_PATH)


def prior_for(total: int) -> Prior | None:
    """The counts an index of `total` chunks lacks; None for one as big as the documentation index."""
    vocab = doc_vocab()
    missing = vocab.chunks - total
    if missing <= 0:
        return None
    return Prior(float(missing), missing / vocab.chunks, vocab.freq)

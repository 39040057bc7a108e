"""Turning a file's bytes into text, or saying plainly why they are not text.

A file is read as text only when it is: a byte-order mark names its encoding;
UTF-16/32 without one shows as NUL bytes in every other (or every fourth)
position; otherwise strict UTF-8, then charset-normalizer's best guess for
legacy encodings (cp1252, latin-1, Shift-JIS...). Anything else — NUL bytes
scattered at random, control characters, a guess that decodes to noise — is
binary and is skipped with a reason, never indexed as garbage. The few
control characters real text may hold (a colour code, a bell) are dropped.
"""

from __future__ import annotations

import codecs
import re

from core.printable import printable

# Share of sampled bytes allowed to be control characters (other than tab, CR, LF, FF) in real text.
MAX_CONTROL_SHARE = 0.02
# charset-normalizer's "chaos" (mess) ratio above which a guess reads as noise.
MAX_CHAOS = 0.2
SAMPLE_BYTES = 64 * 1024

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_WESTERN = ("cp1252", "iso8859_15", "latin_1")
_ALLOWED_CONTROLS = frozenset("\t\n\r\f\v\x1b")


class NotText(ValueError):
    """The bytes are not text in any encoding we can tell; the message says why."""


def decode(data: bytes) -> tuple[str, str]:
    """(text, encoding). Raises NotText with a reason for binary or undecodable data."""
    if not data:
        return "", "utf-8"
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _strict(data[len(bom) :], encoding), encoding
    wide = _wide_encoding(data[:SAMPLE_BYTES])
    if wide:
        return _strict(data, wide), wide
    if b"\x00" in data[:SAMPLE_BYTES]:
        raise NotText("binary content (NUL bytes)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text, encoding = _guess(data)
    else:
        encoding = "utf-8"
    _check_controls(text)
    return printable(text), encoding


def _strict(data: bytes, encoding: str) -> str:
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise NotText(f"not valid {encoding} ({exc.reason} at byte {exc.start})") from exc
    _check_controls(text)
    return printable(text)


def _wide_encoding(sample: bytes) -> str | None:
    """UTF-16/32 without a BOM: mostly-ASCII text puts NULs in fixed byte lanes."""
    if len(sample) < 8 or b"\x00" not in sample:
        return None
    usable = len(sample) - len(sample) % 4
    lanes = [sample[i:usable:4].count(0) / (usable / 4) for i in range(4)]
    if lanes[1] > 0.9 and lanes[2] > 0.9 and lanes[3] > 0.9 and lanes[0] < 0.5:
        return "utf-32-le"
    if lanes[0] > 0.9 and lanes[1] > 0.9 and lanes[2] > 0.9 and lanes[3] < 0.5:
        return "utf-32-be"
    even = sample[0:usable:2].count(0) / (usable / 2)
    odd = sample[1:usable:2].count(0) / (usable / 2)
    if odd > 0.6 and even < 0.2:
        return "utf-16-le"
    if even > 0.6 and odd < 0.2:
        return "utf-16-be"
    return None


def _guess(data: bytes) -> tuple[str, str]:
    from charset_normalizer import from_bytes

    results = from_bytes(data[: 4 * SAMPLE_BYTES])
    best = results.best()
    if best is None or best.encoding is None:
        raise NotText("binary or undecodable content (no text encoding fits)")
    if best.chaos > MAX_CHAOS:
        raise NotText(f"undecodable content (best guess {best.encoding} reads as noise)")
    encoding = best.encoding
    # Single-byte code pages often fit equally well; documentation written in
    # one is far more often Windows-1252/Latin-1 than, say, Baltic cp1257.
    for match in results:
        if match.chaos <= best.chaos + 0.1 and match.coherence >= best.coherence - 0.05:
            preferred = next((e for e in _WESTERN if e in match.could_be_from_charset), None)
            if preferred:
                encoding = preferred
                break
    try:
        return data.decode(encoding), encoding
    except (UnicodeDecodeError, LookupError) as exc:
        raise NotText(f"undecodable content ({encoding}: {exc})") from exc


# C0 and C1 control characters other than the allowed ones (one regex pass, not a Python loop).
_CONTROL = re.compile("[" + "".join(re.escape(chr(c)) for c in [*range(0x20), *range(0x7F, 0xA0)] if chr(c) not in _ALLOWED_CONTROLS) + "]")


def _check_controls(text: str) -> None:
    sample = text[:SAMPLE_BYTES]
    if not sample:
        return
    controls = len(_CONTROL.findall(sample))
    if controls > MAX_CONTROL_SHARE * len(sample):
        raise NotText(f"binary content ({controls} control characters in the first {len(sample)})")

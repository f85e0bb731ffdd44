"""The phrasing corpora (``phrasings/<claim>.json``) as test cases.

Each file: ``claim``, ``about``, optional ``arguments`` / ``tool`` / ``exclude`` (passed to
``says``), ``says`` (texts that say the claim), ``does_not_say`` (``{"text", "why"}``: near misses,
padding, keyword stuffing that must not pass) and ``known_misses`` (``{"text", "says", "why"}``:
phrasings the reader still gets wrong, and why; a test fails when one starts being read right).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent / "phrasings"


@dataclass(frozen=True)
class Phrasing:
    claim: str
    text: str
    says: bool
    why: str
    options: tuple[tuple[str, object], ...]

    @property
    def id(self) -> str:
        mark = "says" if self.says else "not"
        return f"{self.claim}-{mark}-{self.text[:40]}"


def corpus(name: str) -> dict:
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def claims() -> list[str]:
    return sorted(path.stem for path in HERE.glob("*.json"))


def known_misses() -> list[Phrasing]:
    found = []
    for claim in claims():
        data = corpus(claim)
        options = _options(data)
        found += [
            Phrasing(data["claim"], m["text"], m["says"], m["why"], options)
            for m in data.get("known_misses", [])
        ]
    return found


def _options(data: dict) -> tuple[tuple[str, object], ...]:
    options = dict(data.get("arguments", {}))
    for key in ("tool", "exclude"):
        if key in data:
            options[key] = data[key]
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in options.items()))


def phrasings(name: str | None = None) -> list[Phrasing]:
    found = []
    for claim in [name] if name else claims():
        data = corpus(claim)
        frozen = _options(data)
        found += [Phrasing(data["claim"], text, True, "", frozen) for text in data["says"]]
        found += [
            Phrasing(data["claim"], item["text"], False, item["why"], frozen)
            for item in data["does_not_say"]
        ]
    return found

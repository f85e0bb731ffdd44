"""What `make hub` changed on the system, so that `make hub-down` can undo exactly that.

A small JSON file in the hub's private folder: the users and groups it created, and the
mode every existing path had before it was changed. Entries are only ever added; a second
`make hub` that changes nothing adds nothing.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Journal"]


@dataclass(frozen=True)
class Journal:
    path: Path

    def read(self) -> dict:
        if not self.path.exists():
            return {"users": [], "groups": [], "modes": {}}
        return json.loads(self.path.read_text(encoding="utf-8"))

    def record(self, kind: str, name: str) -> None:
        """Remember that `name` (a user or a group) was created by the hub."""
        data = self.read()
        if name not in data[kind]:
            data[kind].append(name)
        self._write(data)

    def record_mode(self, path: Path, mode: int) -> None:
        """Remember `path`'s mode before its first change (later changes keep the first)."""
        data = self.read()
        data["modes"].setdefault(str(path), mode)
        self._write(data)

    def _write(self, data: dict) -> None:
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1, ensure_ascii=False)

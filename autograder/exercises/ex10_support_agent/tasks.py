"""Exercise 10's tasks, kept as data in ``tasks.json``.

A task is a customer's request, the calls the scripted model plans for it (``moves``,
one list per turn; a call's ``bad`` input is what the model sends on its first try),
the model's quirks (``batch_write``, ``double_write``, ``undefined_tool``,
``never_stops``), the goal state (the refunds made and the orders whose status changed),
the outcome the loop must report, and the facts the final answer must contain. Practice
tasks are shown in the notebook; hidden ones are only named by number in feedback.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["MAX_ROUNDS", "TASKS", "K", "Task", "hidden_tasks", "practice_tasks"]

_FILE = Path(__file__).with_name("tasks.json")


@dataclass(frozen=True)
class Task:
    id: str
    customer: str
    request: str
    moves: tuple
    quirks: tuple
    goal: dict
    status: str
    facts: tuple
    max_tokens_at: int | None
    ask: str | None
    hidden: bool
    rules: tuple


def _task(data: dict[str, Any]) -> Task:
    moves = tuple(tuple(move) for move in data["moves"])
    fields = {**data, "moves": moves, "quirks": tuple(data["quirks"])}
    return Task(**fields | {"facts": tuple(data["facts"]), "rules": tuple(data["rules"])})


@cache
def _data() -> dict[str, Any]:
    return json.loads(_FILE.read_text(encoding="utf-8"))


K: int = _data()["k"]
MAX_ROUNDS: int = _data()["max_rounds"]
TASKS: dict[str, Task] = {t["id"]: _task(t) for t in _data()["tasks"]}


def practice_tasks() -> list[Task]:
    return [t for t in TASKS.values() if not t.hidden]


def hidden_tasks() -> list[Task]:
    return [t for t in TASKS.values() if t.hidden]

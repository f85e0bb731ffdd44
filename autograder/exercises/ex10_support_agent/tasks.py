"""Exercise 10's tasks, kept as data: practice tasks public, hidden ones grader-only.

A task is a customer's request, the calls the scripted model plans for it (``moves``,
one list per turn; a call's ``bad`` input is what the model sends on its first try),
the model's quirks (``batch_write``, ``double_write``, ``undefined_tool``,
``never_stops``), the goal state (the refunds made and the orders whose status changed),
the outcome the loop must report, and the facts the final answer must contain.

Practice tasks live in ``tasks.json`` beside this file and are shown in the notebook.
Hidden tasks live in ``hidden/tasks.json`` (`autograder.checks.hidden`): only grader-side
code reads them -- the shop world the grader holds (`world.Trial`) and ``evaluate``.
The public file names them only (``hidden_ids``: the order their runs are opened and
the number feedback gives them), so a learner's kernel or the sandbox can run a hidden
task's trial only through the grader, and never learns its request, moves or goal in
advance. `TASKS` reads a hidden task on first use and raises `HiddenDataUnavailable`
where the hidden folder is absent (a learner installation).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from autograder.checks.hidden import HiddenDataUnavailable, load_json

__all__ = [
    "HIDDEN_IDS",
    "MAX_ROUNDS",
    "RUN_IDS",
    "TASKS",
    "HiddenDataUnavailable",
    "K",
    "Task",
    "hidden_available",
    "hidden_tasks",
    "is_hidden",
    "practice_tasks",
]

EXERCISE = "ex10_support_agent"
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


def _task(data: dict[str, Any], hidden: bool) -> Task:
    moves = tuple(tuple(move) for move in data["moves"])
    fields = {**data, "moves": moves, "quirks": tuple(data["quirks"]), "hidden": hidden}
    return Task(**fields | {"facts": tuple(data["facts"]), "rules": tuple(data["rules"])})


@cache
def _public() -> dict[str, Any]:
    return json.loads(_FILE.read_text(encoding="utf-8"))


K: int = _public()["k"]
MAX_ROUNDS: int = _public()["max_rounds"]
PRACTICE: dict[str, Task] = {t["id"]: _task(t, False) for t in _public()["tasks"]}
#: The hidden tasks' names, in order (their data: ``hidden/tasks.json``, grader-only).
HIDDEN_IDS: tuple[str, ...] = tuple(_public()["hidden_ids"])
#: Every task's name, in the order their runs are opened (the grader binds by it).
RUN_IDS: tuple[str, ...] = (*PRACTICE, *HIDDEN_IDS)


@cache
def _hidden() -> dict[str, Task]:
    """The hidden tasks (HiddenDataUnavailable where the hidden folder is absent)."""
    found = {t["id"]: _task(t, True) for t in load_json(EXERCISE, "tasks.json")["tasks"]}
    if tuple(found) != HIDDEN_IDS:
        raise ValueError("hidden/tasks.json does not hold the tasks tasks.json names")
    return found


def hidden_available() -> bool:
    """Whether this process can read the hidden tasks (the grader's; never a learner's)."""
    try:
        _hidden()
    except HiddenDataUnavailable:
        return False
    return True


def is_hidden(task_id: str) -> bool:
    return task_id in HIDDEN_IDS


class _Tasks(Mapping):
    """task id -> `Task`, every task in run order; a hidden one is read on first use."""

    def __getitem__(self, task_id: str) -> Task:
        if task_id in PRACTICE:
            return PRACTICE[task_id]
        if task_id in HIDDEN_IDS:
            return _hidden()[task_id]
        raise KeyError(task_id)

    def __iter__(self) -> Iterator[str]:
        return iter(RUN_IDS)

    def __len__(self) -> int:
        return len(RUN_IDS)


TASKS: Mapping[str, Task] = _Tasks()


def practice_tasks() -> list[Task]:
    return list(PRACTICE.values())


def hidden_tasks() -> list[Task]:
    """The hidden tasks (grader-side only: HiddenDataUnavailable elsewhere)."""
    return list(_hidden().values())

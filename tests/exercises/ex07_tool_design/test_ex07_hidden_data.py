"""ex07's hidden accept/reject inputs and hidden conversations are grader-only data (issue 24
class 2).

They live in ``autograder/exercises/ex07_tool_design/hidden/probes.json``, read only by the
grader's ``evaluate`` (through `autograder.checks.hidden.load_json`). What a learner's kernel
imports holds none of them, a learner's installation leaves the folder out, and where it is
absent the hidden criterion says it is checked only when graded while every visible
criterion is judged as usual. The same holds for the hidden conversations
(``hidden/conversations.json``: their questions, the inputs the model should send, and the
other desk), which reach the host loop only through the grader-held ``Opening`` world.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from autograder.checks import hidden, results_for, self_check
from autograder.exercises import ex07_tool_design as ex07
from autograder.exercises.ex07_tool_design.probes import VISIBLE, hidden_probes
from autograder.exercises.ex07_tool_design.runs import HIDDEN_RUNS, run_spec
from autograder.exercises.ex07_tool_design.store import desk
from tests.conftest import ROOT
from tests.exercises.ex07_tool_design.test_ex07_tool_design import factory, namespace

PACKAGE = Path(ex07.__file__).parent
HIDDEN_INPUTS = [dict(p.input) for p in hidden_probes()]
HIDDEN_QUESTIONS = [run_spec(n).question for n in HIDDEN_RUNS]
HIDDEN_EXPECTED = [dict(run_spec(n).expect) for n in HIDDEN_RUNS if run_spec(n).expect]
#: The other desk's requesters (none of them on the visible desk).
HIDDEN_REQUESTERS = sorted({t["requester_id"] for t in desk(True)})


def _values(obj, seen: set[int], depth: int = 0):
    """Every value reachable from `obj` through containers and dataclasses (not modules)."""
    if id(obj) in seen or depth > 12:
        return
    seen.add(id(obj))
    yield obj
    if isinstance(obj, dict):
        for value in obj.values():
            yield from _values(value, seen, depth + 1)
    elif isinstance(obj, list | tuple | set | frozenset):
        for value in obj:
            yield from _values(value, seen, depth + 1)
    elif is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            yield from _values(getattr(obj, f.name), seen, depth + 1)


def _learner_modules():
    """The exercise's modules, and every autograder module a learner's checks import."""
    for info in pkgutil.walk_packages([str(PACKAGE)], prefix=f"{ex07.__name__}."):
        importlib.import_module(info.name)
    results_for(ex07.EXERCISE, namespace())  # what the notebook's grade cells run
    return [m for name, m in sorted(sys.modules.items()) if name.startswith("autograder")]


def test_no_module_a_learner_imports_holds_a_hidden_input():
    seen: set[int] = set()
    for module in _learner_modules():
        for value in _values(vars(module), seen):
            if isinstance(value, dict):
                assert dict(value) not in HIDDEN_INPUTS, (module.__name__, value)
            elif hasattr(value, "input") and isinstance(getattr(value, "input", None), dict):
                assert dict(value.input) not in HIDDEN_INPUTS, (module.__name__, value)


def test_no_source_file_of_the_package_spells_a_hidden_input():
    texts = [
        path.read_text(encoding="utf-8")
        for path in (ROOT / "autograder").rglob("*")
        if path.suffix in (".py", ".json", ".toml") and hidden.HIDDEN not in path.parts
    ]
    for given in HIDDEN_INPUTS:
        for spelled in (json.dumps(given, ensure_ascii=False), json.dumps(given)):
            assert not any(spelled in text for text in texts), spelled
    sources = _sources_outside_tests()
    for probe in (p for p in hidden_probes() if not p.accept):
        # the values a schema is tuned to refuse ("E-123456", "2026/07/01"); the hidden
        # conversations' requesters (valid ids) are not what these probes keep secret
        for value in (v for v in probe.input.values() if isinstance(v, str)):
            if len(value) > 4 and value not in _VISIBLE_VALUES:  # not "5": any text has it
                assert not any(f'"{value}"' in text for text in sources), value


_VISIBLE_VALUES = {v for p in VISIBLE for v in p.input.values() if isinstance(v, str)} | {
    "open", "in_progress", "resolved", "Open",  # statuses, and a word found in any text
}  # fmt: skip


def _sources_outside_tests() -> list[str]:
    return [
        path.read_text(encoding="utf-8")
        for path in (ROOT / "autograder").rglob("*.py")
        if hidden.HIDDEN not in path.parts
    ]


def test_a_learner_installation_leaves_the_hidden_probes_out():
    from hub.install import package_files

    learner = {str(p) for p in package_files(ROOT, learner=True)}
    for name in ("probes.json", "conversations.json"):
        path = f"autograder/exercises/ex07_tool_design/hidden/{name}"
        assert path in {str(p) for p in package_files(ROOT, learner=False)}
        assert path not in learner


def test_no_module_a_learner_imports_holds_a_hidden_conversation():
    seen: set[int] = set()
    for module in _learner_modules():
        for value in _values(vars(module), seen):
            if isinstance(value, str):
                assert value not in HIDDEN_QUESTIONS, (module.__name__, value)
                assert value not in HIDDEN_REQUESTERS, (module.__name__, value)
            elif isinstance(value, dict):
                assert dict(value) not in HIDDEN_EXPECTED, (module.__name__, value)


def test_no_source_file_of_the_package_spells_a_hidden_conversation():
    sources = [
        path.read_text(encoding="utf-8")
        for path in (ROOT / "autograder").rglob("*")
        if path.suffix in (".py", ".json", ".toml") and hidden.HIDDEN not in path.parts
    ]
    for secret in (*HIDDEN_QUESTIONS, *HIDDEN_REQUESTERS):
        assert not any(secret in text for text in sources), secret


@pytest.fixture
def no_hidden_data(tmp_path, monkeypatch):
    """A learner's installation: no exercise has its hidden/ folder."""
    monkeypatch.setattr(hidden, "_EXERCISES", tmp_path)


HIDDEN_CRITERIA = ("ex07_hidden_inputs", "ex07_hidden_conversations")


def test_without_the_hidden_data_the_criterion_is_checked_only_when_graded(no_hidden_data):
    found = {r.name: r for r in results_for(ex07.EXERCISE, namespace())}
    for name in HIDDEN_CRITERIA:
        assert found[name].key == "ex07.checked_when_graded"
        assert "채점할 때만" in found[name].message("ko")
    assert all(r.passed for name, r in found.items() if name not in HIDDEN_CRITERIA)


def test_without_the_hidden_data_no_hidden_conversation_is_played(no_hidden_data):
    evidence = ex07.collect(namespace(), factory)
    assert all(evidence["runs"][n] == {"defined": True, "unavailable": True} for n in HIDDEN_RUNS)
    assert all(evidence["runs"][n].get("exchanges") for n in ex07.RUNS)


def test_the_learners_self_check_needs_no_hidden_data(no_hidden_data, capsys):
    shown = self_check(ex07.EXERCISE, namespace())
    assert shown and all(r.passed for r in shown)
    assert "checked_when_graded" not in capsys.readouterr().out

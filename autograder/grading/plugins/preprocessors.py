"""Two nbgrader preprocessors: execute in the clean room, then score from verdicts.

They slot into nbgrader's own ``Autograde`` pipeline (`AUTOGRADE_PREPROCESSORS`,
`SANITIZE_PREPROCESSORS`), configured in ``nbgrader_config.py``: plain ``nbgrader
autograde``, formgrader's Autograde button and ``make grade`` (the same converter, in
parallel) all grade this way, and the gradebook, ``generate_feedback``, ``export`` and
formgrader keep working unchanged:

- `SandboxExecute` replaces nbgrader's ``Execute``: the learner's code cells run in a
  fresh child of the sandboxed fork server (budgets enforced), and the exercise's
  ``collect`` gathers plain evidence there, right after the learner cell that precedes
  each group of test cells (`checkpoints`: the state a kernel would have at that point).
  Autograder test cells are *not* run in the learner's process at all, so their
  (hidden) source never meets learner code.
- `ApplyVerdicts` sits just before ``SaveAutoGrades``: it computes the verdicts in the
  grader's process (`verdicts.judge`) and writes each test cell's outputs from its
  verdict -- no error for a pass, the partial score, or an error naming the diagnosis --
  so nbgrader's own ``determine_grade`` turns verdicts into points. The verdicts and
  what produced them (`provenance.producer`) are stored in the autograded notebook's
  ``tooluse`` metadata: the one record every later reader uses (batch, report).
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

from nbconvert.preprocessors import ClearMetadataPreprocessor
from nbformat import NotebookNode, from_dict
from nbgrader import utils
from nbgrader.preprocessors import (
    AssignLatePenalties,
    CheckCellMetadata,
    ClearOutput,
    DeduplicateIds,
    IgnorePattern,
    LimitOutput,
    NbGraderPreprocessor,
    OverwriteKernelspec,
    SaveAutoGrades,
)
from traitlets import Bool, Dict, Float, Integer, List, Unicode

from autograder.catalogue import render
from autograder.checks.results import outcome_text
from autograder.config import SUPPORTED_LANGS
from autograder.grading.cleanroom.budgets import TRUNCATED_NOTICE, Budgets
from autograder.grading.cleanroom.leases import leased
from autograder.grading.cleanroom.room import CleanRoom, RunResult
from autograder.grading.cleanroom.sandbox import SandboxSpec
from autograder.grading.plugins.provenance import producer
from autograder.grading.plugins.restore import METADATA, RestoreCells
from autograder.grading.plugins.verdicts import TIME_LIMIT, Verdict, judge

__all__ = [
    "AUTOGRADE_PREPROCESSORS",
    "SANITIZE_PREPROCESSORS",
    "ApplyVerdicts",
    "KeepScoresOnTimeLimit",
    "SandboxExecute",
    "checkpoints",
    "is_test_cell",
]

_TRUNCATED = TRUNCATED_NOTICE.split("{limit}")[0].strip()


def is_test_cell(cell: NotebookNode) -> bool:
    """An autograder test cell: graded, not an answer (its outputs decide its points)."""
    return cell.cell_type == "code" and utils.is_grade(cell) and not utils.is_solution(cell)


class SandboxExecute(NbGraderPreprocessor):
    """Run the learner's cells and the exercise's ``collect`` in the clean room."""

    cell_timeout = Float(30.0, help="seconds per cell").tag(config=True)
    notebook_timeout = Float(120.0, help="seconds per notebook, checks included").tag(config=True)
    output_bytes = Integer(20_000, help="output kept per cell").tag(config=True)
    memory_mb = Integer(768, help="memory the learner's process may add").tag(config=True)
    checks_modules = Dict({}, help="notebook id -> checks module (default: registry)").tag(
        config=True
    )
    extra_paths = List(Unicode(), help="extra read-only import roots for the sandbox").tag(
        config=True
    )
    simulator_host = Unicode(
        "autograder.grading.cleanroom.simhost.SimulatorHost",
        help="grader-side simulator host class",
    ).tag(config=True)
    require_sandbox = Bool(False, help="refuse to grade without bubblewrap").tag(config=True)
    lang = Unicode("ko", help="language of learner-facing text (ko or en)").tag(config=True)

    def preprocess(self, nb: NotebookNode, resources: dict) -> tuple[NotebookNode, dict]:
        sys.path.extend(p for p in self.extra_paths if p not in sys.path)  # grader-side imports
        checks = self._checks_for(resources["nbgrader"]["notebook"])
        budgets = Budgets(
            cell_timeout=self.cell_timeout,
            notebook_timeout=self.notebook_timeout,
            output_bytes=self.output_bytes,
            memory_mb=self.memory_mb,
        )
        with self._room(
            checks
        ) as room:  # stopped soon after the last notebook (cleanroom/leases.py)
            run = room.run(
                _learner_cells(nb), checks, budgets, sorted(set(checkpoints(nb).values()))
            )
        if run.failure:
            self.log.warning("clean room: %s (%s)", run.failure, run.detail or "no detail")
        _write_outputs(nb, run, budgets, self.lang)
        settings = {name: getattr(self, name) for name in sorted(self.trait_names(config=True))}
        resources["tooluse"] = {
            "checks": checks,
            "run": run,
            "budgets": budgets,
            "settings": settings,
        }
        return nb, resources

    def _checks_for(self, notebook_id: str) -> str | None:
        if notebook_id in self.checks_modules:
            return self.checks_modules[notebook_id] or None
        from autograder.checks import EXERCISES

        return EXERCISES.get(notebook_id)

    def _room(self, checks: str | None):
        """A lease on the warm clean room for these settings (`rooms.leased`)."""
        module_name, _, class_name = self.simulator_host.rpartition(".")
        host = getattr(importlib.import_module(module_name), class_name)
        preload = tuple(filter(None, ["autograder.checks", checks]))
        spec = SandboxSpec(tuple(self.extra_paths), preload, self.require_sandbox)
        return leased((spec, self.simulator_host), lambda: CleanRoom(spec, host_factory=host))


def _learner_cells(nb: NotebookNode) -> list[dict]:
    return [
        {"index": index, "source": cell.source}
        for index, cell in enumerate(nb.cells)
        if cell.cell_type == "code" and not is_test_cell(cell)
    ]


def checkpoints(nb: NotebookNode) -> dict[int, int]:
    """Test cell index -> the learner cell it follows (-1: none): where its state is read."""
    points, last = {}, -1
    for index, cell in enumerate(nb.cells):
        if is_test_cell(cell):
            points[index] = last
        elif cell.cell_type == "code":
            last = index
    return points


def _write_outputs(nb: NotebookNode, run: RunResult, budgets: Budgets, lang: str) -> None:
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or is_test_cell(cell):
            continue
        cell.outputs = [from_dict(o) for o in run.outputs.get(index, [])]
        if index == run.fatal_cell:
            key = run.failure or "grading.process_died"
            cell.outputs.append(
                _error("GradingStopped", render(key, lang, seconds=budgets.notebook_timeout))
            )


def _error(ename: str, evalue: str) -> NotebookNode:
    return from_dict(
        {"output_type": "error", "ename": ename, "evalue": evalue, "traceback": evalue.splitlines()}
    )


class ApplyVerdicts(NbGraderPreprocessor):
    """Set every autograder test cell's outputs from the grader-side verdict."""

    results_dir = Unicode("", help="also write <student>/<notebook>.json verdicts here").tag(
        config=True
    )
    lang = Unicode("ko", help="language of learner-facing text (ko or en)").tag(config=True)

    def preprocess(self, nb: NotebookNode, resources: dict) -> tuple[NotebookNode, dict]:
        lang = self.lang if self.lang in SUPPORTED_LANGS else "ko"
        state = resources.get("tooluse")
        if state is None:  # SandboxExecute did not run: trust nothing, score nothing
            state = {"checks": None, "run": RunResult(failure="grading.no_verdict")}
        run: RunResult = state["run"]
        params = {"seconds": state["budgets"].notebook_timeout} if "budgets" in state else {}
        if "budgets" in state:
            params["cell_seconds"] = state["budgets"].cell_timeout
        notes = dict(nb.metadata.get(METADATA) or {})
        restored = set(notes.get("deleted", [])) | set(notes.get("altered", []))
        by_point: dict[int, dict[str, Verdict]] = {}
        stored = []
        points = checkpoints(nb)
        for point in sorted(set(points.values())):
            by_point[point] = self._judge(state["checks"], run, point, params, lang)
        time_limit = run.failure == "grading.notebook_timeout" or any(
            v.key == TIME_LIMIT for verdicts in by_point.values() for v in verdicts.values()
        )
        for index, point in points.items():
            cell = nb.cells[index]
            verdict = self._verdict(cell, by_point[point])
            if time_limit:  # not graded at all: no criterion is judged on a cut-short run
                verdict = Verdict(verdict.name, False, 0.0, verdict.max_points, TIME_LIMIT)
            was_restored = cell.metadata.nbgrader["grade_id"] in restored
            cell.outputs = _verdict_outputs(
                verdict, float(cell.metadata.nbgrader["points"]), lang, was_restored
            )
            stored.append(verdict.to_json())
        settings = {**state.get("settings", {}), "ApplyVerdicts.lang": lang}
        nb.metadata[METADATA] = {
            **notes,
            "producer": producer(settings),
            "verdicts": stored,
            "run": {
                "failure": run.failure,
                "truncated": _truncated(nb),
                "time_limit": time_limit,
                "detail": run.detail if time_limit else "",
            },
        }
        resources["tooluse_verdicts"] = stored
        resources["tooluse_time_limit"] = time_limit
        self._save(resources, stored)
        return nb, resources

    @staticmethod
    def _judge(checks: str | None, run: RunResult, point: int, params: dict, lang: str) -> dict:
        collected = run.checkpoints.get(point)
        if collected is not None:
            return judge(checks, collected, "", params)
        reason = render(run.failure or "grading.process_died", lang, **params)
        verdicts = judge(checks, None, "grading.not_run", {"reason": reason})
        return verdicts or {
            "*": Verdict("*", False, 0.0, 0.0, "grading.not_run", {"reason": reason})
        }

    @staticmethod
    def _verdict(cell: NotebookNode, verdicts: dict[str, Verdict]) -> Verdict:
        grade_id = cell.metadata.nbgrader["grade_id"]
        points = float(cell.metadata.nbgrader["points"])
        found = verdicts.get(grade_id)
        if found is not None:
            return found
        if "*" in verdicts:  # the run never got here, and no checks module names this cell
            return Verdict(grade_id, False, 0.0, points, "grading.not_run", verdicts["*"].params)
        return Verdict(grade_id, False, 0.0, points, "grading.no_verdict")

    def _save(self, resources: dict, stored: list[dict]) -> None:
        if not self.results_dir:
            return
        info = resources["nbgrader"]
        path = Path(self.results_dir) / info["student"] / f"{info['notebook']}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(stored, ensure_ascii=False, indent=1), encoding="utf-8")


class KeepScoresOnTimeLimit(SaveAutoGrades):
    """nbgrader's ``SaveAutoGrades``, except for a notebook not graded (time limit).

    Then no automatic score is written: the gradebook keeps the score of an earlier
    grading, if any, and each grade is marked as needing a grader's look, so a time limit
    never becomes a zero in the gradebook (on plain ``nbgrader autograde`` too).
    """

    def _add_score(self, cell: NotebookNode, resources: dict) -> None:
        if not resources.get("tooluse_time_limit"):
            super()._add_score(cell, resources)
            return
        grade = self.gradebook.find_grade(
            cell.metadata["nbgrader"]["grade_id"],
            self.notebook_id,
            self.assignment_id,
            self.student_id,
        )
        grade.needs_manual_grade = True
        self.gradebook.db.commit()


def _truncated(nb: NotebookNode) -> bool:
    """Whether the clean room cut any learner cell's output (the budget's marker line)."""
    return any(
        _TRUNCATED in str(output.get("text", ""))
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    )


def _verdict_outputs(
    verdict: Verdict, cell_points: float, lang: str, restored: bool = False
) -> list[NotebookNode]:
    """The test cell's outputs: the learner's sentence and, for instructors, the key line
    (``[diagnosis: <key>]``, removed from learner feedback by `StripDiagnoses`)."""
    share = verdict.points / verdict.max_points if verdict.max_points else 0.0
    score = round(cell_points * share, 6) if verdict.passed or share > 0 else 0.0
    text = outcome_text(score >= cell_points, score, cell_points, verdict.message(lang), lang)
    if restored:
        text += "\n" + render("grading.cell_restored", lang)
    text += f"\n[diagnosis: {verdict.key}]\n"
    if score >= cell_points:
        return [from_dict({"output_type": "stream", "name": "stdout", "text": text})]
    if score > 0:
        return [
            from_dict({"output_type": "stream", "name": "stdout", "text": text}),
            from_dict(
                {
                    "output_type": "execute_result",
                    "execution_count": None,
                    "metadata": {},
                    "data": {"text/plain": repr(score)},
                }
            ),
        ]
    return [_error("CheckFailed", text.rstrip())]


#: nbgrader's autograde steps with the clean room in place of ``Execute`` and the
#: verdicts just before ``SaveAutoGrades`` (NB: order matters, as in nbgrader).
AUTOGRADE_PREPROCESSORS = [
    SandboxExecute,
    IgnorePattern,
    ClearMetadataPreprocessor,
    LimitOutput,
    ApplyVerdicts,
    KeepScoresOnTimeLimit,
    AssignLatePenalties,
    CheckCellMetadata,
]

#: nbgrader's sanitize steps with `RestoreCells` (deleted grade cells come back, and the
#: learner is told) in place of ``OverwriteCells``.
SANITIZE_PREPROCESSORS = [
    ClearOutput,
    DeduplicateIds,
    OverwriteKernelspec,
    RestoreCells,
    CheckCellMetadata,
]

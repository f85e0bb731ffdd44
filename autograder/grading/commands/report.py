"""`python -m autograder report`: what the class got right, and which mistakes to re-teach.

Reads the verdicts stored for an assignment (``.grading/<id>/results/``, written from the
autograded notebooks by every grading path) and, when there is one, the gradebook (the
manual criterion and each learner's total). Writes one CSV row per learner and criterion,
a summary as JSON and Markdown, and a chart with Korean labels (koreanize-matplotlib's
font via `autograder.viz.fonts`): pass rate per criterion, learners per cause, and a
score histogram. Causes come before their consequences (a failed hidden variant counts
under its reason), grading failures and blank answers are kept apart from mistakes, and
each cause names the learners behind it and the lessons that teach it (`diagnoses`).
"""

from __future__ import annotations

import argparse
import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from autograder.catalogue import render
from autograder.grading.commands import diagnoses, report_reliability

__all__ = ["Summary", "add_arguments", "load_rows", "run", "summarize", "write_report"]

_FIELDS = ["student", "notebook", "criterion", "passed", "points", "max_points", "key", "cause"]
_GROUPS = ("mistake", "blank", "grading")


@dataclass
class Summary:
    """Per criterion: [passed, graded]; per cause: its learners; totals per learner."""

    learners: int = 0
    criteria: dict[str, list[int]] = field(default_factory=dict)
    causes: dict[str, set[str]] = field(default_factory=dict)
    consequences: dict[str, dict[str, set[str]]] = field(default_factory=dict)
    manual: dict[str, dict[str, float | None]] = field(default_factory=dict)
    totals: dict[str, float] = field(default_factory=dict)
    max_total: float = 0.0
    #: student -> trial statistics (exercises graded by pass^k; see report_reliability)
    reliability: dict[str, dict] = field(default_factory=dict)
    #: student -> {"status": "stale" | "failed", "reason"}: the last grading did not grade
    #: them (e.g. a time limit); a stale learner's figures here are an earlier grading's
    not_graded: dict[str, dict] = field(default_factory=dict)

    @property
    def diagnoses(self) -> dict[str, int]:
        """cause key -> learners (causes first by count)."""
        return {key: len(who) for key, who in self.ranked()}

    def pass_rate(self, criterion: str) -> float:
        passed, graded = self.criteria[criterion]
        return passed / graded if graded else 0.0

    def ranked(self, group: str | None = None) -> list[tuple[str, set[str]]]:
        chosen = [
            (k, who) for k, who in self.causes.items() if group in (None, diagnoses.group_of(k))
        ]
        return sorted(chosen, key=lambda item: (-len(item[1]), item[0]))

    def histogram(self, bins: int = 5) -> list[dict]:
        """Score bins of equal width over 0..max_total, with the learners in each."""
        width = (self.max_total or 1.0) / bins
        out = [
            {"low": round(i * width, 2), "high": round((i + 1) * width, 2), "learners": []}
            for i in range(bins)
        ]
        for student, total in sorted(self.totals.items()):
            out[min(int(total / width), bins - 1)]["learners"].append(student)
        return out

    def to_json(self) -> dict:
        extra = {"reliability": report_reliability.to_json(self.reliability)}
        return {
            **(extra if self.reliability else {}),
            "version": 2,
            "learners": self.learners,
            "criteria": [
                {"name": n, "passed": p, "graded": g, "pass_rate": round(self.pass_rate(n), 4)}
                for n, (p, g) in self.criteria.items()
            ],
            "diagnoses": [_cause_json(self, k, who) for k, who in self.ranked()],
            "manual": self.manual,
            "histogram": self.histogram(),
            "max_total": self.max_total,
            **({"not_graded": self.not_graded} if self.not_graded else {}),
        }


def _cause_json(summary: Summary, key: str, who: set[str]) -> dict:
    return {
        "key": key,
        "label": diagnoses.label(key),
        "group": diagnoses.group_of(key),
        "learners": len(who),
        "students": sorted(who),
        "explains": {k: sorted(s) for k, s in summary.consequences.get(key, {}).items()},
        "teach": diagnoses.lessons_for(key),
    }


def load_rows(results_dir: Path) -> list[dict]:
    """One row per (learner, notebook, criterion) from the stored results."""
    stored = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(results_dir.glob("*.json"))]
    return _rows(stored)


def rows_from_autograded(autograded: Path, assignment: str) -> list[dict]:
    """The same rows, read from the autograded notebooks (what every grading path writes)."""
    from autograder.grading.batch.status import stored_verdicts
    from autograder.grading.plugins.verdicts import learner_result

    stored = []
    for folder in sorted(autograded.glob(f"*/{assignment}")):
        verdicts = stored_verdicts(folder)
        if verdicts:
            stored.append(learner_result(folder.parent.name, verdicts))
    return _rows(stored)


def _rows(results: list[dict]) -> list[dict]:
    rows = []
    for stored in results:
        for check in stored["checks"]:
            params = check.get("params") or {}
            rows.append(
                {
                    "student": stored["student"],
                    "notebook": check.get("task_id", ""),
                    "criterion": check["name"],
                    "passed": check["status"] == "pass",
                    "points": check["points"],
                    "max_points": check["max_points"],
                    "key": check["key"],
                    "cause": diagnoses.cause_of(check["key"], params),
                    "stats": params.get("stats"),
                }
            )
    return rows


def summarize(rows: list[dict], gradebook: dict | None = None) -> Summary:
    """Pass rates, learners per cause (consequences under their cause), totals, manual."""
    summary = Summary(learners=len({r["student"] for r in rows}))
    summary.reliability = report_reliability.learner_stats(rows)
    for row in rows:
        counts = summary.criteria.setdefault(row["criterion"], [0, 0])
        counts[0] += row["passed"]
        counts[1] += 1
        summary.totals[row["student"]] = summary.totals.get(row["student"], 0.0) + row["points"]
        if row["passed"]:
            continue
        cause = row.get("cause") or row["key"]
        summary.causes.setdefault(cause, set()).add(row["student"])
        if cause != row["key"]:
            by = summary.consequences.setdefault(cause, defaultdict(set))
            by[row["key"]].add(row["student"])
    if rows:
        first = rows[0]["student"]
        summary.max_total = sum(r["max_points"] for r in rows if r["student"] == first)
    if gradebook:
        summary.manual = gradebook["manual"]
        summary.totals.update(gradebook["totals"])
        summary.max_total = gradebook["max_total"] or summary.max_total
    return summary


def read_gradebook(root: Path, assignment: str) -> dict | None:
    """Manual scores per manual criterion, each learner's total and the maximum (or None)."""
    db = root / "gradebook.db"
    if not db.exists():
        return None
    from nbgrader.api import Gradebook, MissingEntry

    from autograder.grading.batch.merge import nbgrader_quiet

    manual: dict[str, dict[str, float | None]] = {}
    totals: dict[str, float] = {}
    with nbgrader_quiet(), Gradebook(f"sqlite:///{db}") as gb:
        try:
            found = gb.find_assignment(assignment)
        except MissingEntry:
            return None
        for submission in found.submissions:
            totals[submission.student.id] = float(submission.score or 0.0)
            for notebook in submission.notebooks:
                for grade in notebook.grades:
                    if grade.cell.cell_type == "markdown" or grade.auto_score is None:
                        scores = manual.setdefault(grade.name, {})
                        scores[submission.student.id] = grade.manual_score
        return {"manual": manual, "totals": totals, "max_total": float(found.max_score or 0)}


def write_report(rows: list[dict], summary: Summary, out: Path, name: str) -> list[Path]:
    """CSV, summary JSON/Markdown and the chart under `out`; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / f"{name}_results.csv", out / f"{name}_summary.json", out / f"{name}_summary.md"]
    with paths[0].open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=_FIELDS, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    paths[1].write_text(
        json.dumps(summary.to_json(), ensure_ascii=False, indent=1), encoding="utf-8"
    )
    paths[2].write_text(_markdown(summary), encoding="utf-8")
    from autograder.grading.commands.report_chart import chart

    paths.append(chart(summary, out / f"{name}_report.png"))
    return paths


def _markdown(summary: Summary) -> str:
    lines = [f"# {render('grading.report_pass_rate', 'ko')} ({summary.learners}명)", ""]
    lines += ["| 채점 항목 | 통과 | 통과율 |", "|---|---|---|"]
    for name, (passed, graded) in summary.criteria.items():
        lines.append(f"| `{name}` | {passed}/{graded} | {summary.pass_rate(name):.0%} |")
    for name, scores in summary.manual.items():
        done = [s for s in scores.values() if s is not None]
        mean = f"평균 {sum(done) / len(done):.1f}점" if done else "아직 채점 전"
        lines.append(f"| `{name}` (수동 채점) | {len(done)}/{len(scores)} 채점 | {mean} |")
    titles = {g: render(f"grading.report_group_{g}", "ko") for g in _GROUPS}
    for group in _GROUPS:
        ranked = summary.ranked(group)
        if not ranked:
            continue
        lines += ["", f"# {titles[group]}", "", "| 원인 | 학습자 | 누구 | 다시 볼 개념·레슨 |"]
        lines.append("|---|---|---|---|")
        for key, who in ranked:
            lines.append(_cause_line(summary, key, who))
    lines += ["", f"# {render('grading.report_histogram', 'ko')}", "", "| 점수 | 학습자 |"]
    lines.append("|---|---|")
    for bin_ in summary.histogram():
        names = ", ".join(bin_["learners"]) or "-"
        lines.append(f"| {bin_['low']:g}–{bin_['high']:g} | {len(bin_['learners'])}: {names} |")
    lines += report_reliability.markdown(summary.reliability)
    lines += _not_graded_lines(summary.not_graded)
    return "\n".join(lines) + "\n"


def _not_graded_lines(not_graded: dict[str, dict]) -> list[str]:
    """The learners the last grading did not grade: a stale one keeps an earlier score."""
    if not not_graded:
        return []
    lines = [
        "",
        "# 채점하지 못한 제출 (마지막 채점)",
        "",
        "| 학습자 | 상태 | 이유 |",
        "|---|---|---|",
    ]
    for student, entry in sorted(not_graded.items()):
        state = "이전 점수 유지(stale)" if entry["status"] == "stale" else "점수 없음"
        reason = str(entry.get("reason", "")).replace("|", "\\|")
        lines.append(f"| {student} | {state} | {reason} |")
    return lines


def not_graded(root: Path, assignment: str) -> dict[str, dict]:
    """Learners whose last grading failed or was not graded (`StatusBook`), with why."""
    from autograder.grading.batch.parallel import state_dir
    from autograder.grading.batch.status import load_status

    return {
        student: {"status": entry["status"], "reason": entry.get("reason", "")}
        for student, entry in load_status(state_dir(root, assignment)).items()
        if entry.get("status") in ("stale", "failed")
    }


def _cause_line(summary: Summary, key: str, who: set[str]) -> str:
    text = diagnoses.label(key).replace("|", "\\|")
    explains = summary.consequences.get(key, {})
    if explains:
        text += " → " + ", ".join(f"{diagnoses.label(k)} ({len(s)}명)" for k, s in explains.items())
    teach = "; ".join(
        f"{t['concept']} " + ", ".join(f"[{Path(p).stem}]({p})" for p in t["lessons"])
        for t in diagnoses.lessons_for(key)
    )
    return f"| {text} <br>`{key}` | {len(who)} | {', '.join(sorted(who))} | {teach or '-'} |"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--assignment", required=True, help="assignment id")
    parser.add_argument("--root", type=Path, default=Path("."), help="course directory")
    parser.add_argument("--out", type=Path, default=None, help="folder (default: reports/)")


def run(args: argparse.Namespace) -> int:
    from autograder.grading.batch.parallel import state_dir

    root = args.root.resolve()
    rows = rows_from_autograded(root / "autograded", args.assignment)
    results = state_dir(root, args.assignment) / "results"
    if not rows and results.is_dir():
        rows = load_rows(results)
    if not rows:
        raise FileNotFoundError(
            f"no grading results for {args.assignment} under {root}: grade first "
            "(`make grade` or `nbgrader autograde`)"
        )
    summary = summarize(rows, read_gradebook(root, args.assignment))
    summary.not_graded = not_graded(root, args.assignment)
    for path in write_report(rows, summary, args.out or root / "reports", args.assignment):
        print(f"wrote {path}")
    print(_markdown(summary))
    return 0

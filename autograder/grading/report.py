"""`python -m autograder report`: what the class got right, and which mistakes to re-teach.

Reads the verdicts the grader stored for an assignment (``.grading/<id>/results/``),
writes one CSV row per learner and criterion, a summary per criterion (pass rate) and
per diagnosis (how many learners made each mistake) as JSON and Markdown, and a bar
chart with Korean labels (koreanize-matplotlib's font via `autograder.viz.fonts`, so
Hangul never shows as boxes).
"""

from __future__ import annotations

import argparse
import csv
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from autograder.catalogue import render

__all__ = ["Summary", "add_arguments", "load_rows", "run", "summarize", "write_report"]

_FIELDS = ["student", "notebook", "criterion", "passed", "points", "max_points", "key"]


@dataclass
class Summary:
    """Per criterion: [passed, graded]; per diagnosis key: learners who got it."""

    learners: int = 0
    criteria: dict[str, list[int]] = field(default_factory=dict)
    diagnoses: Counter = field(default_factory=Counter)

    def pass_rate(self, criterion: str) -> float:
        passed, graded = self.criteria[criterion]
        return passed / graded if graded else 0.0

    def to_json(self) -> dict:
        return {
            "version": 1,
            "learners": self.learners,
            "criteria": [
                {
                    "name": name,
                    "passed": p,
                    "graded": g,
                    "pass_rate": round(self.pass_rate(name), 4),
                }
                for name, (p, g) in self.criteria.items()
            ],
            "diagnoses": [{"key": k, "learners": n} for k, n in self.diagnoses.most_common()],
        }


def load_rows(results_dir: Path) -> list[dict]:
    """One row per (learner, notebook, criterion) from the stored results."""
    rows = []
    for path in sorted(results_dir.glob("*.json")):
        stored = json.loads(path.read_text(encoding="utf-8"))
        for check in stored["checks"]:
            rows.append(
                {
                    "student": stored.get("student", path.stem),
                    "notebook": check.get("task_id", ""),
                    "criterion": check["name"],
                    "passed": check["status"] == "pass",
                    "points": check["points"],
                    "max_points": check["max_points"],
                    "key": check["key"],
                }
            )
    return rows


def summarize(rows: list[dict]) -> Summary:
    """Pass rate per criterion (in notebook order); learners per diagnosis of a failure."""
    summary = Summary(learners=len({r["student"] for r in rows}))
    who: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        counts = summary.criteria.setdefault(row["criterion"], [0, 0])
        counts[0] += row["passed"]
        counts[1] += 1
        if not row["passed"]:
            who[row["key"]].add(row["student"])
    summary.diagnoses = Counter({key: len(students) for key, students in who.items()})
    return summary


def write_report(rows: list[dict], summary: Summary, out: Path, name: str) -> list[Path]:
    """CSV, summary JSON/Markdown and the chart under `out`; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / f"{name}_results.csv", out / f"{name}_summary.json", out / f"{name}_summary.md"]
    with paths[0].open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=_FIELDS)
        writer.writeheader()
        writer.writerows(rows)
    paths[1].write_text(
        json.dumps(summary.to_json(), ensure_ascii=False, indent=1), encoding="utf-8"
    )
    paths[2].write_text(_markdown(summary), encoding="utf-8")
    paths.append(_chart(summary, out / f"{name}_report.png"))
    return paths


def _markdown(summary: Summary) -> str:
    lines = [f"# {render('grading.report_pass_rate', 'ko')} ({summary.learners}명)", ""]
    lines += ["| criterion | passed | rate |", "|---|---|---|"]
    for name, (passed, graded) in summary.criteria.items():
        lines.append(f"| `{name}` | {passed}/{graded} | {summary.pass_rate(name):.0%} |")
    lines += ["", f"# {render('grading.report_diagnoses', 'ko')}", "", "| diagnosis | learners |"]
    lines.append("|---|---|")
    lines += [f"| `{key}` | {n} |" for key, n in summary.diagnoses.most_common()]
    return "\n".join(lines) + "\n"


def _chart(summary: Summary, target: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt
    from matplotlib.ticker import MaxNLocator

    from autograder.viz.fonts import use_korean_font

    use_korean_font()  # koreanize-matplotlib's NanumGothic, registered without its import

    names = list(summary.criteria)
    keys = [k for k, _ in summary.diagnoses.most_common()] or ["-"]
    height = 1.5 + 0.35 * (len(names) + len(keys))
    figure, (top, bottom) = plt.subplots(2, 1, figsize=(9, height), constrained_layout=True)
    top.barh(names, [100 * summary.pass_rate(n) for n in names], color="#4c9f70")
    top.set_xlim(0, 100)
    top.set_title(render("grading.report_pass_rate", "ko"))
    top.set_xlabel(render("grading.report_rate_axis", "ko"))
    top.invert_yaxis()
    bottom.barh(keys, [summary.diagnoses.get(k, 0) for k in keys], color="#d9734e")
    bottom.set_title(render("grading.report_diagnoses", "ko"))
    bottom.set_xlabel(render("grading.report_learners", "ko"))
    bottom.xaxis.set_major_locator(MaxNLocator(integer=True))
    bottom.invert_yaxis()
    figure.savefig(target, dpi=110)
    plt.close(figure)
    return target


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--assignment", required=True, help="assignment id")
    parser.add_argument("--root", type=Path, default=Path("."), help="course directory")
    parser.add_argument("--out", type=Path, default=None, help="folder (default: reports/)")


def run(args: argparse.Namespace) -> int:
    from autograder.grading.parallel import state_dir

    root = args.root.resolve()
    results = state_dir(root, args.assignment) / "results"
    if not results.is_dir():
        raise FileNotFoundError(
            f"no grading results in {results}: run `python -m autograder grade` first"
        )
    rows = load_rows(results)
    summary = summarize(rows)
    for path in write_report(rows, summary, args.out or root / "reports", args.assignment):
        print(f"wrote {path}")
    print(_markdown(summary))
    return 0

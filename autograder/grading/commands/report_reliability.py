"""The class report's reliability section (the capstone): pass^1 and pass^k, rules broken.

Exercises graded by trials (``ex10_support_agent``) store a ``stats`` parameter with
every criterion's verdict (``{"k", "practice": {"pass1", "passk"}, "hidden": {...},
"violations": {rule: count}, "untrusted": trials}``), computed by the grader's
``evaluate`` from the bound evidence (a trial whose log contradicts the grader's
recording counts as untrusted, not under a rule). This module reads it back from the stored verdicts -- nothing is re-run --
and gives, per learner, pass^1 and pass^k on each task set, and per policy rule the
learners who broke it, the violations counted over all their trials, and the lessons
that teach the rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from autograder.grading.commands import diagnoses

__all__ = ["learner_stats", "markdown", "rules_broken", "to_json"]


def learner_stats(rows: list[dict]) -> dict[str, dict]:
    """student -> the ``stats`` of their first verdict that carries one."""
    found: dict[str, dict] = {}
    for row in rows:
        stats = row.get("stats")
        if isinstance(stats, dict) and row["student"] not in found:
            found[row["student"]] = stats
    return found


def rules_broken(by_learner: Mapping[str, dict]) -> list[dict[str, Any]]:
    """Per rule broken: learners, violations and lessons; most learners first."""
    from autograder.exercises.ex10_support_agent.shop import RULE_CONCEPTS, RULES

    table: dict[str, dict[str, Any]] = {}
    for student, stats in by_learner.items():
        for rule, count in (stats.get("violations") or {}).items():
            entry = table.setdefault(rule, {"rule": rule, "students": [], "violations": 0})
            entry["students"].append(student)
            entry["violations"] += int(count)
    for entry in table.values():
        entry["students"].sort()
        entry["learners"] = len(entry["students"])
        entry["text"] = RULES.get(entry["rule"], "")
        entry["teach"] = diagnoses.lessons_of(RULE_CONCEPTS.get(entry["rule"], []))
    return sorted(table.values(), key=lambda e: (-e["learners"], -e["violations"], e["rule"]))


def to_json(by_learner: Mapping[str, dict]) -> dict[str, Any]:
    return {
        "learners": {s: by_learner[s] for s in sorted(by_learner)},
        "rules": rules_broken(by_learner),
    }


def markdown(by_learner: Mapping[str, dict]) -> list[str]:
    """The section's Markdown lines (empty when no learner has trial statistics)."""
    if not by_learner:
        return []
    k = next(iter(by_learner.values())).get("k", "k")
    lines = ["", "# 신뢰도: 학습자별 pass^1 · pass^k", ""]
    lines += [f"| 학습자 | 연습 pass^1 | 연습 pass^{k} | 숨은 pass^1 | 숨은 pass^{k} | 정책 위반 |"]
    lines.append("|---|---|---|---|---|---|")
    for student in sorted(by_learner):
        stats = by_learner[student]
        practice, hidden = stats.get("practice") or {}, stats.get("hidden") or {}
        broken = stats.get("violations") or {}
        cells = [_rate(practice.get("pass1")), _rate(practice.get("passk"))]
        cells += [_rate(hidden.get("pass1")), _rate(hidden.get("passk"))]
        violations = ", ".join(f"{r} {n}건" for r, n in broken.items()) or "0"
        if stats.get("untrusted"):  # trials whose log contradicts the grader's recording
            violations += f" (기록 불일치 {stats['untrusted']}회)"
        lines.append(f"| {student} | " + " | ".join(cells) + f" | {violations} |")
    rules = rules_broken(by_learner)
    lines += ["", "# 가장 많이 어긴 정책 규칙", ""]
    if not rules:
        return [*lines, "정책 위반이 없습니다."]
    lines += ["| 규칙 | 학습자 | 위반 횟수 | 누구 | 다시 볼 개념·레슨 |", "|---|---|---|---|---|"]
    for entry in rules:
        text = f"{entry['rule']}. {entry['text']}".replace("|", "\\|")
        teach = "; ".join(
            f"{t['concept']} " + ", ".join(f"[{Path(p).stem}]({p})" for p in t["lessons"])
            for t in entry["teach"]
        )
        who = ", ".join(entry["students"])
        lines.append(
            f"| {text} | {entry['learners']} | {entry['violations']} | {who} | {teach or '-'} |"
        )
    return lines


def _rate(value: Any) -> str:
    return f"{value:.2f}" if isinstance(value, int | float) else "-"

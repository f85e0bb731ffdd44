"""Exercise 10 in the notebook: try one practice trial, and the tasks x trials table.

`practice_world` gives a practice trial's database and ``call_model``; `show_results`
runs the learner's ``run_support`` over every practice task and trial (the same
evidence the grade cells read) and prints pass/fail with the reason; `show_first_failure`
draws the first failing trial's conversation with the offending step marked
(`failure`). Hidden tasks' data never appear here. While the notebook is graded both
cells only say where the results are: the grader's checkpoint runs every trial once,
and repeating that here would only double the cost (issue 23 item 6).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from autograder.checks import grading_in_progress, learner_lang
from autograder.checks.results import learner_message

from .runs import make_world
from .tasks import PRACTICE, K, is_hidden

__all__ = ["practice_world", "show_first_failure", "show_results"]

_SHORT = {
    "ex10.policy_violation": "{rule} 위반(응답 {step}, {tool})",
    "ex10.api_rejected": "API 거절(요청 {step})",
    "ex10.results_split": "결과 나눔(요청 {step})",
    "ex10.no_cap": "상한 없음({calls}번)",
    "ex10.crashed": "예외 {error_type}",
    "ex10.no_model_call": "모델 호출 없음",
    "ex10.not_started": "작성 전",
    "ex10.cell_did_not_run": "답 셀이 실행되지 않음",
    "ex10.cell_syntax_error": "답 셀 {line}번째 줄 문법 오류",
    "ex10.diverged": "모델 응답과 다름(요청 {step})",
    "ex10.unasked_write": "요청 없는 쓰기(응답 {step})",
    "ex10.unbacked_success": "기록 없는 성공(응답 {step})",
    "ex10.refusal_not_error": "is_error 없는 거절(응답 {step}, {rule})",
    "ex10.record_mismatch": "기록 불일치",
    "ex10.stopped_early": "일찍 끝남(응답 {step})",
    "ex10.no_outcome": "결과 dict 아님",
    "ex10.wrong_status": "status {found}",
    "ex10.wrong_state": "DB 목표와 다름({orders})",
    "ex10.missing_fact": "답에 '{fact}' 없음",
}


def practice_world(task_id: str = "P01", seed: int = 0) -> tuple[Any, Any, Any]:
    """(task, its fresh database, a ``call_model``) for one practice trial."""
    if task_id not in PRACTICE:
        raise KeyError(f"{task_id} is not a practice task")
    db, call_model = make_world(task_id, seed)
    return PRACTICE[task_id], db, call_model


def _graded_below() -> bool:
    """While grading: say so instead of running the trials again (True)."""
    if not grading_in_progress():
        return False
    print(learner_message("ex10.graded_below", {}, learner_lang()))
    return True


def _cell(verdict: Any) -> str:
    if verdict is None:
        return "✅ 통과"
    _, key, params = verdict
    try:
        return "❌ " + _SHORT.get(key, key).format(**params)
    except (KeyError, IndexError):
        return "❌ " + key


def show_results(namespace: Mapping[str, Any]) -> dict[str, list]:
    """Print the practice tasks x trials table with reasons; return the verdicts."""
    from autograder.checks import default_client_factory

    from . import collect, verdicts

    if _graded_below():
        return {}
    table = verdicts(collect(namespace, default_client_factory))
    rows = {tid: row for tid, row in table.items() if not is_hidden(tid)}
    print("과제 | " + " | ".join(f"시행 {n}" for n in range(1, K + 1)))
    for task_id, row in rows.items():
        print(f"{task_id}  | " + " | ".join(_cell(v) for v in row))
    trials = [v for row in rows.values() for v in row]
    pass1 = sum(v is None for v in trials) / len(trials)
    passk = sum(all(v is None for v in row) for row in rows.values()) / len(rows)
    print(f"\n연습 과제 pass^1 = {pass1:.2f}, pass^{K} = {passk:.2f}")
    return rows


def show_first_failure(namespace: Mapping[str, Any]) -> Any:
    """The conversation of the first failing trial, its offending step marked (or a note)."""
    from autograder.checks import default_client_factory

    from . import collect
    from .failure import failure_view

    if _graded_below():
        return None
    view = failure_view(collect(namespace, default_client_factory))
    if view is None:
        print("모든 과제의 모든 시행이 통과했습니다.")
    return view

"""Messages of instructor grading: budgets, the clean room, verdicts, the class report."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "grading.sandbox_missing": {
        "ko": "경고: bubblewrap(bwrap)이 없어 샌드박스 없이 채점합니다. 학습자 코드가 파일과 네트워크에 접근할 수 있습니다 (`make system-deps`로 설치하세요).",
        "en": "Warning: bubblewrap (bwrap) is not installed, so grading runs without a sandbox; learner code can read files and reach the network (install it with `make system-deps`).",
    },
    "grading.notebook_timeout": {
        "ko": "노트북 전체 실행 시간 예산(CPU {seconds:g}초)을 넘었거나 너무 오래 기다려 실행을 멈췄습니다. 끝나지 않는 반복문이나 긴 대기가 없는지 확인하세요.",
        "en": "The notebook used up its time budget ({seconds:g} CPU seconds) or waited too long, and was stopped. Look for a loop that never ends or a long sleep.",
    },
    # A time limit never becomes a silent zero: the notebook is not graded, and a score
    # from an earlier grading stays (marked stale for the instructor).
    "grading.time_limit": {
        "ko": "채점하지 않음: 시간 제한. 실행이 시간 제한을 넘어 이번 제출은 채점하지 않았습니다(이전 점수가 있으면 그대로 유지됩니다). 끝나지 않는 반복문이나 긴 대기가 없는지 확인하고 다시 제출하세요.",
        "en": "Not graded: time limit. The run went past its time limit, so this submission was not graded (an earlier score, if any, is kept). Look for a loop that never ends or a long wait, and submit again.",
    },
    "grading.process_died": {
        "ko": "코드 실행 중 프로세스가 종료되었습니다(sys.exit/os._exit, 메모리 초과, 강제 종료 등). 종료된 지점 이후는 채점할 수 없었습니다.",
        "en": "The process running your code ended (sys.exit/os._exit, out of memory, killed, ...). Nothing after that point could be graded.",
    },
    "grading.protocol_violation": {
        "ko": "코드가 채점 통신 채널을 건드려 이 제출물을 채점할 수 없었습니다.",
        "en": "Your code interfered with the grading channel, so this submission could not be graded.",
    },
    # sandbox-hardening: the limit is protocol.MAX_SOURCE (2 MiB); change both together.
    "grading.memory_limit": {
        "ko": "채점기가 이 제출물을 처리하는 데 쓸 수 있는 메모리 한도를 넘어 채점하지 못했습니다. 도구 결과나 스키마가 지나치게 크거나 깊지 않은지 확인하세요.",
        "en": "Grading this submission needed more than the grader's memory limit for one submission, so it could not be graded. Check that no tool result or schema is huge or deeply nested.",
    },
    "grading.submission_too_large": {
        "ko": "제출물이 너무 큽니다: 코드 셀 하나의 소스는 최대 2 MiB(2,097,152바이트)까지 채점할 수 있어 이 노트북은 실행하지 않았습니다. 큰 데이터는 셀에 붙여 넣지 말고 코드로 만들어 쓰세요.",
        "en": "Submission too large: a code cell's source may be at most 2 MiB (2,097,152 bytes), so this notebook was not run. Do not paste large data into a cell; build it in code.",
    },
    "grading.collect_failed": {
        "ko": "채점용 실행 중 오류가 났습니다: {error}",
        "en": "Running your code for grading failed: {error}",
    },
    "grading.not_run": {
        "ko": "이 채점 셀 앞에서 실행이 멈춰 채점하지 못했습니다: {reason}",
        "en": "Execution stopped before this grade cell, so it could not be graded: {reason}",
    },
    "grading.no_verdict": {
        "ko": "이 채점 항목에 대한 검사 결과가 없어 0점 처리되었습니다.",
        "en": "No check result exists for this criterion, so it scores 0.",
    },
    "grading.evaluate_error": {
        "ko": "채점기가 제출물의 결과를 판정하지 못했습니다. 강사에게 알려 주세요.",
        "en": "The grader could not evaluate this submission's results; please tell your instructor.",
    },
    "grading.cell_timeout": {
        "ko": "채점용 실행이 셀 시간 예산({cell_seconds:g}초)을 넘어 멈췄습니다. 끝나지 않는 반복문이 없는지 확인하세요.",
        "en": "Running your code for grading exceeded the cell time budget ({cell_seconds:g} s) and was stopped. Look for a loop that never ends.",
    },
    "grading.cell_restored": {
        "ko": "이 채점 셀은 제출물에서 지워졌거나 바뀌어 있어 원래대로 되돌려 채점했습니다.",
        "en": "This grade cell was deleted or changed in the submission; it was restored before grading.",
    },
    "grading.unrenderable": {
        "ko": "이 항목의 자세한 설명을 만들지 못했습니다. 강사에게 알려 주세요.",
        "en": "The explanation for this criterion could not be produced; please tell your instructor.",
    },
    "grading.self_check_while_grading": {
        "ko": "채점 중에는 자가 점검을 다시 돌리지 않습니다. 판정은 아래 채점 셀에 있습니다.",
        "en": "While grading, the self-check does not run again; the grade cells below hold the verdicts.",
    },
    "grading.self_check_total": {
        "ko": "{passed}/{total}개 통과",
        "en": "{passed}/{total} passed",
    },
    "grading.cell_passed": {
        "ko": "통과: {points:g}/{max_points:g}점",
        "en": "Passed: {points:g}/{max_points:g} points",
    },
    "grading.cell_failed": {
        "ko": "미통과: {points:g}/{max_points:g}점",
        "en": "Not passed: {points:g}/{max_points:g} points",
    },
    "grading.report_pass_rate": {
        "ko": "채점 항목별 통과율",
        "en": "Pass rate per criterion",
    },
    "grading.report_diagnoses": {
        "ko": "진단별 학습자 수 (다시 가르칠 내용)",
        "en": "Learners per diagnosis (what to re-teach)",
    },
    "grading.report_group_mistake": {
        "ko": "원인별 학습자 수 (다시 가르칠 내용)",
        "en": "Learners per cause (what to re-teach)",
    },
    "grading.report_group_blank": {
        "ko": "답하지 않은 항목",
        "en": "Not attempted",
    },
    "grading.report_group_grading": {
        "ko": "채점 실패 (학습자의 실수가 아님)",
        "en": "Grading failures (not the learner's mistake)",
    },
    "grading.report_histogram": {
        "ko": "총점 분포",
        "en": "Score histogram",
    },
    "grading.report_learners": {
        "ko": "학습자 수",
        "en": "learners",
    },
    "grading.report_rate_axis": {
        "ko": "통과율 (%)",
        "en": "pass rate (%)",
    },
}

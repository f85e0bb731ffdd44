"""The texts nbgrader lets a course configure: `nbgrader validate`'s summary lines, the
feedback page's labels, and the instructor's warning when feedback is released before
hand-grading. Validator lines keep nbgrader's own placeholders ({num_failed} ...)."""

MESSAGES = {
    "nbgrader.validate_failed": {
        "ko": "채점 셀 {num_failed}개를 통과하지 못했습니다. 이대로 제출하면 만점을 받지 못합니다.\n",
        "en": "{num_failed} grade cell(s) did not pass. Submitted as it is, this will not get full marks.\n",
    },
    "nbgrader.validate_changed": {
        "ko": "채점 셀 {num_changed}개의 내용이 바뀌었습니다. 채점할 때는 원래 셀로 되돌려 채점합니다.\n",
        "en": "{num_changed} grade cell(s) were changed. Grading puts the original cells back.\n",
    },
    "nbgrader.validate_type_changed": {
        "ko": "셀 {num_changed}개의 종류가 바뀌었습니다. 채점할 때는 원래 종류로 되돌려 채점합니다.\n",
        "en": "{num_changed} cell(s) changed their type. Grading puts the original type back.\n",
    },
    "nbgrader.validate_passed": {
        "ko": "채점 셀 {num_passed}개를 통과했습니다.\n",
        "en": "{num_passed} grade cell(s) passed.\n",
    },
    "nbgrader.feedback.score": {"ko": "점수", "en": "Score"},
    "nbgrader.feedback.top": {"ko": "맨 위로", "en": "Top"},
    "nbgrader.feedback.test_cell": {"ko": "자동 채점 기준", "en": "Test cell"},
    "nbgrader.feedback.coding_response": {"ko": "코드로 쓴 답", "en": "Coding free-response"},
    "nbgrader.feedback.written_response": {"ko": "글로 쓴 답", "en": "Written response"},
    "nbgrader.feedback.task": {"ko": "과제", "en": "Task"},
    "nbgrader.feedback.comment": {"ko": "강사 의견", "en": "Comment"},
    "nbgrader.feedback.comments": {"ko": "강사 의견", "en": "Comments"},
    "nbgrader.feedback.late_penalty": {"ko": "지각 감점", "en": "Late submission penalty"},
    "nbgrader.feedback.answer": {"ko": "학습자의 답", "en": "Student's answer"},
    "nbgrader.feedback.student_task": {"ko": "학습자의 과제", "en": "Student's task"},
    "nbgrader.feedback.grade_cell": {"ko": "채점 셀", "en": "Grade cell"},
    "nbgrader.feedback_ungraded": {
        "ko": "경고: 손으로 채점할 답 {count}개가 아직 채점되지 않았습니다 ({where}). 지금 배포한 피드백에는 그 답이 0점으로 보입니다. Manual Grading에서 채점하고 Generate Feedback, Release Feedback을 다시 누르세요.",
        "en": "Warning: {count} answer(s) to grade by hand are not graded yet ({where}). The feedback just released shows them as 0 points. Grade them in Manual Grading, then press Generate Feedback and Release Feedback again.",
    },
}

"""The course's one nbgrader configuration (nbgrader 0.9.x).

Layout (docs/ARCHITECTURE.md): ``solutions/<id>/<id>.ipynb`` is nbgrader's *source*,
``exercises/<id>/<id>.ipynb`` its generated *release*; grading folders (submitted/,
autograded/, feedback/, gradebook.db) live beside them and are ignored by git.
"""

from nbconvert.preprocessors import CSSHTMLHeaderPreprocessor
from nbgrader.preprocessors import GetGrades

from autograder.grading.plugins.hidden_tests import StripDiagnoses, StripHiddenTests
from autograder.grading.plugins.preprocessors import AUTOGRADE_PREPROCESSORS, SANITIZE_PREPROCESSORS

c = get_config()  # noqa: F821 -- provided by traitlets when nbgrader loads this file

c.CourseDirectory.source_directory = "solutions"
c.CourseDirectory.release_directory = "exercises"
c.CourseDirectory.submitted_directory = "submitted"
c.CourseDirectory.autograded_directory = "autograded"
c.CourseDirectory.feedback_directory = "feedback"

# Release notebooks: Korean stubs where the learner answers.
c.ClearSolutions.code_stub = {
    "python": "# 여기에 코드를 작성하세요 (YOUR CODE HERE)\nraise NotImplementedError()"
}
c.ClearSolutions.text_stub = "여기에 답을 쓰세요 (YOUR ANSWER HERE)"

# ---- grading path (owner: grading; docs/ARCHITECTURE.md "Grading") -------------------
# ONE grading path: plain `nbgrader autograde`, formgrader's Autograde button and
# `make grade` (the same converter, in parallel) all run learner cells in the sandboxed
# clean room and score grade cells from grader-side verdicts; grade cells never run in
# the learner's kernel. Deleted grade cells are restored (and the learner is told).
c.Autograde.sanitize_preprocessors = SANITIZE_PREPROCESSORS
c.Autograde.autograde_preprocessors = AUTOGRADE_PREPROCESSORS
# Learner-facing language of verdicts and feedback: "ko" (default) or "en".
c.SandboxExecute.lang = "ko"
c.ApplyVerdicts.lang = "ko"

# Feedback: never show hidden test source (nor its traceback), nor diagnosis keys.
c.GenerateFeedback.preprocessors = [
    GetGrades,
    StripHiddenTests,
    StripDiagnoses,
    CSSHTMLHeaderPreprocessor,
]

# `nbgrader validate` / the Validate button: Korean summary lines (the failures it lists
# are the grade cells' own outputs: Korean sentences, no traceback, no grader paths).
c.Validator.failed_warning = (
    "채점 셀 {num_failed}개를 통과하지 못했습니다. 이대로 제출하면 만점을 받지 못합니다.\n"
)
c.Validator.changed_warning = (
    "채점 셀 {num_changed}개의 내용이 바뀌었습니다. 채점할 때는 원래 셀로 되돌려 채점합니다.\n"
)
c.Validator.type_changed_warning = (
    "셀 {num_changed}개의 종류가 바뀌었습니다. 채점할 때는 원래 종류로 되돌려 채점합니다.\n"
)
c.Validator.passed_warning = "채점 셀 {num_passed}개를 통과했습니다.\n"
# ---- end of grading path ---------------------------------------------------------------

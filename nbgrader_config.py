"""The course's one nbgrader configuration (nbgrader 0.9.x).

Layout (docs/ARCHITECTURE.md): ``solutions/<id>/<id>.ipynb`` is nbgrader's *source*,
``exercises/<id>/<id>.ipynb`` its generated *release*; grading folders (submitted/,
autograded/, feedback/, gradebook.db) live beside them and are ignored by git.
"""

from nbconvert.preprocessors import CSSHTMLHeaderPreprocessor
from nbgrader.preprocessors import GetGrades

from autograder.grading.plugins.engines import share_gradebook_engines
from autograder.grading.plugins.hidden_tests import StripDiagnoses, StripHiddenTests
from autograder.grading.plugins.preprocessors import AUTOGRADE_PREPROCESSORS, SANITIZE_PREPROCESSORS
from autograder.grading.plugins.texts import FeedbackLabels, configure_feedback, configure_validator

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
# nbgrader opens a new database engine for each of the ~9 Gradebooks per notebook; one
# engine per gradebook file keeps SQLAlchemy's statement cache (plugins/engines.py).
share_gradebook_engines()
# nbconvert validates the notebook against its schema after every preprocessor; once, after
# the last, is enough: the notebook nbgrader writes is validated all the same (measured:
# docs/ARCHITECTURE.md, "Each converted notebook is checked ... once").
c.Exporter.optimistic_validation = True
# Learner-facing language of verdicts and feedback: "ko" (default) or "en".
c.SandboxExecute.lang = "ko"
c.ApplyVerdicts.lang = "ko"

# Feedback: never show hidden test source (nor its traceback), nor diagnosis keys; the
# page's labels in the course's language (autograder/grading/plugins/texts.py).
c.GenerateFeedback.preprocessors = [
    GetGrades,
    StripHiddenTests,
    StripDiagnoses,
    FeedbackLabels,
    CSSHTMLHeaderPreprocessor,
]
configure_feedback(c)

# `nbgrader validate`: Korean summary lines (the failures it lists are the grade cells' own
# outputs: Korean sentences, no traceback, no grader paths). The hub's common config sets
# the same lines for learners, who never read this file (autograder/grading/plugins/texts.py).
configure_validator(c)
# ---- end of grading path ---------------------------------------------------------------

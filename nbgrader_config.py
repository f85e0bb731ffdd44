"""The course's one nbgrader configuration (nbgrader 0.9.x).

Layout (docs/ARCHITECTURE.md): ``solutions/<id>/<id>.ipynb`` is nbgrader's *source*,
``exercises/<id>/<id>.ipynb`` its generated *release*; grading folders (submitted/,
autograded/, feedback/, gradebook.db) live beside them and are ignored by git.
"""

from nbconvert.preprocessors import CSSHTMLHeaderPreprocessor
from nbgrader.preprocessors import GetGrades

from autograder.grading.hidden_tests import StripHiddenTests

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

# Feedback: never show hidden test source (nor its traceback) to learners.
c.GenerateFeedback.preprocessors = [GetGrades, StripHiddenTests, CSSHTMLHeaderPreprocessor]

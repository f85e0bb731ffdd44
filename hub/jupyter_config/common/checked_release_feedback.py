"""nbgrader's release_feedback, with a warning when hand-graded answers are still ungraded.

Feedback released before the instructor graded a written answer shows that answer as
0 points, and nbgrader says nothing. This release first asks the gradebook which of the
released submissions still need a manual grade and logs a warning naming them: the
formgrader's "Release Feedback" dialog shows the log (and `nbgrader release_feedback`
prints it). The feedback is still released, as the instructor asked.
"""

from nbgrader.api import Gradebook
from nbgrader.exchange.default.release_feedback import ExchangeReleaseFeedback

from autograder.catalogue import render


class CheckedReleaseFeedback(ExchangeReleaseFeedback):
    def copy_files(self):
        ungraded = self._ungraded()
        super().copy_files()
        if ungraded:
            where = ", ".join(ungraded[:10]) + (" ..." if len(ungraded) > 10 else "")
            for lang in ("ko", "en"):
                self.log.warning(render("nbgrader.feedback_ungraded", lang,
                                        count=len(ungraded), where=where))  # fmt: skip

    def _ungraded(self) -> list[str]:
        """'student/notebook' of each released submission still needing a manual grade."""
        wanted = self.coursedir.student_id or "*"
        found = []
        with Gradebook(self.coursedir.db_url) as gradebook:
            assignment = gradebook.find_assignment(self.coursedir.assignment_id)
            for submission in assignment.submissions:
                if wanted not in ("*", submission.student_id):
                    continue
                for notebook in submission.notebooks:
                    if notebook.needs_manual_grade:
                        found.append(f"{submission.student_id}/{notebook.name}")
        return sorted(found)

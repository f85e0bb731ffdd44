"""nbgrader's exchange for everyone on the course's hub (loaded through JUPYTER_CONFIG_PATH).

The hub's spawner puts this directory on every user's config path and sets
TOOLUSE_EXCHANGE_ROOT (docs/INSTRUCTOR_GUIDE.md). The course's own nbgrader_config.py
(grading settings) is loaded on top of this for the instructor (../instructor/).
"""

import os
import sys

sys.path.insert(
    0, os.path.dirname(os.path.abspath(__file__))
)  # the exchange classes beside this file
from checked_release_feedback import CheckedReleaseFeedback
from private_submit import PrivateSubmit

from autograder.grading.plugins.texts import configure_validator

c = get_config()  # noqa: F821 -- provided by traitlets when nbgrader loads this file

c.CourseDirectory.course_id = os.environ.get("TOOLUSE_COURSE_ID", "tooluse")
c.Exchange.root = os.environ.get("TOOLUSE_EXCHANGE_ROOT", "/srv/nbgrader/exchange")
# Submissions readable by the instructor's group only (see private_submit.py).
c.ExchangeFactory.submit = PrivateSubmit
# Releasing feedback before every hand-graded answer is graded warns the instructor.
c.ExchangeFactory.release_feedback = CheckedReleaseFeedback
# `nbgrader validate` in a learner's terminal: the course's Korean summary lines.
configure_validator(c)

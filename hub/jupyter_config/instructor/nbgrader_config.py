"""The instructor's course directory, then the course's own nbgrader configuration.

formgrader reads its configuration from the config path, not from the course directory,
so the course's nbgrader_config.py (source/release folders, Korean stubs, feedback without
hidden tests) is loaded from there explicitly.
"""

import os

c = get_config()  # noqa: F821 -- provided by traitlets when nbgrader loads this file

_root = os.environ.get("TOOLUSE_COURSE_ROOT")
if _root:
    c.CourseDirectory.root = _root
    load_subconfig(os.path.join(_root, "nbgrader_config.py"))  # noqa: F821 -- traitlets

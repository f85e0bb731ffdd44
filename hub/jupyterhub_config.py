"""JupyterHub configuration for the course on one server (`make hub`).

Everything is computed in hub/settings.py from the roster (hub/roster.csv) and the
TOOLUSE_HUB_* variables; see docs/INSTRUCTOR_GUIDE.md.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository: `hub` package

from hub.settings import configure

configure(get_config())  # noqa: F821 -- provided by traitlets when JupyterHub loads this file

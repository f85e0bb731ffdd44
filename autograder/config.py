"""Course-wide constants: the one model id, environment switches, the default language.

Every lesson, exercise and check reads the model id from here (`autograder.MODEL`),
so a retired model id is fixed in one line.
"""

from __future__ import annotations

#: The model every lesson and exercise talks to (the seeds' model).
MODEL = "claude-sonnet-5"

#: Set to "1" (together with ANTHROPIC_API_KEY) to talk to the real API instead of the simulator.
LIVE_ENV = "TOOLUSE_LIVE"

#: Set to "1" wherever a learner's notebook is graded (the sandbox, `make release`'s run):
#: clients are offline whatever else is asked, and notebook cells know grading is on.
GRADING_ENV = "TOOLUSE_GRADING"

#: Learner-facing messages are Korean first; English is available everywhere.
DEFAULT_LANG = "ko"
SUPPORTED_LANGS = ("ko", "en")

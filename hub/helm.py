"""The Zero-to-JupyterHub user lists of a roster (`make hub-users`).

`deploy/roster-values.yaml` is generated from `hub/roster.csv` by this, never edited by
hand: allowed users are the roster, admins are its instructors (the hub's admins get the
instructor's pod, see deploy/values.yaml), and the same three groups as on one server.
`tests/hub/test_deploy.py` fails when the committed file and the roster disagree.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from hub.roster import Member
from hub.settings import COURSE_GROUP

__all__ = ["roster_values"]


def roster_values(members: list[Member], roster: Path) -> str:
    """The values file text (helm --values) for `members`, read from `roster`."""
    instructors = sorted(m.username for m in members if m.is_instructor)
    everyone = sorted(m.username for m in members)
    values = {
        "hub": {
            "config": {
                "Authenticator": {"admin_users": instructors, "allowed_users": everyone},
                "JupyterHub": {
                    "load_groups": {  # copies: YAML anchors would hide the lists
                        COURSE_GROUP: {"users": list(everyone)},
                        f"{COURSE_GROUP}-instructors": {"users": list(instructors)},
                        f"{COURSE_GROUP}-learners": {
                            "users": sorted(set(everyone) - set(instructors))
                        },
                    }
                },
            }
        },
        # The learners with their names, for the gradebook (the instructor pod's init
        # container, `python -m autograder course-setup`; deploy/values.yaml).
        "custom": {
            "tooluse": {
                "students": [
                    {"id": m.username, "last_name": m.family_name, "first_name": m.given_name}
                    for m in members
                    if not m.is_instructor
                ]
            }
        },
    }
    header = (
        f"# Generated from {roster.name} by `make hub-users` (python -m hub helm-users).\n"
        "# Do not edit: change the roster and run it again.\n"
    )
    return header + yaml.safe_dump(values, sort_keys=True, allow_unicode=True)

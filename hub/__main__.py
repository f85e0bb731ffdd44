"""`python -m hub provision`: create the roster's users, homes, course copies and exchange."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from hub.provision import Layout, provision
from hub.roster import RosterError, read_roster
from hub.settings import DEFAULT_STATE
from hub.spawner import HUB_DIR


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hub")
    verbs = parser.add_subparsers(dest="verb", required=True)
    verb = verbs.add_parser("provision", help="create what the roster needs and is missing")
    env = os.environ
    verb.add_argument(
        "--roster", type=Path, default=env.get("TOOLUSE_HUB_ROSTER", HUB_DIR / "roster.csv")
    )
    verb.add_argument("--state", type=Path, default=env.get("TOOLUSE_HUB_STATE", DEFAULT_STATE))
    verb.add_argument("--homes", type=Path, default=Path("/home"))
    args = parser.parse_args(argv)
    if os.geteuid() != 0:
        print("python -m hub provision creates unix users: run it as root", file=sys.stderr)
        return 2
    try:
        members = read_roster(args.roster)
    except RosterError as error:
        print(error, file=sys.stderr)
        return 2
    print(f"==> hub: provisioning {len(members)} roster member(s) from {args.roster}")
    provision(members, Layout(repo=HUB_DIR.parent, state=args.state, homes=args.homes))
    return 0


if __name__ == "__main__":
    sys.exit(main())

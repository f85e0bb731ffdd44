"""`python -m hub provision|start|stop|down|helm-users`: the course's hub on one server.

`make hub` runs ``provision`` then ``start``; `make hub-down` runs ``down`` (``--purge``
with ``PURGE=1``). ``helm-users`` prints the Zero-to-JupyterHub user lists of a roster.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from hub.roster import RosterError, read_roster
from hub.settings import DEFAULT_STATE
from hub.spawner import HUB_DIR

VERBS = {
    "provision": "create what the roster needs and is missing",
    "start": "start JupyterHub in the background and wait until it answers",
    "stop": "stop JupyterHub and its users' servers",
    "down": "stop, and undo what `make hub` changed on the system",
    "helm-users": "print deploy/roster-values.yaml for a roster (no root needed)",
}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m hub")
    verbs = parser.add_subparsers(dest="verb", required=True)
    env = os.environ
    for verb, help_text in VERBS.items():
        sub = verbs.add_parser(verb, help=help_text)
        sub.add_argument(
            "--roster", type=Path, default=env.get("TOOLUSE_HUB_ROSTER", HUB_DIR / "roster.csv")
        )
        sub.add_argument("--state", type=Path, default=env.get("TOOLUSE_HUB_STATE", DEFAULT_STATE))
        sub.add_argument("--homes", type=Path, default=Path("/home"))
        sub.add_argument("--port", type=int, default=int(env.get("TOOLUSE_HUB_PORT", "18000")))
        sub.add_argument("--purge", action="store_true", help="down: remove users and state too")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        members = read_roster(args.roster)
    except RosterError as error:
        print(error, file=sys.stderr)
        return 2
    if args.verb == "helm-users":
        from hub.helm import roster_values

        print(roster_values(members, args.roster), end="")
        return 0
    if os.geteuid() != 0:
        print(f"python -m hub {args.verb} manages unix users: run it as root", file=sys.stderr)
        return 2
    from hub import lifecycle
    from hub.provision import Layout, provision

    layout = Layout(repo=HUB_DIR.parent, state=args.state.resolve(), homes=args.homes)
    if args.verb == "provision":
        print(f"==> hub: provisioning {len(members)} roster member(s) from {args.roster}")
        provision(members, layout)
    elif args.verb == "start":
        seconds = lifecycle.start(layout, args.port, dict(os.environ))
        print(f"==> JupyterHub answers on http://127.0.0.1:{args.port}/ after {seconds:.1f} s")
        print(f"    log: {layout.private / 'jupyterhub.log'}; stop it with `make hub-down`")
    else:
        stopping = lifecycle.stop if args.verb == "stop" else None
        said = (
            stopping(layout, members)
            if stopping
            else lifecycle.down(layout, members, purge=args.purge)
        )
        for line in said or ["nothing was running"]:
            print(f"  - {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

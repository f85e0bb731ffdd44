"""`python -m autograder <verb>`: one command line for learners, instructors and CI.

Each verb lives in the module that owns its work and exposes two functions:
``add_arguments(parser)`` and ``run(args) -> int``. Modules are imported only when their
verb runs, so `python -m autograder serve` never pays for nbgrader's imports.

Exit codes (stable contract): 0 the work ran (whatever the grades), 1 the tool itself
failed (the class name and message are printed, no traceback), 2 bad usage (argparse).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# verb -> (module, one-line help). Order here is the order of `--help`.
VERBS: dict[str, tuple[str, str]] = {
    "serve": ("autograder.simulator.server", "serve the offline Messages API on 127.0.0.1"),
    "release": (
        "autograder.grading.commands.release",
        "generate exercises/ from solutions/ (nbgrader)",
    ),
    "grade": (
        "autograder.grading.commands.grade",
        "autograde submissions in parallel, then export",
    ),
    "report": (
        "autograder.grading.commands.report",
        "per-criterion and per-diagnosis class report",
    ),
    "goldens": (
        "autograder.grading.commands.goldens",
        "check or rewrite golden submission results",
    ),
    "notebooks-clean": ("autograder.notebooks", "strip outputs and execution counts"),
    "setup-lab": ("autograder.labsetup", "write JupyterLab settings for learners"),
    "prepare": ("autograder.simulator.prepare", "build the simulator's shared data files once"),
    "course-setup": (
        "autograder.grading.commands.course_setup",
        "record exercises and learners in a gradebook",
    ),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m autograder", description=__doc__.split("\n")[0]
    )
    verbs = parser.add_subparsers(dest="verb", required=True, metavar="VERB")
    for verb, (module_name, help_text) in VERBS.items():
        sub = verbs.add_parser(verb, help=help_text, description=help_text)
        sub.set_defaults(_module=module_name)
        # Arguments are added lazily in main(): only the chosen verb's module is imported.
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    known, _ = parser.parse_known_args(argv[:1] or ["--help"])
    module = importlib.import_module(known._module)
    sub = argparse.ArgumentParser(prog=f"python -m autograder {known.verb}")
    module.add_arguments(sub)
    args = sub.parse_args(argv[1:])
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the CLI contract: class name and message, no traceback
        print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
        return 1

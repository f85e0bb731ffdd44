"""JupyterLab settings for learners, written into the virtual environment.

`make install` runs this (the browser test relies on it), and `make lab` again before every
start so that an older .venv picks up changed settings. It writes JupyterLab's ``overrides.json`` (the documented way
to change defaults for one installation) so that the interface starts in Korean and never
shows the first-run news pop-up, which would try to reach the network, and Markdown files
(the course's table of contents) open rendered.

It also writes ``etc/jupyter/labconfig/page_config.json`` with ``disabledExtensions``, the
file ``jupyter labextension disable --sys-prefix`` edits (nbgrader's installation guide
disables its lab extensions one by one this way): learners do not see the instructor's
panels (formgrader, create-assignment, course list) but keep *Validate* and the assignment
list. ``setup-lab --instructor`` writes the file with nothing disabled.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

__all__ = ["INSTRUCTOR_ONLY", "LAB_OVERRIDES", "write_lab_overrides", "write_page_config"]

#: nbgrader's instructor-side lab plugins (ids as `jupyter labextension list` shows them).
INSTRUCTOR_ONLY = (
    "@jupyter/nbgrader:formgrader",
    "@jupyter/nbgrader:create-assignment",
    "@jupyter/nbgrader:course-list",
)

LAB_OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {
        "checkForUpdates": False,
        "fetchNews": "false",
    },
    "@jupyterlab/translation-extension:plugin": {"locale": "ko_KR"},
    # The course opens on lessons/README.md: render Markdown so its links can be clicked.
    "@jupyterlab/docmanager-extension:plugin": {
        "defaultViewers": {"markdown": "Markdown Preview"},
    },
}


def write_lab_overrides(prefix: Path = Path(sys.prefix)) -> Path:
    """Write the overrides below `prefix` (the venv) and return the file's path."""
    target = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(LAB_OVERRIDES, indent=2, ensure_ascii=False) + "\n")
    return target


def write_page_config(prefix: Path = Path(sys.prefix), *, instructor: bool = False) -> Path:
    """Disable the instructor-only nbgrader plugins for learners (keep any other settings)."""
    target = prefix / "etc" / "jupyter" / "labconfig" / "page_config.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    config = json.loads(target.read_text(encoding="utf-8")) if target.exists() else {}
    disabled = dict(config.get("disabledExtensions", {}))
    for plugin in INSTRUCTOR_ONLY:
        if instructor:
            disabled.pop(plugin, None)
        else:
            disabled[plugin] = True
    config["disabledExtensions"] = disabled
    target.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    return target


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--prefix", type=Path, default=Path(sys.prefix))
    parser.add_argument(
        "--instructor", action="store_true", help="keep nbgrader's formgrader and create-assignment"
    )


def run(args: argparse.Namespace) -> int:
    print(f"wrote {write_lab_overrides(args.prefix)}")
    print(f"wrote {write_page_config(args.prefix, instructor=args.instructor)}")
    return 0

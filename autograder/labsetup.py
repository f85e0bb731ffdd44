"""JupyterLab settings for learners, written into the virtual environment.

`make install` runs this (the browser test relies on it), and `make lab` again before every
start so that an older .venv picks up changed settings. It writes JupyterLab's ``overrides.json`` (the documented way
to change defaults for one installation) so that the interface starts in Korean and never
shows the first-run news pop-up, which would try to reach the network, and Markdown files
(the course's table of contents) open rendered.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

__all__ = ["LAB_OVERRIDES", "write_lab_overrides"]

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


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--prefix", type=Path, default=Path(sys.prefix))


def run(args: argparse.Namespace) -> int:
    print(f"wrote {write_lab_overrides(args.prefix)}")
    return 0

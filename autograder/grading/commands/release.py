"""`python -m autograder release`: regenerate exercises/ from solutions/ with nbgrader.

It first writes each exercise's rubric (``rubric.toml``) into its source notebook and
docs/RUBRICS.md (``rubrics.sync``), so the release carries the rubric as the data says.

``solutions/<id>/<id>.ipynb`` is nbgrader's source (solution regions, hidden tests);
``nbgrader generate_assignment`` turns it into the release ``exercises/<id>/<id>.ipynb``,
which is committed. :func:`generate` is also what the out-of-sync test and the golden
runs use, on a scratch copy of the course.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from autograder.config import GRADING_ENV
from autograder.notebooks import clean_notebook

__all__ = [
    "ROOT",
    "assignments",
    "config_problems",
    "generate",
    "nbgrader_command",
    "scratch_course",
]

ROOT = Path(__file__).resolve().parents[3]
SOURCE, RELEASE, CONFIG = "solutions", "exercises", "nbgrader_config.py"


def assignments(root: Path = ROOT) -> list[str]:
    """Every exercise id with a source notebook (`solutions/<id>/<id>.ipynb`)."""
    return sorted(
        p.parent.name for p in (root / SOURCE).glob("*/*.ipynb") if p.stem == p.parent.name
    )


def nbgrader_command(verb: str, *args: str, root: Path) -> list[str]:
    """The `nbgrader <verb>` command line run inside course directory `root`."""
    return [sys.executable, "-m", "nbgrader", verb, *args, f"--CourseDirectory.root={root}"]


def run_nbgrader(verb: str, *args: str, root: Path) -> subprocess.CompletedProcess[str]:
    """Run nbgrader in `root`; raise with its log when it fails."""
    # nbgrader's gradebook runs `alembic` from PATH: put this interpreter's scripts first.
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    env = {**os.environ, "JUPYTER_PLATFORM_DIRS": "1", "PYTHONPATH": str(ROOT), "PATH": path}
    env.pop("ANTHROPIC_API_KEY", None)  # grading never talks to the real API
    env[GRADING_ENV] = "1"
    proc = subprocess.run(
        nbgrader_command(verb, *args, root=root), cwd=root, env=env, capture_output=True, text=True
    )
    if proc.returncode != 0:
        raise RuntimeError(f"nbgrader {verb} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return proc


def generate(
    root: Path = ROOT, ids: Iterable[str] | None = None, *, db: bool = False
) -> list[Path]:
    """Run `nbgrader generate_assignment` for `ids` (default: all); return the release paths.

    When `ids` are every folder of the course's sources, one nbgrader process makes them
    all (assignment id ``*``): nbgrader's start-up costs more than converting one exercise
    (the ten: 3.5 s of CPU in one run, 15.8 s one at a time), and the releases and the
    gradebook's assignments, notebooks and cells it makes are the same."""
    ids = list(ids or assignments(root))
    options = ["--force", *([] if db else ["--no-db"])]
    if len(ids) > 1 and set(ids) == _source_folders(root):
        run_nbgrader("generate_assignment", "*", *options, root=root)
    else:
        for exercise in ids:
            run_nbgrader("generate_assignment", exercise, *options, root=root)
    written = []
    for exercise in ids:
        path = root / RELEASE / exercise / f"{exercise}.ipynb"
        _store_clean(path)
        written.append(path)
    return written


def _source_folders(root: Path) -> set[str]:
    """What nbgrader's ``*`` matches: every folder under the course's sources."""
    return {p.name for p in (root / SOURCE).iterdir() if p.is_dir()}


def _store_clean(path: Path) -> None:
    import nbformat

    nb = nbformat.read(path, as_version=4)
    if clean_notebook(nb):
        nbformat.write(nb, path)


def scratch_course(target: Path, root: Path = ROOT) -> Path:
    """Copy the config and the source notebooks into `target` (a fresh course directory)."""
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy2(root / CONFIG, target / CONFIG)
    shutil.copytree(root / SOURCE, target / SOURCE, dirs_exist_ok=True)
    return target


def config_problems(path: Path = ROOT / CONFIG) -> list[str]:
    """Options in nbgrader config `path` that no nbgrader class (or preprocessor it names) knows."""
    from nbgrader.apps import NbGraderApp
    from traitlets.config.loader import PyFileConfigLoader

    config = PyFileConfigLoader(path.name, path=str(path.parent)).load_config()
    # Every converter's exporter (Exporter: its validation), GenerateFeedback's (its template)
    from nbconvert.exporters import Exporter, HTMLExporter
    from nbgrader.validator import Validator  # configured by `nbgrader validate` / the button

    classes = {cls.__name__: cls for cls in NbGraderApp().all_configurable_classes()}
    classes.setdefault(Validator.__name__, Validator)
    classes.setdefault(HTMLExporter.__name__, HTMLExporter)
    classes.setdefault(Exporter.__name__, Exporter)
    for section in config.values():
        for value in section.values() if hasattr(section, "values") else ():
            for item in value if isinstance(value, list) else ():
                if isinstance(item, type):
                    classes.setdefault(item.__name__, item)
    problems = []
    for name, section in config.items():
        cls = classes.get(name)
        known = set(cls.class_trait_names(config=True)) if cls else set()
        problems += [f"{name}.{key}" for key in section if key not in known]
    return problems


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("ids", nargs="*", help="exercise ids (default: every one in solutions/)")


def run(args: argparse.Namespace) -> int:
    from autograder.grading.commands.rubrics import sync

    for path in sync(ROOT):  # the rubric tables first: they are part of the source
        print(f"wrote {path.relative_to(ROOT)}")
    # With the gradebook (gradebook.db, git-ignored): `nbgrader autograde` works right after.
    for path in generate(ROOT, args.ids or None, db=True):
        print(f"wrote {path.relative_to(ROOT)}")
    return 0

"""What a learner must not read, and the walk of the whole file system that looks for it.

`forbidden(room, learner)` gathers, as root, what is forbidden to `learner` on this class:
exact copies (digests) of every solution notebook, of the gradebook, of the other learners'
submissions and feedback and of the passwords file; distinctive lines of every hidden test
and solution that appear nowhere a learner may look (their release, the lessons, the
learners' installation); canaries planted under ``/root``, in the other learners' homes and
in the instructor's course folder; whole folders (``/root``, other homes, the hub's private
state). `walk(room, learner, spec)` runs `fswalk.py` as the learner and returns its hits.

A hit outside everything the hub made, inside another copy of the course repository on this
machine (a developer's clone or snapshot the hub never touched: a folder with ``.git``, or
with ``solutions/`` beside ``nbgrader_config.py``) or in a file older than the classroom
(a scratch copy someone left in /tmp), is returned apart: no hub can close what it does not
know about, and the guide tells instructors to keep the class server
free of readable copies. Every hit is also written to test-output/hub/walk-<learner>.json.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import re
import secrets
from collections.abc import Iterator
from pathlib import Path

from tests.conftest import ROOT
from tests.hub.browser import OUTPUT
from tests.hub.classroom import Classroom

WALKER = Path(__file__).with_name("fswalk.py")
_REGIONS = re.compile(
    r"### BEGIN (HIDDEN TESTS|SOLUTION)\n(.*?)### END (?:HIDDEN TESTS|SOLUTION)", re.S
)
TOKENS_PER_NOTEBOOK = 6


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _allowed_text(install: Path) -> str:
    """Everything a learner may read that could quote a solution line."""
    roots = [ROOT / "exercises", ROOT / "lessons", install / "learner"]
    suffixes = {".ipynb", ".py", ".json", ".md", ".txt", ".j2"}
    return "\n".join(
        p.read_text(encoding="utf-8", errors="replace")
        for top in roots
        for p in top.rglob("*")
        if p.suffix in suffixes and p.is_file() and not p.is_symlink()
    )


@functools.cache
def _region_tokens(install: Path) -> dict[str, str]:
    """Lines of hidden tests and solutions that nothing a learner may read contains.

    Cached per class (its learners' installation): each walk on the shared class would
    otherwise search the ~300 MB of what learners may read again (~25 s on a busy machine)."""
    import nbformat

    allowed = _allowed_text(install)
    tokens = {}
    for notebook in sorted((ROOT / "solutions").glob("*/*.ipynb")):
        found = 0
        for cell in nbformat.read(notebook, as_version=4).cells:
            for kind, body in ((m[1], m[2]) for m in _REGIONS.finditer(cell.source)):
                for line in (ln.strip() for ln in body.splitlines()):
                    plain = len(line) >= 24 and line.isascii() and not re.search(r'["\\]', line)
                    if found < TOKENS_PER_NOTEBOOK and plain and line not in allowed:
                        tokens[line] = f"{kind.lower()} of {notebook.name}"
                        found += 1
    return tokens


@contextlib.contextmanager
def forbidden(room: Classroom, learner: str) -> Iterator[dict]:
    """The walk's spec for `learner`; canaries are planted while the block runs."""
    canaries: dict[Path, str] = {Path("/root") / f"tooluse-canary-{secrets.token_hex(4)}": "/root"}
    others = [u for u in room.learners if u != learner]
    for other in others:
        canaries[room.home(other) / "canary-notes.txt"] = f"{other}'s home"
    canaries[room.course / "canary-notes.txt"] = "the instructor's course folder"
    tokens = dict(_region_tokens(room.install))  # a copy: canaries and passwords join it
    try:
        for path, what in canaries.items():
            token = f"tooluse-canary-{secrets.token_hex(12)}"
            path.write_text(token + "\n")
            path.chmod(0o644)  # readable by all: only the folders above must keep it private
            tokens[token] = f"a canary in {what}"
        passwords = room.state / "private" / "passwords.csv"
        for other in [*others, room.instructor]:
            tokens[room.passwords[other]] = f"{other}'s password"
        own = [room.home(learner)]  # their own work: a right answer quotes the solution
        inbound = room.exchange / "tooluse" / "inbound"
        own += list(inbound.glob(f"{learner}+*")) if inbound.exists() else []
        yield {
            "checkout": str(ROOT),
            "students": list(room.learners),
            "no_scan": ["/usr", *map(str, own)],
            "tokens": tokens,
            "digests": _digests(room, others, passwords),
            "dirs": {
                "/root": "/root",
                str(room.state / "private"): "the hub's private state",
                str(room.home(room.instructor)): "the instructor's home",
                **{str(room.home(o)): f"{o}'s home" for o in others},
            },
        }
    finally:
        for path in canaries:
            path.unlink(missing_ok=True)


def _digests(room: Classroom, others: list[str], passwords: Path) -> dict[str, dict]:
    public = {_sha(p) for top in ("lessons", "exercises") for p in (ROOT / top).rglob("*.ipynb")}
    files = {p: f"the source notebook {p.name}" for p in (ROOT / "solutions").glob("*/*.ipynb")}
    files.update({p: f"grader-only data {p.name}" for p in ROOT.glob("autograder/**/hidden/**/*")})
    files[room.course / "gradebook.db"] = "the gradebook"
    files[passwords] = "the passwords file"
    for other in others:
        for folder in (room.exchange / "tooluse" / "inbound", room.course / "submitted",
                       room.course / "feedback", room.home(other)):  # fmt: skip
            for path in folder.rglob("*.ipynb") if folder.exists() else []:
                if other in str(path) and _sha(path) not in public:  # their copy of a lesson
                    files[path] = f"{other}'s work ({path.name})"  # is no secret
    digests: dict[str, dict] = {}
    for path, what in files.items():
        if path.is_file():
            digests.setdefault(str(path.stat().st_size), {})[_sha(path)] = what
    return digests


def walk(room: Classroom, learner: str, spec: dict) -> tuple[list, list, dict]:
    """(hits, hits inside other checkouts on this machine, counts) of `learner`'s walk."""
    spec_file = room.base / f"walk-{secrets.token_hex(4)}.json"
    script = room.base / "fswalk.py"
    script.write_text(WALKER.read_text())
    spec_file.write_text(json.dumps(spec))
    for path in (script, spec_file):
        path.chmod(0o644)
    try:
        result = room.run(learner, "python", str(script), str(spec_file), cwd=Path("/"))
    finally:
        spec_file.unlink()
    report = json.loads(result.stdout)
    mine, elsewhere = [], []
    for path, what in report["hits"]:
        (elsewhere if _other_copy(Path(path), room) else mine).append((path, what))
    OUTPUT.mkdir(parents=True, exist_ok=True)
    record = {"seen": report["seen"], "hits": mine, "in_other_copies": elsewhere}
    (OUTPUT / f"walk-{learner}.json").write_text(json.dumps(record, indent=1, ensure_ascii=False))
    return mine, elsewhere, report["seen"]


def _other_copy(path: Path, room: Classroom) -> bool:
    """Whether `path` lies outside all the hub made and is not the hub's to close.

    Everything below room.base (state, homes, exchange, installations) and the hub's own
    checkout are the hub's. Elsewhere, a hit is another's when it lies in another copy of
    the repository (a folder with ``.git``, or ``solutions/`` beside ``nbgrader_config.py``)
    or when the file is older than this classroom (its roster): a file written before the
    hub existed (an admin's scratch copy in /tmp, say) cannot have been the hub's doing,
    while anything the hub wrote outside its folders during the test still counts."""
    if room.base in path.parents or ROOT.resolve() in path.resolve().parents:
        return False
    for folder in path.parents:
        if (folder / ".git").exists() or (
            (folder / "solutions").is_dir() and (folder / "nbgrader_config.py").is_file()
        ):
            return True
    try:
        return path.stat().st_mtime < room.roster.stat().st_mtime
    except OSError:  # gone since the walk: it was no file the hub keeps
        return True

"""Walk the whole file system as the user running this script; report what it can read
that it must not. Standard library only: a test runs it as a learner (`runuser`, the
learner's own installation's Python), with a JSON file of what is forbidden:

- ``digests``: {size: {sha256: what}}: exact copies of forbidden files (solution
  notebooks, the gradebook, another learner's submission and feedback, the passwords);
- ``tokens``: {text: what}: lines of hidden tests and solutions found nowhere a learner
  may look, and canaries planted in forbidden places (/root, another learner's home,
  the instructor's course folder); searched in every readable text file up to 2 MB,
  except below ``no_scan`` (system software only root writes, such as /usr, and the
  walking learner's own work: a right answer quotes the solution) and inside
  other git checkouts than ``checkout`` (a developer's clone; its files are still
  checked by digest and path, and reported apart by the test);
- ``dirs``: {path: what}: nothing below these may be readable at all;
- any readable ``hidden`` folder inside an ``autograder`` package (grader-only data), and
  any readable SQLite file holding nbgrader's gradebook tables and one of ``students``
  (a gradebook of this class; nbgrader ships test gradebooks of its own).

Prints one JSON object: counts of what was seen and every hit as [path, what].
"""

import hashlib
import json
import os
import stat
import sys

SKIP = ("/proc", "/sys", "/dev")
TEXT_LIMIT = 2 * 1024 * 1024


def main(spec_path):
    with open(spec_path, encoding="utf-8") as handle:
        spec = json.load(handle)
    digests = {int(size): found for size, found in spec["digests"].items()}
    tokens = [(text.encode(), what) for text, what in spec["tokens"].items()]
    dirs = {os.path.normpath(p): what for p, what in spec["dirs"].items()}
    no_scan = {os.path.normpath(p) for p in spec["no_scan"]}
    students = [name.encode() for name in spec["students"]]
    seen = {"dirs": 0, "files": 0, "readable": 0, "scanned": 0}
    hits = []
    for top, folders, files in os.walk("/", onerror=lambda error: None):
        folders[:] = [f for f in folders if os.path.join(top, f) not in SKIP]
        seen["dirs"] += 1
        hits += _dir_hits(top, dirs)
        if ".git" in folders + files and top != spec["checkout"]:
            no_scan.add(top)  # another checkout on this machine: digests and paths only
        scan = not any(top == p or top.startswith(p + os.sep) for p in no_scan)
        for name in files:
            seen["files"] += 1
            path = os.path.join(top, name)
            if path != os.path.abspath(spec_path):  # this walk's own list of secrets
                hits += _file_hits(path, digests, tokens if scan else [], dirs, students, seen)
    print(json.dumps({"seen": seen, "hits": hits}))


def _dir_hits(top, dirs):
    for forbidden, what in dirs.items():
        if top == forbidden or top.startswith(forbidden + os.sep):
            return [[top, f"lists a folder of {what}"]]
    parts = top.split(os.sep)
    if "hidden" in parts and "autograder" in parts[: parts.index("hidden")]:
        return [[top, "lists a hidden/ folder of the autograder package"]]
    return []


def _file_hits(path, digests, tokens, dirs, students, seen):
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode):
            return []
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        return []
    seen["readable"] += 1
    hits = [[path, f"reads a file of {what}"] for what in _below(path, dirs)]
    with os.fdopen(fd, "rb") as handle:
        if info.st_size in digests:
            digest = hashlib.sha256(handle.read()).hexdigest()
            if digest in digests[info.st_size]:
                hits.append([path, f"a copy of {digests[info.st_size][digest]}"])
            handle.seek(0)
        if not tokens and not path.endswith((".db", ".sqlite", ".sqlite3")):
            return hits  # not scanned here: readability, digest and path rules only
        head = handle.read(8192)
        if head.startswith(b"SQLite format 3") and info.st_size <= 64 * TEXT_LIMIT:
            data = head + handle.read()
            if b"submitted_assignment" in data and any(name in data for name in students):
                hits.append([path, "this class's nbgrader gradebook"])
        elif tokens and b"\0" not in head and info.st_size <= TEXT_LIMIT:
            seen["scanned"] += 1
            data = head + handle.read()
            hits += [[path, f"contains {what}"] for text, what in tokens if text in data]
    return hits


def _below(path, dirs):
    found = [what for forbidden, what in dirs.items() if path.startswith(forbidden + os.sep)]
    parts = path.split(os.sep)
    if "hidden" in parts[:-1] and "autograder" in parts[: parts.index("hidden")]:
        found.append("a hidden/ folder of the autograder package")
    return found


if __name__ == "__main__":
    main(sys.argv[1])

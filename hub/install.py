"""The installations users' servers run from: one for learners, one for instructors.

A learner's server must not be able to read the course checkout (``solutions/`` with the
hidden tests, the gradebook, the instructor's configuration), and nothing under a private
home such as ``/root`` (where pyenv keeps the interpreter). So `make hub` builds, below
the hub's state directory, installations that need neither:

- ``python/``: a copy of the course's interpreter (its standard library, no
  ``site-packages``), its shared library found next to it (``$ORIGIN``), not in ``/root``;
- ``learner/``: a virtual environment on that interpreter with the checkout's pinned
  packages (hard links to the course ``.venv``'s files, so no download and no copy of
  1.3 GB) and the course package *without* any ``hidden/`` folder (grader-only data, by
  the convention agreed with grading), its JupyterLab set for learners (no formgrader);
- ``instructor/``: the same with the whole course package and formgrader, readable by the
  instructors' unix group only.

What is linked is only what pip installed for the pinned requirements; the course's own
(editable) distribution and the lab settings are never linked, so writing them here never
touches the checkout's ``.venv``. Each part is rebuilt only when what it is built from
changed (a stamp file with a digest).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from tqdm import tqdm

__all__ = ["ROLES", "Install", "build", "package_files"]

ROLES = ("learner", "instructor")
DISTRIBUTION = "tooluse-course"
PACKAGE = "autograder"
#: Any folder of this name inside the package holds grader-only data.
HIDDEN = "hidden"
_PYVER = f"python{sys.version_info.major}.{sys.version_info.minor}"
#: Written per installation by `autograder setup-lab`, never linked from the checkout.
_WRITTEN_HERE = (
    "share/jupyter/lab/settings/overrides.json",
    "etc/jupyter/labconfig/page_config.json",
)


@dataclass(frozen=True)
class Install:
    """Where the installations live (`root`) and what they are built from."""

    root: Path
    repo: Path
    source_venv: Path = Path(sys.prefix)

    @property
    def python_home(self) -> Path:
        return self.root / "python"

    def venv(self, role: str) -> Path:
        return self.root / role

    def python(self, role: str) -> Path:
        return self.venv(role) / "bin" / "python"

    @property
    def config(self) -> Path:
        """The hub's Jupyter configuration and data, readable by every user's server."""
        return self.root / "jupyter"


def build(install: Install, instructors_gid: int, say=print) -> None:
    """Build (or bring up to date) the interpreter copy and both role installations."""
    install.root.mkdir(parents=True, exist_ok=True)
    install.root.chmod(0o755)
    home = install.python_home
    _step(
        home / ".stamp", _interpreter_digest(), say, "interpreter", lambda: _copy_interpreter(home)
    )
    _copy_hub_config(install)
    for role in ROLES:
        target = install.venv(role)
        packages = _digest(install.repo / "requirements.txt", install.python_home)
        _step(target / ".stamp", packages, say, f"{role} packages",
              lambda t=target: _clone_venv(install, t))  # fmt: skip
        package = _package_digest(install.repo, learner=role == "learner")
        _step(target / ".course-package", package, say, f"{role} course package",
              lambda r=role: _install_package(install, r))  # fmt: skip
        if role == "instructor":  # the whole package (hidden data too): instructors only
            os.chown(target, 0, instructors_gid)
            target.chmod(0o750)
        else:
            target.chmod(0o755)


def _step(stamp: Path, digest: str, say, what: str, make) -> None:
    """Run `make` unless `stamp` holds `digest` (what it was built from has not changed)."""
    if stamp.exists() and stamp.read_text() == digest:
        say(f"  = {what}: up to date ({stamp.parent})")
        return
    say(f"  ... {what}: building in {stamp.parent}")
    make()
    stamp.write_text(digest)
    stamp.chmod(0o644)
    say(f"  + {what}: built")


def _interpreter_digest() -> str:
    return hashlib.sha256(f"{sys.version}|{sys.base_prefix}".encode()).hexdigest()


def _digest(*paths: Path) -> str:
    digest = hashlib.sha256(sys.version.encode())
    for path in paths:
        digest.update(str(path).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _copy_interpreter(target: Path) -> None:
    """Copy the base interpreter (binary, shared library, standard library) to `target`."""
    if target.exists():
        shutil.rmtree(target)
    base = Path(sys.base_prefix)
    (target / "bin").mkdir(parents=True)
    binary = base / "bin" / _PYVER
    shutil.copy2(binary, target / "bin" / _PYVER)
    for alias in ("python3", "python"):
        (target / "bin" / alias).symlink_to(_PYVER)
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    skip = shutil.ignore_patterns("site-packages", "dist-packages", "test", "*.a")
    shutil.copytree(stdlib, target / "lib" / _PYVER, ignore=skip, symlinks=True)
    (target / "lib" / _PYVER / "site-packages").mkdir()
    if sysconfig.get_config_var("Py_ENABLE_SHARED"):
        libdir = Path(sysconfig.get_config_var("LIBDIR"))
        for lib in libdir.glob("libpython3*.so*"):
            shutil.copy2(lib, target / "lib" / lib.name, follow_symlinks=False)
        _relative_runpath(target / "bin" / _PYVER)
    _readable(target)


def _relative_runpath(binary: Path) -> None:
    """Make the copied binary find its shared library beside it, not in the original prefix."""
    patchelf = shutil.which("patchelf")
    if patchelf is None:
        raise SystemExit(
            "the course's Python is a shared build: patchelf is needed to copy it for the "
            "learners (Debian: apt-get install patchelf, or `make system-deps`)"
        )
    subprocess.run([patchelf, "--set-rpath", "$ORIGIN/../lib", str(binary)], check=True)


def _clone_venv(install: Install, target: Path) -> None:
    """A new venv on the copied interpreter holding the source venv's pinned packages."""
    if target.exists():
        shutil.rmtree(target)
    python = install.python_home / "bin" / _PYVER
    subprocess.run([str(python), "-m", "venv", "--without-pip", str(target)], check=True)
    files = _venv_files(install.source_venv)
    for relative in tqdm(files, desc=f"  {target.name}", unit=" files", mininterval=2, ascii=True):
        _place(install.source_venv / relative, target / relative, install.source_venv, target)
    _readable(target)


def _venv_files(venv: Path) -> list[Path]:
    """Files pip installed in `venv` for the requirements (not the course's own)."""
    own = _own_files(venv)
    found = []
    for folder in (f"lib/{_PYVER}/site-packages", "share", "etc", "bin"):
        for path in sorted((venv / folder).rglob("*")):
            relative = path.relative_to(venv)
            if path.is_dir() and not path.is_symlink():
                continue
            if relative in own or str(relative) in _WRITTEN_HERE:
                continue
            if relative.parts[0] == "bin" and (relative.name.startswith(("python", "activate"))):
                continue
            found.append(relative)
    return found


def _own_files(venv: Path) -> set[Path]:
    """The course distribution's files in `venv` (editable finder, dist-info, package)."""
    site = Path(f"lib/{_PYVER}/site-packages")
    paths = [str(venv / site)]
    own = {site / PACKAGE}
    for dist in importlib.metadata.distributions(path=paths):
        if dist.metadata["Name"] == DISTRIBUTION:
            own |= {site / Path(str(f)) for f in dist.files or []}
    return {Path(os.path.normpath(p)) for p in own}


def _place(source: Path, target: Path, source_venv: Path, target_venv: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    if source.is_symlink():
        target.symlink_to(os.readlink(source))
        return
    if target.parts[-2] == "bin" and _rewrite_shebang(source, target, source_venv, target_venv):
        return
    info = source.stat()
    if info.st_uid == 0 and info.st_mode & 0o777 in (0o644, 0o755):
        try:
            os.link(source, target)  # same bytes, same root-owned, read-only inode
            return
        except OSError:
            pass  # another file system: copy
    shutil.copy2(source, target)
    os.chown(target, 0, 0)


def _rewrite_shebang(source: Path, target: Path, source_venv: Path, target_venv: Path) -> bool:
    with source.open("rb") as handle:
        first = handle.readline()
    prefix = f"#!{source_venv}/bin/".encode()
    if not first.startswith(prefix):
        return False
    body = source.read_bytes()[len(first) :]
    target.write_bytes(first.replace(str(source_venv).encode(), str(target_venv).encode()) + body)
    target.chmod(0o755)
    return True


def package_files(repo: Path, *, learner: bool) -> list[Path]:
    """The course package's files (relative to `repo`) an installation for the role holds."""
    found = []
    for path in sorted((repo / PACKAGE).rglob("*")):
        relative = path.relative_to(repo)
        if "__pycache__" in relative.parts or path.is_dir():
            continue
        if learner and HIDDEN in relative.parts:
            continue
        found.append(relative)
    return found


def _package_digest(repo: Path, *, learner: bool) -> str:
    digest = hashlib.sha256()
    for relative in package_files(repo, learner=learner):
        digest.update(str(relative).encode() + b"\0" + (repo / relative).read_bytes())
    return digest.hexdigest()


def _install_package(install: Install, role: str) -> None:
    """Copy the course package into the role's venv (non-editable), compile it, set up the lab."""
    site = install.venv(role) / "lib" / _PYVER / "site-packages"
    shutil.rmtree(site / PACKAGE, ignore_errors=True)
    for relative in package_files(install.repo, learner=role == "learner"):
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(install.repo / relative, site / relative)
    python = str(install.python(role))
    subprocess.run([python, "-m", "compileall", "-q", str(site / PACKAGE)], check=True)
    lab = [python, "-m", PACKAGE, "setup-lab", "--prefix", str(install.venv(role))]
    subprocess.run([*lab, *(["--instructor"] if role == "instructor" else [])], check=True,
                   capture_output=True)  # fmt: skip
    _readable(install.venv(role))


def _copy_hub_config(install: Install) -> None:
    """The hub's Jupyter configuration and offline templates, beside the installations."""
    hub = install.repo / "hub"
    target = install.config
    shutil.rmtree(target, ignore_errors=True)
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(hub / "jupyter_config", target / "config", ignore=skip)
    shutil.copytree(hub / "jupyter_data", target / "data", ignore=skip)
    _readable(target)


def _readable(top: Path) -> None:
    """Root-owned, readable by all (folders traversable), writable by root only."""
    for path in [top, *top.rglob("*")]:
        if path.is_symlink() or (path.is_file() and path.stat().st_nlink > 1):
            continue  # a link to the checkout venv's file: already root's, 644 or 755
        os.chown(path, 0, 0)
        mode = path.stat().st_mode
        executable = path.is_dir() or mode & 0o100
        path.chmod(0o755 if executable else 0o644)

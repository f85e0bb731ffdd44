"""Throw-away virtualenvs for framework clients whose pins conflict with the course's.

Each framework gets its own venv built from an exact-pin requirements file under
``requirements/`` (installed from PyPI by pip). The venv is cached under a gitignored
folder, keyed by the file's content and the Python version, so a repeated run costs
nothing; ``COMPAT_VENVS`` moves the cache (e.g. to a folder that outlives a CI clone).
A fresh clone builds them in the background (`prebuild`, started by the root conftest
once collection shows a test that needs one; those tests are ordered late), so the
downloads overlap the other tests instead of holding the run.
The framework then runs in a subprocess against the loopback simulator: every other
network address goes to a closed proxy port, so a client that reaches past the
simulator (telemetry, a model hub) fails instead of going online.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

HERE = Path(__file__).parent
REQUIREMENTS = HERE / "requirements"
_DEFAULT_CACHE = HERE.parents[1] / ".cache" / "compat-venvs"
_INSTALL_TIMEOUT = 900
_RUN_TIMEOUT = 180
_BLACKHOLE = "http://127.0.0.1:9"  # the discard port: nothing listens, connections fail


class Unavailable(Exception):
    """The venv could not be built (PyPI unreachable, a pin withdrawn)."""


_builder = ThreadPoolExecutor(max_workers=2, thread_name_prefix="compat-venvs")
_builds: dict[str, Future] = {}
_lock = threading.Lock()


def _build(name: str) -> Future:
    """The (possibly running or finished) build of ``requirements/<name>.txt``'s venv."""
    with _lock:
        if name not in _builds:
            _builds[name] = _builder.submit(_venv, REQUIREMENTS / f"{name}.txt")
        return _builds[name]


def prebuild() -> None:
    """Start building every framework's venv in the background (two at a time)."""
    for requirements in sorted(REQUIREMENTS.glob("*.txt")):
        _build(requirements.stem)


def close() -> None:
    """Cancel the builds not started (a running pip finishes: its venv stays usable)."""
    _builder.shutdown(wait=False, cancel_futures=True)


def framework_python(name: str) -> Path:
    """The interpreter of the venv for ``requirements/<name>.txt``; skip or fail if unbuilt.

    Without network the test skips with the reason, except under CI (``CI=true``), where
    a missing framework is a failure: the suite must not go quietly green there.
    """
    try:
        return _build(name).result()
    except Unavailable as problem:
        message = f"framework venv {name!r} could not be installed from PyPI: {problem}"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)


@contextlib.contextmanager
def _only_builder(target: Path):
    """Hold `target`'s build lock: the test workers (pytest-xdist) each prebuild every
    venv, and the second to ask waits for the first's build instead of starting its own."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.with_name(target.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _venv(requirements: Path) -> Path:
    digest = hashlib.sha256(requirements.read_bytes() + sys.version.encode()).hexdigest()[:12]
    cache = Path(os.environ.get("COMPAT_VENVS") or _DEFAULT_CACHE)
    target = cache / f"{requirements.stem}-{digest}"
    with _only_builder(target):
        return _built(requirements, target)


def _built(requirements: Path, target: Path) -> Path:
    python = target / "bin" / "python"
    if (target / ".ready").exists():
        return python
    building = target.with_name(target.name + ".building")
    shutil.rmtree(building, ignore_errors=True)
    building.parent.mkdir(parents=True, exist_ok=True)
    _check([sys.executable, "-m", "venv", str(building)], 120)
    pip = [str(building / "bin" / "python"), "-m", "pip", "--disable-pip-version-check"]
    _check([*pip, "install", "-q", "--no-input", "-r", str(requirements)], _INSTALL_TIMEOUT)
    (building / ".ready").write_text(requirements.read_text())
    shutil.rmtree(target, ignore_errors=True)
    building.rename(
        target
    )  # its python finds pyvenv.cfg beside it; pip's shebangs go stale, unused
    return python


def _check(command: list[str], timeout: int) -> None:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        raise Unavailable(f"timed out after {timeout} s: {' '.join(command[:4])}") from expired
    if done.returncode != 0:
        lines = [line for line in done.stderr.splitlines() if "is ignored" not in line]
        raise Unavailable("\n".join(lines[-6:]) or f"exit status {done.returncode}")


def node_package(spec: str) -> Path:
    """The folder of npm package ``spec`` ("name@version"), installed once into the cache
    beside the venvs; skip (or, under CI, fail) when npm or its registry is not there."""
    cache = Path(os.environ.get("COMPAT_VENVS") or _DEFAULT_CACHE) / "npm"
    target = cache / spec.replace("/", "+").replace("@", "_")
    name = spec.rsplit("@", 1)[0]
    with _only_builder(target):
        _npm_installed(spec, target)
    return target / "node_modules" / name


def _npm_installed(spec: str, target: Path) -> None:
    if not (target / ".ready").exists():
        try:
            if shutil.which("npm") is None:
                raise Unavailable("npm is not installed")
            target.mkdir(parents=True, exist_ok=True)
            _check(
                [
                    "npm",
                    "install",
                    "--silent",
                    "--no-audit",
                    "--no-fund",
                    "--prefix",
                    str(target),
                    spec,
                ],
                _INSTALL_TIMEOUT,
            )
            (target / ".ready").write_text(spec)
        except Unavailable as problem:
            message = f"npm package {spec!r} could not be installed: {problem}"
            if os.environ.get("CI") == "true":
                pytest.fail(message)
            pytest.skip(message)


def run_framework(
    python: Path,
    script: Path,
    base_url: str,
    *,
    args: tuple[str, ...] = (),
    typed: str | None = None,
) -> str:
    """Run ``script`` with the venv's ``python`` against the simulator; its stdout.

    The client configures itself from the environment as it would against the real API;
    ``args`` are its command line, ``typed`` what the user types at its prompt. A non-zero
    exit fails the test with the client's own traceback.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC_", "OPENAI_"))}
    env.update(
        ANTHROPIC_BASE_URL=base_url,
        ANTHROPIC_API_KEY="sk-ant-compat",
        OPENAI_BASE_URL=f"{base_url}/v1/",
        OPENAI_API_KEY="sk-compat",
        OPENAI_AGENTS_DISABLE_TRACING="1",  # the agents SDK uploads traces to OpenAI
        HTTP_PROXY=_BLACKHOLE,
        HTTPS_PROXY=_BLACKHOLE,
        ALL_PROXY=_BLACKHOLE,
        NO_PROXY="127.0.0.1,localhost",
        PYTHONDONTWRITEBYTECODE="1",
    )
    done = subprocess.run(
        [str(python), str(script), *args],
        input=typed,
        capture_output=True,
        text=True,
        timeout=_RUN_TIMEOUT,
        cwd=script.parent,
        env=env,
    )
    if done.returncode != 0:
        pytest.fail(f"{script.name} exited {done.returncode}:\n{done.stderr[-3000:]}")
    return done.stdout

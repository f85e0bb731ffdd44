"""Budgets for one submission: time per cell and per notebook, output, memory.

Time budgets are CPU seconds of the learner's process, not wall seconds: on a busy
grader a learner's process gets a smaller share of a core, and its grade must not depend
on that. Each time budget also has a wall-clock backstop (`WALL_FACTOR` times longer),
for code that sleeps or waits without using the CPU. Running past either is a *time
limit*: the notebook is not graded (``grading.time_limit``), never a silent zero.

The grader sends a `Budgets` to the clean room as plain data. Inside the learner's
process, `apply_limits` sets kernel-enforced limits (`resource.setrlimit`) that the
learner's code cannot raise again, and `CappedWriter` stands in for `sys.stdout` /
`sys.stderr` so a flood of output is cut at a fixed size with an explicit notice.
The per-notebook deadline is enforced from outside the learner's process (by the
clean room's parent, which kills it), so catching exceptions or ignoring signals
cannot buy more time.

The grader's own work on one submission (answering its model calls, binding, ``evaluate``)
is driven by learner data too: `grader_deadline` bounds it in time from inside the grader
process, so a worker is never held past the notebook budget plus a small grace, and
`grader_memory` bounds it in memory: while the grader serves or judges one submission it
may add at most `GRADER_MEMORY_MB` to its address space as it was when that submission
started (the kernel refuses the allocation past it: ``MemoryError`` there, which costs only
that submission, ``grading.memory_limit``).
"""

from __future__ import annotations

import contextlib
import io
import resource
import signal
import threading
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass

__all__ = [
    "GRADER_MEMORY_MB",
    "TRUNCATED_NOTICE",
    "WALL_EXIT",
    "WALL_FACTOR",
    "Budgets",
    "CappedWriter",
    "GraderTimeout",
    "address_space_bytes",
    "apply_limits",
    "grader_deadline",
    "grader_memory",
]

#: A time budget's wall-clock backstop, as a multiple of its CPU seconds (sleeping,
#: waiting or a starved process; generous, so that load alone never reaches it).
WALL_FACTOR = 10
#: The learner process's exit status when a wall-clock backstop fired inside it.
WALL_EXIT = 86

#: Memory the grader's process may add while serving and judging one submission.
GRADER_MEMORY_MB = 256

TRUNCATED_NOTICE = "\n[출력이 너무 길어 잘렸습니다 / Output was truncated: {limit} bytes shown]\n"


@dataclass(frozen=True)
class Budgets:
    """What one submission may use. All limits are per notebook run."""

    cell_timeout: float = 30.0  #: CPU seconds one cell (or the checks' learner calls) may use
    notebook_timeout: float = 120.0  #: CPU seconds the whole notebook and its checks may use
    output_bytes: int = 20_000  #: captured output kept per cell (stdout + stderr)
    memory_mb: int = 768  #: address space the learner's process may add beyond its start
    max_processes: int = 64  #: processes the learner's code may start (fork bombs)

    def to_json(self) -> dict[str, float | int]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, float | int]) -> Budgets:
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})


def apply_limits(budgets: Budgets) -> None:
    """Cap memory, processes and file size for this process and everything it starts."""
    current = address_space_bytes()
    memory = current + budgets.memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    cpu = int(budgets.notebook_timeout) + 5  # the fork server stops it at the budget first
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
    resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 1024 * 1024, 64 * 1024 * 1024))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    try:
        nproc = budgets.max_processes
        resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))
    except (ValueError, OSError):  # not enforceable everywhere (e.g. outside a user namespace)
        pass


def address_space_bytes() -> int:
    """The process's current virtual memory size (VmSize), in bytes."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


class CappedWriter(io.TextIOBase):
    """A text stream that keeps the first `limit` bytes written to it, then a notice."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._parts: list[str] = []
        self._size = 0
        self.truncated = False

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        text = str(text)
        if self.truncated:
            return len(text)
        room = self._limit - self._size
        if len(text.encode("utf-8", "replace")) > room:
            self._parts.append(text.encode("utf-8", "replace")[:room].decode("utf-8", "ignore"))
            self._size = self._limit
            self.truncated = True
        else:
            self._parts.append(text)
            self._size += len(text.encode("utf-8", "replace"))
        return len(text)

    def getvalue(self) -> str:
        """Everything kept, with the truncation notice when output was cut."""
        text = "".join(self._parts)
        return text + TRUNCATED_NOTICE.format(limit=self._limit) if self.truncated else text


class GraderTimeout(BaseException):
    """The grader's own work on one submission ran past that submission's deadline.

    A BaseException, like KeyboardInterrupt: code driven by learner data often catches
    ``Exception`` (the simulator answers 500 rather than crash), and must not swallow it.
    """


@contextlib.contextmanager
def grader_deadline(deadline: float | None) -> Iterator[None]:
    """Raise `GraderTimeout` in the grader if the block is still running at `deadline`.

    `deadline` is a ``time.monotonic()`` instant. A timer signal (``SIGALRM``) interrupts
    pure-Python work wherever it is; it exists only in the main thread, which is where
    nbgrader's command and the grading workers run. Elsewhere (None, or another thread)
    the block runs unbounded in time and relies on bounded inputs. Nested deadlines keep
    the earliest one.
    """
    if deadline is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    outer_handler = signal.getsignal(signal.SIGALRM)
    outer_left, _ = signal.getitimer(signal.ITIMER_REAL)
    outer_at = time.monotonic() + outer_left if outer_left else None
    at = min(deadline, outer_at) if outer_at else deadline

    def expired(signum: int, frame: object) -> None:
        raise GraderTimeout("grader-side work on this submission ran past its deadline")

    signal.signal(signal.SIGALRM, expired if at == deadline else outer_handler)
    signal.setitimer(signal.ITIMER_REAL, max(at - time.monotonic(), 0.001))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, outer_handler)
        if outer_at is not None:
            signal.setitimer(signal.ITIMER_REAL, max(outer_at - time.monotonic(), 0.001))


@contextlib.contextmanager
def grader_memory(baseline: int | None, mb: int | None = None) -> Iterator[None]:
    """While the block runs, this process may not grow past `baseline` + `mb` MiB of
    address space (`baseline`: `address_space_bytes` when the submission started;
    `mb`: `GRADER_MEMORY_MB` when not given).

    A soft ``RLIMIT_AS``, restored afterwards (the hard limit is never lowered): an
    allocation past it fails at once, inside any C call too (``json.loads`` of a huge
    body), as ``MemoryError``, where a sampling watchdog would come too late. Nested
    guards keep the tighter limit. None, or outside the main thread (a server's thread
    pool: the limit is process-wide and would fall on its other threads too): unbounded.
    """
    if baseline is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = baseline + (GRADER_MEMORY_MB if mb is None else mb) * 1024 * 1024
    for bound in (soft, hard):
        if bound != resource.RLIM_INFINITY:
            limit = min(limit, bound)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))

"""The exercises' grading batches, graded in the background while other tests run.

`Batches.schedule` queues exercises (the root conftest does it once collection knows which
exercises the selected tests read); a background thread (`LANES`) grades them in turn, each as
the instructor's two commands at once (`batches.grade`) and then its feedback. The
thread only waits on those processes, so the tests in the main thread keep both cores
busy beside them. An exercise whose grading mostly waits (`WAITING`) has a lane of its own
beside that one, so its waits overlap the other batches' work instead of adding to it.
`Batches.of` waits for an exercise (grading it now if it was never queued).

In a parallel run (``make test``: pytest-xdist) the controlling process grades, since it
runs no test itself, and publishes each exercise's result in the shared scratch folder;
the workers read it (`PublishedBatches`), and a worker held back on a machine with few
cores starts once the lane is done (`LANE_DONE`). The root conftest wires this up.
"""

from __future__ import annotations

import os
import pickle
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from tests.exercises import batches
from tests.exercises.cases import cases_of, usable

__all__ = ["Batches", "PublishedBatches"]


#: Exercises graded at once (each as three grading processes). One: with two lanes the
#: full run took the same time (937 s against 955 s, each batch twice as slow: the two
#: cores are busy throughout) at a higher load, which the timing-sensitive tests feel.
LANES = 1
#: Exercises whose grading mostly waits, not computes: ex06's look-up world holds each
#: reply until its latency has passed (a sequential answer waits out every look-up), so
#: its plain run took 120 s of wall for 25 s of CPU (quiet machine, 86 cases). Each is
#: graded in a second lane beside `LANES`, where it costs the critical path nothing.
WAITING = ("ex06_parallel_calls",)
#: How long a test worker waits for an exercise nobody scheduled, before it says so.
UNSCHEDULED_WAIT = 60.0
#: The longest a test worker waits for one exercise's batch (ex10's is ~3 min at load).
BATCH_WAIT = 1800.0


class Batches:
    """Grades the exercises (the only process that does); with `publish`, it also leaves
    each exercise's `Graded` in ``workdir/<exercise>/graded.pickle`` for the test workers
    of a parallel run (`PublishedBatches`), or ``failed.txt`` if its grading raised."""

    def __init__(self, workdir: Path, template, *, publish: bool = False) -> None:
        self.workdir, self.template, self.publish = workdir, template, publish
        self._pool = ThreadPoolExecutor(max_workers=LANES, thread_name_prefix="grading-batches")
        self._waiting = ThreadPoolExecutor(max_workers=1, thread_name_prefix="waiting-batches")
        self._futures: dict[str, Future] = {}
        #: Every exercise ever scheduled, known before the first of them is graded: the
        #: first batch generates them all in one nbgrader run (`_grade`).
        self._scheduled: dict[str, None] = {}
        self._lane_lock = threading.RLock()  # a done future calls back in this thread

    def schedule(self, exercises: list[str]) -> None:
        self._scheduled.update(dict.fromkeys(exercises))
        for exercise in exercises:
            if exercise not in self._futures:
                if self.publish:
                    _write(self.workdir / exercise / SCHEDULED, "")
                lane = self._waiting if exercise in WAITING else self._pool
                with self._lane_lock:  # the lane is busy again before any batch can end
                    self._futures[exercise] = future = lane.submit(self._grade, exercise)
                    if exercise not in WAITING and self.publish:
                        (self.workdir / LANE_DONE).unlink(missing_ok=True)
                        future.add_done_callback(self._lane_maybe_done)

    def _lane_maybe_done(self, _: Future) -> None:
        """Say so (`LANE_DONE`) once every exercise given to the grading lane is graded."""
        with self._lane_lock:
            lane = [f for e, f in self._futures.items() if e not in WAITING]
            if all(f.done() for f in lane):
                _write(self.workdir / LANE_DONE, "")

    def of(self, exercise: str) -> batches.Graded:
        self.schedule([exercise])
        return self._futures[exercise].result()

    def _grade(self, exercise: str) -> batches.Graded:
        try:
            # Every scheduled exercise at once: one generate_assignment makes them all (the
            # lane starts grading while `schedule` is still submitting the others).
            course = self.template.having(exercise, *self._scheduled)
            cases = usable(cases_of(exercise))
            graded = batches.grade(exercise, cases, self.workdir / exercise, course)
            batches.make_feedback(graded)
        except BaseException as problem:
            if self.publish:
                _write(self.workdir / exercise / FAILED, f"{type(problem).__name__}: {problem}")
            raise
        if self.publish:
            _write(self.workdir / exercise / PUBLISHED, pickle.dumps(graded))
        return graded

    def costs(self) -> list[str]:
        """One line per graded exercise: cases, seconds per path and per case."""
        lines = []
        for exercise, future in self._futures.items():
            if not future.done() or future.cancelled() or future.exception() is not None:
                continue
            graded, n = future.result(), len(future.result().cases)
            s = graded.seconds
            lines.append(
                f"grading batch {exercise}: {n} cases, plain nbgrader {s['plain']:.0f} s "
                f"({s['plain'] / n:.2f} s/case), make grade {s['batch']:.0f} s "
                f"({s['batch'] / n:.2f} s/case), both at once"
            )
        return lines

    def close(self) -> None:
        for lane in (self._pool, self._waiting):
            lane.shutdown(wait=True, cancel_futures=True)


SCHEDULED, PUBLISHED, FAILED = "scheduled", "graded.pickle", "failed.txt"
#: Written when the grading lane (`LANES`; not the `WAITING` one) has graded everything
#: it was given: a held-back test worker starts then (`PublishedBatches.wait_for_lane`).
LANE_DONE = "lane-done"


def _write(path: Path, data: bytes | str) -> None:
    """Write `path` whole or not at all (a reader never sees half a pickle)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    partial.write_bytes(data.encode() if isinstance(data, str) else data)
    os.replace(partial, path)


class PublishedBatches:
    """A test worker's view of the batches the controlling process grades (`Batches` with
    `publish`): `of` waits for an exercise's published result and reads it once."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self._read: dict[str, batches.Graded] = {}

    def schedule(self, exercises: list[str]) -> None:
        """Nothing to do: the controlling process schedules what the collection needs."""

    def of(self, exercise: str) -> batches.Graded:
        if exercise not in self._read:
            self._read[exercise] = self._wait(exercise)
        return self._read[exercise]

    def _wait(self, exercise: str) -> batches.Graded:
        folder = self.workdir / exercise
        started = time.monotonic()
        while True:
            if (folder / PUBLISHED).exists():
                return pickle.loads((folder / PUBLISHED).read_bytes())
            if (folder / FAILED).exists():
                raise RuntimeError(
                    f"grading batch {exercise} failed: {(folder / FAILED).read_text()}"
                )
            waited = time.monotonic() - started
            scheduled = (folder / SCHEDULED).exists()
            if not scheduled and waited > UNSCHEDULED_WAIT:
                raise RuntimeError(f"grading batch {exercise} was never scheduled")
            if waited > BATCH_WAIT:
                raise RuntimeError(f"grading batch {exercise} unfinished after {waited:.0f} s")
            time.sleep(0.5)

    def wait_for_lane(self) -> float:
        """Wait until the grading lane is done (at most `BATCH_WAIT`); the seconds waited."""
        started = time.monotonic()
        while not (self.workdir / LANE_DONE).exists():
            if time.monotonic() - started > BATCH_WAIT:
                break  # the tests that read a batch will say what went wrong
            time.sleep(0.5)
        return time.monotonic() - started

    def costs(self) -> list[str]:
        return []

    def close(self) -> None:
        pass

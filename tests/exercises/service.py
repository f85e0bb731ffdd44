"""The exercises' grading batches, graded in the background while other tests run.

`Batches.schedule` queues exercises (the root conftest does it once collection knows which
exercises the selected tests read); one background thread grades them in turn, each as
the instructor's two commands at once (`batches.grade`) and then its feedback. The
thread only waits on those processes, so the tests in the main thread keep both cores
busy beside them. `Batches.of` waits for an exercise (grading it now if it was never
queued).
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from tests.exercises import batches
from tests.exercises.cases import cases_of, usable

__all__ = ["Batches"]


class Batches:
    def __init__(self, workdir: Path, template) -> None:
        self.workdir, self.template = workdir, template
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="grading-batches")
        self._futures: dict[str, Future] = {}

    def schedule(self, exercises: list[str]) -> None:
        for exercise in exercises:
            if exercise not in self._futures:
                self._futures[exercise] = self._pool.submit(self._grade, exercise)

    def of(self, exercise: str) -> batches.Graded:
        self.schedule([exercise])
        return self._futures[exercise].result()

    def _grade(self, exercise: str) -> batches.Graded:
        course = self.template.having(exercise)
        cases = usable(cases_of(exercise))
        graded = batches.grade(exercise, cases, self.workdir / exercise, course)
        batches.make_feedback(graded)
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
        self._pool.shutdown(wait=True, cancel_futures=True)

"""How a parallel run's workers read the grading batches the controller publishes."""

from __future__ import annotations

import pickle

import pytest

from tests.exercises import service
from tests.exercises.batches import Graded


def test_a_worker_reads_the_published_batch_once(tmp_path):
    graded = Graded("ex01_messages_array", [], seconds={"plain": 1.0})
    service._write(tmp_path / "ex01_messages_array" / service.PUBLISHED, pickle.dumps(graded))
    published = service.PublishedBatches(tmp_path)
    first = published.of("ex01_messages_array")
    assert first.exercise == "ex01_messages_array" and first.seconds == {"plain": 1.0}
    (tmp_path / "ex01_messages_array" / service.PUBLISHED).unlink()
    assert published.of("ex01_messages_array") is first  # read once, kept


def test_a_failed_batch_fails_its_readers_with_the_reason(tmp_path):
    service._write(tmp_path / "ex02_handle_turn" / service.FAILED, "OSError: disk full")
    with pytest.raises(RuntimeError, match="disk full"):
        service.PublishedBatches(tmp_path).of("ex02_handle_turn")


def test_a_batch_nobody_scheduled_is_reported_instead_of_awaited(tmp_path, monkeypatch):
    monkeypatch.setattr(service, "UNSCHEDULED_WAIT", 0.0)
    with pytest.raises(RuntimeError, match="never scheduled"):
        service.PublishedBatches(tmp_path).of("ex03_pairing_failures")


def test_a_written_file_is_whole_or_absent(tmp_path):
    target = tmp_path / "a" / service.PUBLISHED
    service._write(target, b"x" * 10)
    assert target.read_bytes() == b"x" * 10
    assert not list(target.parent.glob("*.partial"))


def test_a_waiting_exercise_is_graded_beside_the_busy_lane(tmp_path, monkeypatch):
    """ex06 mostly waits on its look-ups: it must not queue behind a long batch."""
    import threading

    from autograder.checks import EXERCISES

    assert set(service.WAITING) <= set(EXERCISES)  # a renamed exercise would lose its lane
    busy, waiting = "ex10_support_agent", service.WAITING[0]
    release = threading.Event()

    def grade(self, exercise):
        if exercise == busy:
            assert release.wait(30), "the busy batch was never released"
        return exercise

    monkeypatch.setattr(service.Batches, "_grade", grade)
    batches = service.Batches(tmp_path, template=None)
    try:
        batches.schedule([busy, waiting])
        assert batches._futures[waiting].result(timeout=30) == waiting  # while busy still runs
        assert not batches._futures[busy].done()
    finally:
        release.set()
        batches.close()
    assert batches.of(busy) == busy


def test_the_lane_is_done_only_when_every_exercise_it_was_given_is_graded(tmp_path, monkeypatch):
    """A held-back worker starts on `LANE_DONE`: never while the lane still grades (the
    waiting lane's ex06 does not hold it), and then at once."""
    import threading

    first, second = "ex01_messages_array", "ex02_handle_turn"
    go = {first: threading.Event(), second: threading.Event()}

    def grade(self, exercise):
        if exercise in go:
            assert go[exercise].wait(30), f"{exercise} was never released"
        return exercise

    monkeypatch.setattr(service.Batches, "_grade", grade)
    monkeypatch.setattr(service, "BATCH_WAIT", 30.0)  # wait_for_lane's longest wait
    batches = service.Batches(tmp_path, template=None, publish=True)
    done = tmp_path / service.LANE_DONE
    try:
        batches.schedule([first, second, service.WAITING[0]])
        batches._futures[service.WAITING[0]].result(timeout=30)
        go[first].set()
        called_back = threading.Event()  # runs after the lane's own call-back
        batches._futures[first].add_done_callback(lambda _: called_back.set())
        assert called_back.wait(30)
        assert not done.exists()  # the second is still being graded
    finally:
        go[second].set()
    assert service.PublishedBatches(tmp_path).wait_for_lane() < 30
    assert done.exists()
    batches.close()


@pytest.mark.parametrize(
    ("cores", "held"),
    [(1, ["gw1", "gw2", "gw3"]), (2, ["gw1", "gw2", "gw3"]), (4, ["gw3"]), (16, [])],
)
def test_workers_beyond_the_cores_the_lane_leaves_free_wait_for_it(monkeypatch, cores, held):
    from tests import conftest

    monkeypatch.setattr(conftest.os, "sched_getaffinity", lambda pid: set(range(cores)))
    workers = ["gw0", "gw1", "gw2", "gw3"]
    assert [w for w in workers if conftest._beyond_free_cores(w)] == held


def test_the_first_batch_generates_every_scheduled_exercise_at_once(tmp_path):
    """The lane starts on the first exercise while the rest are still being scheduled: it
    asks the template for all of them, so one nbgrader run generates the whole course
    instead of one run per exercise as each batch starts."""
    asked: list[tuple[str, ...]] = []

    class Template:
        def having(self, *exercises: str):
            asked.append(exercises)
            raise RuntimeError("stop here: only the request is under test")

    batches = service.Batches(tmp_path, Template())
    wanted = ["ex10_support_agent", "ex01_messages_array", "ex06_parallel_calls"]
    try:
        batches.schedule(wanted)
    finally:
        batches.close()
    assert asked and all(set(wanted) <= set(exercises) for exercises in asked)

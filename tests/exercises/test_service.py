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

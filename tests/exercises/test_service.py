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

"""Frames between grader and clean room: plain JSON, bounded, never blocking forever."""

from __future__ import annotations

import os
import struct
import time

import pytest

from autograder.grading.cleanroom.protocol import (
    MAX_FRAME,
    FrameError,
    FrameReader,
    read_frame,
    write_frame,
)


def test_frames_round_trip_plain_json():
    r, w = os.pipe()
    write_frame(w, {"type": "cell", "text": "안녕", "n": [1, 2.5, None, True]})
    os.close(w)
    assert read_frame(r) == {"type": "cell", "text": "안녕", "n": [1, 2.5, None, True]}
    assert read_frame(r) is None


def test_oversized_header_is_refused_before_reading_the_body():
    r, w = os.pipe()
    os.write(w, struct.pack(">I", MAX_FRAME + 1))
    with pytest.raises(FrameError, match="limit"):
        FrameReader(r).read(time.monotonic() + 1)


def test_non_json_frame_is_an_error_not_an_object():
    r, w = os.pipe()
    os.write(w, struct.pack(">I", 5) + b"\x80abcd")
    with pytest.raises(FrameError, match="UTF-8 JSON"):
        FrameReader(r).read(time.monotonic() + 1)


def test_a_stalled_writer_costs_only_the_deadline():
    r, w = os.pipe()
    os.write(w, struct.pack(">I", 100) + b"{")  # a frame that never completes
    started = time.monotonic()
    with pytest.raises(TimeoutError):
        FrameReader(r).read(time.monotonic() + 0.3)
    assert time.monotonic() - started < 2


def test_stream_cut_inside_a_frame_is_reported():
    r, w = os.pipe()
    os.write(w, struct.pack(">I", 10) + b'{"a"')
    os.close(w)
    with pytest.raises(FrameError, match="inside a frame"):
        FrameReader(r).read(time.monotonic() + 1)


def test_a_frame_nested_past_the_cap_is_a_frame_error_not_a_recursion_error():
    from autograder.grading.cleanroom.protocol import MAX_DEPTH, decode_untrusted

    assert decode_untrusted(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH)[1] == MAX_DEPTH
    for depth in (MAX_DEPTH + 1, 100_000):
        with pytest.raises(FrameError, match="nested deeper"):
            decode_untrusted(b"[" * depth + b"]" * depth)


def test_a_frame_with_too_many_values_is_refused():
    from autograder.grading.cleanroom.protocol import MAX_NODES, decode_untrusted

    assert decode_untrusted(b"[" + b"0," * (MAX_NODES - 2) + b"0]")[1] == MAX_NODES
    with pytest.raises(FrameError, match="values"):
        decode_untrusted(b"[" + b"0," * MAX_NODES + b"0]")


def test_a_reader_stops_past_its_byte_budget():
    r, w = os.pipe()
    write_frame(w, {"pad": "x" * 5000})
    os.close(w)
    with pytest.raises(FrameError, match="bytes in one run"):
        FrameReader(r, max_bytes=1000).read(time.monotonic() + 1)

"""Length-prefixed JSON frames between the grader and its sandboxed clean room.

Every frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON.
Only plain JSON crosses the boundary (never pickle): the grader parses what the
learner's process wrote with `json.loads` and nothing else, and a frame larger than
`MAX_FRAME` is refused, so a flood on the pipe cannot exhaust the grader's memory.
"""

from __future__ import annotations

import json
import os
import select
import struct
import time

__all__ = ["MAX_FRAME", "FrameError", "FrameReader", "read_frame", "write_frame"]

#: The largest frame either side accepts (16 MiB).
MAX_FRAME = 16 * 1024 * 1024

_HEADER = struct.Struct(">I")


class FrameError(Exception):
    """A frame on the pipe was malformed, too large or cut short."""


def write_frame(fd: int, message: object) -> None:
    """Write `message` (plain JSON data) to the file descriptor `fd` as one frame."""
    payload = json.dumps(message, ensure_ascii=False, allow_nan=False).encode("utf-8")
    if len(payload) > MAX_FRAME:
        raise FrameError(f"frame of {len(payload)} bytes exceeds the {MAX_FRAME}-byte limit")
    _write_all(fd, _HEADER.pack(len(payload)) + payload)


def read_frame(fd: int) -> object | None:
    """Read one frame from `fd`; None at a clean end of stream (EOF before a header)."""
    header = _read_exactly(fd, _HEADER.size, eof_ok=True)
    if header is None:
        return None
    (length,) = _HEADER.unpack(header)
    if length > MAX_FRAME:
        raise FrameError(f"frame header announces {length} bytes (limit {MAX_FRAME})")
    payload = _read_exactly(fd, length, eof_ok=False)
    try:
        return json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise FrameError(f"frame is not UTF-8 JSON: {exc}") from None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _read_exactly(fd: int, size: int, *, eof_ok: bool) -> bytes | None:
    chunks: list[bytes] = []
    remaining = size
    while remaining:
        chunk = os.read(fd, min(remaining, 1 << 20))
        if not chunk:
            if eof_ok and remaining == size:
                return None
            raise FrameError(f"stream ended {remaining} bytes short of a {size}-byte read")
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


class FrameReader:
    """Frames from a pipe the other side may stall, flood or cut: each read has a deadline."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._buffer = bytearray()
        self.eof = False

    def read(self, deadline: float) -> object | None:
        """The next frame, or None at EOF; raises `TimeoutError` past `deadline` (monotonic)."""
        while True:
            frame = self._take()
            if frame is not _INCOMPLETE:
                return frame
            if self.eof:
                if self._buffer:
                    raise FrameError(f"stream ended inside a frame ({len(self._buffer)} bytes)")
                return None
            self._fill(deadline)

    def _take(self) -> object:
        if len(self._buffer) < _HEADER.size:
            return _INCOMPLETE
        (length,) = _HEADER.unpack_from(self._buffer)
        if length > MAX_FRAME:
            raise FrameError(f"frame header announces {length} bytes (limit {MAX_FRAME})")
        end = _HEADER.size + length
        if len(self._buffer) < end:
            return _INCOMPLETE
        payload = bytes(self._buffer[_HEADER.size : end])
        del self._buffer[:end]
        try:
            return json.loads(payload.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise FrameError(f"frame is not UTF-8 JSON: {exc}") from None

    def _fill(self, deadline: float) -> None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("no complete frame before the deadline")
        ready, _, _ = select.select([self._fd], [], [], remaining)
        if not ready:
            raise TimeoutError("no complete frame before the deadline")
        chunk = os.read(self._fd, 1 << 20)
        if chunk:
            self._buffer += chunk
        else:
            self.eof = True


_INCOMPLETE = object()

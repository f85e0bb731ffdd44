"""Length-prefixed JSON frames between the grader and its sandboxed clean room.

Every frame is a 4-byte big-endian length followed by that many bytes of JSON text in
UTF-8 (``surrogatepass``: any string Python can hold crosses, a lone surrogate printed
by the learner's code included). Only plain JSON crosses the boundary (never pickle).
What the learner's process writes is learner data, so the grader's reader bounds it:
a frame larger than `MAX_FRAME` is refused before it is read, one nested deeper than
`MAX_DEPTH` or holding more than `MAX_NODES` values is a `FrameError` (never a
``RecursionError``), and lone surrogates become U+FFFD so that nothing downstream
(nbformat, the gradebook) meets a string it cannot encode.
"""

from __future__ import annotations

import json
import os
import re
import select
import struct
import time

__all__ = [
    "MAX_DEPTH",
    "MAX_FRAME",
    "MAX_NODES",
    "MAX_SOURCE",
    "FrameError",
    "FrameReader",
    "decode_untrusted",
    "encode",
    "read_frame",
    "write_frame",
]

#: The largest frame either side accepts (16 MiB).
MAX_FRAME = 16 * 1024 * 1024
#: The largest cell source the grader sends (2 MiB); a larger one is "submission too large".
MAX_SOURCE = 2 * 1024 * 1024
#: The deepest nesting of lists and objects the grader accepts in one frame.
MAX_DEPTH = 64
#: The most values (containers, strings, numbers, ...) the grader accepts in one frame.
MAX_NODES = 200_000

_SURROGATE = re.compile("[\ud800-\udfff]")

_HEADER = struct.Struct(">I")


class FrameError(Exception):
    """A frame on the pipe was malformed, too large or cut short."""


def write_frame(fd: int, message: object) -> None:
    """Write `message` (plain JSON data) to the file descriptor `fd` as one frame."""
    payload = encode(message)
    if len(payload) > MAX_FRAME:
        raise FrameError(f"frame of {len(payload)} bytes exceeds the {MAX_FRAME}-byte limit")
    _write_all(fd, _HEADER.pack(len(payload)) + payload)


def encode(message: object) -> bytes:
    """`message` as a frame's payload: compact JSON, any Python string allowed."""
    return json.dumps(message, ensure_ascii=False, allow_nan=False).encode("utf-8", "surrogatepass")


def _decode(payload: bytes) -> object:
    try:
        return json.loads(payload.decode("utf-8", "surrogatepass"))
    except RecursionError:
        raise FrameError(f"frame is nested deeper than {MAX_DEPTH} levels") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise FrameError(f"frame is not UTF-8 JSON: {exc}") from None


def decode_untrusted(payload: bytes) -> tuple[object, int]:
    """A payload written by the learner's process: (message, number of values in it).

    Parsed, bounded (`MAX_DEPTH`, `MAX_NODES`) and with lone surrogates replaced.
    """
    message = _decode(payload)
    nodes = _repair_bounded(message)
    return (_repaired(message) if isinstance(message, str) else message), nodes


def _repair_bounded(message: object) -> int:
    """Replace lone surrogates in `message` in place; its number of values, or FrameError
    past the depth or size caps. Iterative: the message is learner data."""
    nodes = 0
    stack: list[tuple[object, int]] = [(message, 1)]
    while stack:
        node, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise FrameError(f"frame holds more than {MAX_NODES} values")
        if depth > MAX_DEPTH:
            raise FrameError(f"frame is nested deeper than {MAX_DEPTH} levels")
        if isinstance(node, list):
            for index, item in enumerate(node):
                if isinstance(item, str):
                    node[index] = _repaired(item)
                else:
                    stack.append((item, depth + 1))
        elif isinstance(node, dict):
            if not all(key.isascii() for key in node):
                repaired = {_repaired(k): v for k, v in node.items()}
                node.clear()
                node.update(repaired)
            for key, item in node.items():
                if isinstance(item, str):
                    node[key] = _repaired(item)
                else:
                    stack.append((item, depth + 1))
    return nodes


def _repaired(text: str) -> str:
    return text if text.isascii() else _SURROGATE.sub("\ufffd", text)


def read_frame(fd: int) -> object | None:
    """Read one frame from `fd`; None at a clean end of stream (EOF before a header).

    Used in the clean room to read what the grader wrote (trusted, so not bounded).
    """
    header = _read_exactly(fd, _HEADER.size, eof_ok=True)
    if header is None:
        return None
    (length,) = _HEADER.unpack(header)
    if length > MAX_FRAME:
        raise FrameError(f"frame header announces {length} bytes (limit {MAX_FRAME})")
    return _decode(_read_exactly(fd, length, eof_ok=False))


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
    """Frames from a pipe the other side may stall, flood or cut: each read has a deadline.

    Every frame is bounded (`decode_untrusted`), and so is the whole stream: past
    `max_bytes` in all, reading stops with a `FrameError`.
    """

    def __init__(self, fd: int, max_bytes: int | None = None) -> None:
        self._fd = fd
        self._buffer = bytearray()
        self.eof = False
        self.received = 0
        self.nodes = 0  #: values in all frames read so far
        self.max_bytes = max_bytes

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
        message, nodes = decode_untrusted(payload)
        self.nodes += nodes
        return message

    def _fill(self, deadline: float) -> None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("no complete frame before the deadline")
        ready, _, _ = select.select([self._fd], [], [], remaining)
        if not ready:
            raise TimeoutError("no complete frame before the deadline")
        chunk = os.read(self._fd, 1 << 20)
        if chunk:
            self.received += len(chunk)
            if self.max_bytes is not None and self.received > self.max_bytes:
                raise FrameError(f"more than {self.max_bytes} bytes in one run")
            self._buffer += chunk
        else:
            self.eof = True


_INCOMPLETE = object()

"""Server-side message threads (the SDK's ``message-threads`` beta, used by its tool runner).

With ``thread: {"type": "create"}`` the server keeps the conversation up to its reply;
``thread: {"type": "continue", "previous_message_id": "msg_..."}`` sends only the new
messages, and ``system`` / ``tools`` come from the thread. This store expands such a
request back into the full conversation the model answers (and the contract checks).
"""

from __future__ import annotations

import collections
import threading

from autograder.simulator.errors import SimResponse, error_response

#: Fields a ``continue`` takes from the thread (anthropic ``CREATE_ONLY_FIELDS``).
CREATE_ONLY = ("system", "tools")
#: How many replies are remembered (oldest forgotten first), continued or not.
CAPACITY = 2048


class ThreadStore:
    """Replies by message id, with the full conversation that led to them.

    At most `capacity` replies are kept, oldest first out; which of them were already
    continued is kept only while the reply is (a forgotten one is ``thread_not_found``
    anyway), so both bounds are `capacity`.
    """

    def __init__(self, capacity: int = CAPACITY) -> None:
        self._items: collections.OrderedDict[str, dict] = collections.OrderedDict()
        self._continued: set[str] = set()  # ids in `_items` only
        self._capacity = capacity
        self._lock = threading.Lock()

    def expand(self, request: dict) -> dict | SimResponse:
        """The full request a threaded ``request`` stands for, or the API's error for it."""
        thread = request.get("thread")
        body = {k: v for k, v in request.items() if k != "thread"}
        if not isinstance(thread, dict) or thread.get("type") != "continue":
            return body
        previous = thread.get("previous_message_id")
        with self._lock:
            stored = self._items.get(previous) if isinstance(previous, str) else None
            if stored is not None and previous in self._continued:
                return thread_error(
                    "thread_already_continued", f"thread: {previous} was already continued"
                )
            if stored is not None:
                self._continued.add(previous)
        if stored is None:
            return thread_error(
                "thread_not_found", f"thread: no stored reply {previous!r}", status=404
            )
        messages = body.get("messages") if isinstance(body.get("messages"), list) else []
        full = {**body, "messages": [*stored["messages"], *messages]}
        full.update({k: stored[k] for k in CREATE_ONLY if k in stored})
        return full

    def remember(self, request: dict, reply: dict) -> None:
        """Store ``reply`` (and the conversation before it) for a later ``continue``."""
        entry = {k: request[k] for k in CREATE_ONLY if k in request}
        messages = request.get("messages") if isinstance(request.get("messages"), list) else []
        entry["messages"] = [*messages, {"role": "assistant", "content": reply["content"]}]
        with self._lock:
            self._items[reply["id"]] = entry
            while len(self._items) > self._capacity:
                forgotten, _ = self._items.popitem(last=False)
                self._continued.discard(forgotten)


def thread_error(code: str, message: str, status: int = 400) -> SimResponse:
    """A rejection the SDK's thread state recognises by ``error.details.error_code``."""
    return error_response(status, message, details={"error_code": code})

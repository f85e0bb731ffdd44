"""A sandboxed client's local simulator keeps what the grader answered (`child.mirror`).

``collect`` reads a client's transcript in the learner's process, as in the notebook; the
grader then binds its own recording in its place. The local simulator keeps the grader's
JSON answer as it came, without playing the request again (the scripted model's work was
most of a learner process's CPU); only a streamed or thread-beta answer is played locally.
"""

from __future__ import annotations

import json

import httpx2
import pytest

from autograder import MODEL
from autograder.grading.cleanroom.child import mirror
from autograder.simulator import Simulator

URL = "https://api.anthropic.com/v1/messages"
BODY = {"model": MODEL, "max_tokens": 64, "messages": [{"role": "user", "content": "서울 날씨?"}]}
#: An answer the local simulator would never give: only the grader's can carry it.
GRADERS = {
    "id": "msg_01FromTheGrader",
    "type": "message",
    "role": "assistant",
    "model": MODEL,
    "content": [{"type": "text", "text": "채점기가 보낸 답"}],
    "stop_reason": "end_turn",
    "stop_sequence": None,
    "usage": {"input_tokens": 5, "output_tokens": 3},
}


def _request(body: dict, url: str = URL) -> httpx2.Request:
    headers = {"x-api-key": "sk-ant-grading-sandbox", "content-type": "application/json"}
    return httpx2.Request("POST", url, headers=headers, content=json.dumps(body).encode())


@pytest.fixture
def local(monkeypatch) -> Simulator:
    """A local simulator that fails the test if its model is asked anything."""
    simulator = Simulator(None)

    def no_model(*_):
        raise AssertionError("the local simulator played the request again")

    monkeypatch.setattr(simulator, "_reply", no_model)
    return simulator


def test_a_json_answer_is_kept_as_the_grader_gave_it_and_not_played_again(local):
    request = _request(BODY)
    mirror(local, request, request.read(), httpx2.Response(200, json=GRADERS, request=request))
    kept = local.transcript.last
    assert (kept.method, kept.path, kept.status) == ("POST", "/v1/messages", 200)
    assert kept.request == BODY and kept.conversation == BODY
    assert kept.response == GRADERS and kept.error is None and kept.stream is False


def test_an_error_answer_is_kept_as_the_error(local):
    error = {"type": "error", "error": {"type": "invalid_request_error", "message": "bad"}}
    request = _request({**BODY, "stream": True})  # refused before any stream began
    mirror(local, request, request.read(), httpx2.Response(400, json=error, request=request))
    kept = local.transcript.last
    assert (kept.status, kept.response, kept.error, kept.stream) == (400, None, error, True)


def test_a_body_that_is_not_json_is_kept_as_no_request(local):
    request = httpx2.Request("POST", URL, content=b"{not json")
    error = {"type": "error", "error": {"type": "invalid_request_error", "message": "json"}}
    mirror(local, request, request.read(), httpx2.Response(400, json=error, request=request))
    assert local.transcript.last.request is None
    assert local.transcript.last.error == error


def test_a_streamed_answer_is_played_by_the_local_simulator():
    simulator = Simulator(None)
    request = _request({**BODY, "stream": True})
    events = b"event: message_start\ndata: {}\n\n"
    answer = httpx2.Response(
        200, headers={"content-type": "text/event-stream"}, content=events, request=request
    )
    mirror(simulator, request, request.read(), answer)
    kept = simulator.transcript.last
    assert kept.stream is True and kept.status == 200
    assert kept.response["type"] == "message"  # the message the local play assembled
    assert kept.response["content"]  # the SSE it was given held no message at all


def test_a_thread_beta_answer_is_played_locally_to_expand_the_thread():
    simulator = Simulator(None)
    request = _request(BODY, URL + "?beta=true")
    mirror(simulator, request, request.read(), httpx2.Response(200, json=GRADERS, request=request))
    kept = simulator.transcript.last
    assert kept.status == 200 and kept.response["type"] == "message"  # played here
    assert kept.response["id"] != GRADERS["id"]


def test_a_beta_header_answer_is_played_locally_as_the_simulator_reads_it():
    """The beta endpoint reached by header, not query: the same test the simulator uses."""
    simulator = Simulator(None)
    request = _request(BODY)
    request.headers["anthropic-beta"] = "some-beta-2026-01-01"
    mirror(simulator, request, request.read(), httpx2.Response(200, json=GRADERS, request=request))
    kept = simulator.transcript.last
    assert kept.status == 200 and kept.response["type"] == "message"  # played here
    assert kept.response["id"] != GRADERS["id"]

"""The loopback server: raw HTTP gets the same bodies as the in-process core; many clients at once."""

from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import threading
from urllib.parse import urlsplit

import anthropic
import pytest

from autograder.config import MODEL
from autograder.simulator import Simulator, get_scenario
from autograder.simulator.server import Limits, add_arguments, serving
from autograder.simulator.transcript import Transcript

from .conftest import request

HEADERS = {
    "x-api-key": "sk-ant-test",
    "content-type": "application/json",
    "anthropic-version": "2023-06-01",
}


def post(base: str, path: str, body: bytes, headers: dict | None = None) -> tuple[int, dict, bytes]:
    url = urlsplit(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    try:
        conn.request("POST", path, body=body, headers=headers if headers is not None else HEADERS)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def test_raw_http_gets_the_same_body_as_the_core():
    body = json.dumps(request("meridian")).encode()
    expected = Simulator().handle("POST", "/v1/messages", HEADERS, body)
    with serving(Simulator()) as base:
        status, headers, raw = post(base, "/v1/messages", body)
    assert status == 200 and raw == expected.body
    assert headers["content-type"] == "application/json" and headers["request-id"].startswith(
        "req_"
    )


def test_raw_http_error_is_the_api_envelope():
    bad = {"model": MODEL, "max_tokens": 10, "messages": []}
    with serving() as base:
        status, headers, raw = post(base, "/v1/messages", json.dumps(bad).encode())
        not_json = post(base, "/v1/messages", b"{nope")
        missing = post(base, "/v1/nothing", b"{}")
    assert status == 400 and headers["x-should-retry"] == "false"
    envelope = json.loads(raw)
    assert envelope["error"] == {
        "type": "invalid_request_error",
        "message": "messages: at least one message is required",
    }
    assert envelope["request_id"] == headers["request-id"]
    assert not_json[0] == 400 and b"not valid JSON" in not_json[2]
    assert missing[0] == 404 and json.loads(missing[2])["error"]["type"] == "not_found_error"


def test_streaming_over_http_is_sse():
    body = json.dumps(request("weather", stream=True)).encode()
    with serving() as base:
        status, headers, raw = post(base, "/v1/messages", body)
    assert status == 200 and headers["content-type"].startswith("text/event-stream")
    events = [line for line in raw.decode().splitlines() if line.startswith("event: ")]
    assert events[0] == "event: message_start" and events[-1] == "event: message_stop"


def test_oversized_body_is_413_without_reading_it():
    with serving(Simulator(max_body_bytes=1000)) as base:
        status, _, raw = post(base, "/v1/messages", b"x" * 5000)
    assert status == 413 and json.loads(raw)["error"]["type"] == "request_too_large"


def test_the_sdk_works_against_the_server_with_base_url():
    scenario = get_scenario("weather")
    with serving() as base:
        client = anthropic.Anthropic(api_key="sk-ant-test", base_url=base, max_retries=0)
        reply = client.messages.create(
            model=MODEL,
            max_tokens=256,
            tools=scenario.tools,
            messages=[{"role": "user", "content": scenario.prompt("en")}],
        )
        client.close()
    assert reply.content[0].id == "toolu_01Weather9527"


def test_concurrent_clients_are_all_answered_and_recorded():
    sim = Simulator()
    body = json.dumps(request("two_orders")).encode()
    statuses: list[int] = []
    with serving(sim) as base:

        def client() -> None:
            for _ in range(10):
                statuses.append(post(base, "/v1/messages", body)[0])

        workers = [threading.Thread(target=client) for _ in range(8)]
        for w in workers:
            w.start()
        for w in workers:
            w.join(timeout=30)
    assert statuses == [200] * 80
    assert len(sim.transcript) == 80 and [e.index for e in sim.transcript] == list(range(80))


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT delivery differs on Windows")
def test_serve_verb_stops_cleanly_on_ctrl_c():
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with subprocess.Popen(
        [sys.executable, "-m", "autograder", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    ) as proc:
        try:
            banner = proc.stdout.readline()
            port = int(banner.split("http://127.0.0.1:")[1].split()[0])
            assert post(f"http://127.0.0.1:{port}", "/v1/nothing", b"")[0] == 404
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=60)  # cleanly, not quickly: a busy machine is slow
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    assert proc.returncode == 0, err
    assert "Stopped." in out and "Traceback" not in err


@pytest.mark.skipif(shutil.which("curl") is None, reason="curl is not installed")
def test_curl_gets_the_same_body():
    body = json.dumps(request("two_orders", "ko"), ensure_ascii=False).encode()
    expected = Simulator().handle("POST", "/v1/messages", HEADERS, body).body
    with serving(Simulator()) as base:
        done = subprocess.run(
            [
                "curl",
                "-sS",
                "--max-time",
                "10",
                f"{base}/v1/messages",
                "-H",
                "x-api-key: sk-ant-test",
                "-H",
                "content-type: application/json",
                "--data-binary",
                "@-",
            ],
            input=body,
            capture_output=True,
            timeout=20,
            check=True,
        )
    assert done.stdout == expected


NODE_CLIENT = """
const [base, body] = [process.argv[1], process.argv[2]];
const post = (payload) => fetch(base + "/v1/messages", {
  method: "POST",
  headers: {"x-api-key": "sk-ant-test", "content-type": "application/json", "anthropic-version": "2023-06-01"},
  body: JSON.stringify(payload),
}).then((r) => r.json());
(async () => {
  const request = JSON.parse(body);
  const first = await post(request);
  const call = first.content.find((b) => b.type === "tool_use");
  request.messages.push({role: "assistant", content: first.content});
  request.messages.push({role: "user", content: [{type: "tool_result", tool_use_id: call.id, content: "sunny, 26 C"}]});
  const second = await post(request);
  console.log(JSON.stringify([first.stop_reason, call.id, second.stop_reason, second.content[0].text]));
})();
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_another_languages_client_completes_a_round_trip():
    with serving() as base:
        done = subprocess.run(
            ["node", "-e", NODE_CLIENT, base, json.dumps(request("weather"))],
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        )
    first_stop, call_id, second_stop, answer = json.loads(done.stdout)
    assert (first_stop, call_id, second_stop) == ("tool_use", "toolu_01Weather9527", "end_turn")
    assert "sunny, 26 C" in answer


# --- Faults (issue 16): framing, backlog, connection cap, content type, quiet logs ---------


def raw_exchange(base: str, data: bytes) -> bytes:
    """Send ``data`` as is on a fresh connection; everything the server sends until it closes."""
    url = urlsplit(base)
    with socket.create_connection((url.hostname, url.port), timeout=10) as sock:
        sock.sendall(data)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    return received


def chunked(size_line: bytes, payload: bytes = b"{}", close: bool = True) -> bytes:
    head = (
        b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nx-api-key: k\r\n"
        b"content-type: application/json\r\nTransfer-Encoding: chunked\r\n"
    )
    head += b"Connection: close\r\n\r\n" if close else b"\r\n"
    return head + size_line + b"\r\n" + payload + b"\r\n0\r\n\r\n"


@pytest.mark.parametrize(
    "size_line",
    ["-{n:x}", "zz", "+{n:x}", "0x{n:x}", "{n:x} {n:x}", "", "f" * 25, "{n}_"],
    ids=["negative", "not-hex", "plus", "0x", "space", "empty", "huge", "underscore"],
)
def test_a_bad_chunk_size_is_a_400_and_the_server_carries_on(size_line, capfd):
    good = json.dumps(request("weather")).encode()
    sim = Simulator()
    with serving(sim) as base:
        answer = raw_exchange(base, chunked(size_line.format(n=len(good)).encode(), good))
        seen_by_the_core = len(sim.transcript)
        after = raw_exchange(base, chunked(b"%x" % len(good), good))
    assert answer.startswith(b"HTTP/1.1 400 ") and seen_by_the_core == 0
    assert after.startswith(b"HTTP/1.1 200 ") and len(sim.transcript) == 1
    assert "Traceback" not in capfd.readouterr().err


def test_a_valid_chunked_body_gets_the_same_answer_as_the_core():
    body = json.dumps(request("meridian")).encode()
    expected = Simulator().handle("POST", "/v1/messages", HEADERS, body).body
    pieces = b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in (body[:7], body[7:100], body[100:]))
    head = (
        b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nx-api-key: k\r\ncontent-type: application/json"
        b"\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    )
    with serving(Simulator()) as base:
        answer = raw_exchange(base, head + pieces + b"0\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 200 ") and answer.endswith(expected)


@pytest.mark.parametrize(
    "framing",
    [
        b"Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
        b"Content-Length: -3\r\n\r\n{}",
        b"Content-Length: 2, 3\r\n\r\n{}",
    ],
    ids=["both-lengths", "negative-length", "unequal-lengths"],
)
def test_ambiguous_framing_is_a_400(framing):
    with serving() as base:
        answer = raw_exchange(base, b"POST /v1/messages HTTP/1.1\r\nHost: x\r\n" + framing)
    assert answer.startswith(b"HTTP/1.1 400 ")


def test_a_chunked_body_over_the_limit_is_the_api_413():
    with serving(Simulator(max_body_bytes=1000)) as base:
        answer = raw_exchange(base, chunked(b"%x" % 3000, b"x" * 3000, close=False))
    assert answer.startswith(b"HTTP/1.1 413 ") and b'"request_too_large"' in answer


def test_many_clients_connecting_at_once_are_not_reset():
    body = json.dumps(request("weather")).encode()
    url = urlsplit("http://x")
    failures: list[str] = []
    statuses: list[int] = []
    with serving() as base:
        url = urlsplit(base)
        start = threading.Barrier(100)

        def client() -> None:
            start.wait()
            conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
            try:
                for _ in range(3):
                    conn.request("POST", "/v1/messages", body=body, headers=HEADERS)
                    response = conn.getresponse()
                    response.read()
                    statuses.append(response.status)
            except (OSError, http.client.HTTPException) as exc:
                failures.append(repr(exc))
            finally:
                conn.close()

        workers = [threading.Thread(target=client) for _ in range(100)]
        for w in workers:
            w.start()
        for w in workers:
            w.join(timeout=60)
    assert failures == [] and statuses == [200] * 300


def test_at_the_connection_cap_a_client_waits_instead_of_being_refused():
    body = json.dumps(request("weather")).encode()
    with serving(limits=Limits(max_connections=2)) as base:
        url = urlsplit(base)
        idle = [socket.create_connection((url.hostname, url.port)) for _ in range(2)]
        waiting = http.client.HTTPConnection(url.hostname, url.port, timeout=0.5)
        waiting.request("POST", "/v1/messages", body=body, headers=HEADERS)
        with pytest.raises(TimeoutError):
            waiting.getresponse()  # queued in the backlog: the cap holds
        waiting.close()
        idle[0].close()  # a slot frees: the next client is served
        status = post(base, "/v1/messages", body)[0]
        idle[1].close()
    assert status == 200


def test_slow_clients_hold_sockets_not_threads():
    with serving() as base:
        url = urlsplit(base)
        before = threading.active_count()
        slow = [socket.create_connection((url.hostname, url.port)) for _ in range(150)]
        for sock in slow:
            sock.sendall(b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nx-api")  # never finishes
        status = post(base, "/v1/nothing", b"{}")[0]
        during = threading.active_count()
        for sock in slow:
            sock.close()
    assert status == 404
    assert during - before <= Limits.workers  # the worker pool at most, not one per client


def test_a_silent_connection_is_closed_after_the_idle_limit():
    with serving(limits=Limits(idle_seconds=0.3, body_seconds=0.3)) as base:
        url = urlsplit(base)
        trickling = socket.create_connection((url.hostname, url.port), timeout=10)
        trickling.sendall(b"POST /v1/messages HTTP/1.1\r\nHost")  # headers never finish
        body_missing = socket.create_connection((url.hostname, url.port), timeout=10)
        body_missing.sendall(b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nContent-Length: 9\r\n\r\n{")
        closed = trickling.recv(100), body_missing.recv(100)
        trickling.close()
        body_missing.close()
    assert closed == (b"", b"")


def test_a_slow_large_request_does_not_freeze_the_others():
    release = threading.Event()

    class SlowOnce(Simulator):
        def handle(self, method, path, headers, body):
            if b"SLOW" in body:
                release.wait(timeout=20)  # stands for a slow evaluation (a learner's regex)
            return super().handle(method, path, headers, body)

    body = json.dumps(request("weather")).encode()
    big = {"user_id": "SLOW" + "x" * Limits.inline_bytes}  # large bodies run on a worker
    slow_body = json.dumps(request("weather", metadata=big)).encode()
    with serving(SlowOnce()) as base:
        slow = threading.Thread(target=lambda: post(base, "/v1/messages", slow_body))
        slow.start()
        answered = [post(base, "/v1/messages", body)[0] for _ in range(20)]
        still_waiting = slow.is_alive()
        release.set()
        slow.join(timeout=20)
    assert answered == [200] * 20 and still_waiting


@pytest.mark.parametrize(
    ("content_type", "expected"),
    [
        ("application/json", 200),
        ("application/json; charset=utf-8", 200),
        ("Application/JSON", 200),
        (None, 200),
        ("text/plain", 400),
        ("application/x-www-form-urlencoded", 400),
        ("", 400),
    ],
)
def test_the_content_type_must_be_json(content_type, expected):
    headers = {k: v for k, v in HEADERS.items() if k != "content-type"}
    if content_type is not None:
        headers["content-type"] = content_type
    with serving() as base:
        status, _, raw = post(
            base, "/v1/messages", json.dumps(request("weather")).encode(), headers
        )
    assert status == expected
    if expected == 400:
        error = json.loads(raw)["error"]
        assert error["type"] == "invalid_request_error" and "application/json" in error["message"]


def test_clients_that_hang_up_mid_answer_leave_no_traceback(capfd):
    body = json.dumps(request("meridian", stream=True)).encode()
    raw = (
        b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nx-api-key: k\r\ncontent-type: application/json"
        b"\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)
    )
    slow = Simulator(latency=0.05)
    with serving(slow) as base:
        url = urlsplit(base)
        for _ in range(30):
            sock = socket.create_connection((url.hostname, url.port))
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            sock.sendall(raw)
            sock.close()  # an RST before the (delayed) answer is written
        assert post(base, "/v1/nothing", b"{}")[0] == 404
    assert capfd.readouterr().err == ""


def test_verbose_logs_one_line_per_request(capfd):
    body = json.dumps(request("weather")).encode()
    with serving(verbose=True) as base:
        for _ in range(5):
            post(base, "/v1/messages", body)
        post(base, "/v1/nothing", b"{}")
    lines = capfd.readouterr().err.splitlines()
    assert lines[:5] == ["127.0.0.1 POST /v1/messages 200"] * 5
    assert lines[5:] == ["127.0.0.1 POST /v1/nothing 404"]


# --- The server's memory: a transcript ring (Transcript(keep=n)) ---------------------------


def test_a_ring_transcript_keeps_the_newest_and_counts_every_exchange():
    sim = Simulator()
    sim.transcript = Transcript(keep=3)
    body = json.dumps(request("weather")).encode()
    with sim.transcript.scope() as seen:
        for _ in range(5):
            sim.handle("POST", "/v1/messages", HEADERS, body)
        with sim.transcript.scope() as last_two:
            for _ in range(2):
                sim.handle("POST", "/v1/messages", HEADERS, body)
    assert [e.index for e in sim.transcript] == [4, 5, 6]
    assert sim.transcript.forgotten == 4 and len(sim.transcript) == 3
    assert [e.index for e in last_two] == [5, 6] and [e.index for e in seen] == [4, 5, 6]
    assert sim.transcript.last.index == 6 and sim.transcript[0].index == 4
    assert len(sim.transcript.requests()) == 3 and len(sim.transcript.to_list()) == 3
    sim.transcript.clear()
    sim.handle("POST", "/v1/messages", HEADERS, body)
    assert [e.index for e in sim.transcript] == [0] and sim.transcript.forgotten == 0


def test_keep_zero_records_nothing_and_the_default_keeps_everything():
    body = json.dumps(request("weather")).encode()
    off, full = Simulator(), Simulator()
    off.transcript = Transcript(keep=0)
    for _ in range(1500):
        off.handle("POST", "/v1/messages", HEADERS, body)
        full.handle("POST", "/v1/messages", HEADERS, body)
    assert len(off.transcript) == 0 and off.transcript.forgotten == 1500
    assert len(full.transcript) == 1500 and full.transcript.forgotten == 0
    with pytest.raises(ValueError):
        Transcript(keep=-1)


def test_the_serve_verb_records_no_transcript_unless_asked():
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args([]).keep_transcript == 0
    assert parser.parse_args(["--keep-transcript", "50"]).keep_transcript == 50

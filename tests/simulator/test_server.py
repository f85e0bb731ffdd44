"""The loopback server: raw HTTP gets the same bodies as the in-process core; many clients at once."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
from urllib.parse import urlsplit

import anthropic
import pytest

from autograder.config import MODEL
from autograder.simulator import Simulator, get_scenario
from autograder.simulator.server import serving

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
            out, err = proc.communicate(timeout=10)
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

"""Simulator speed: an SDK round trip through the simulator vs a bare MockTransport, and the server.

1. Median wall time of ``client.messages.create`` (weather request, real SDK) through
   ``make_client()`` and, interleaved in the same run, through a bare
   ``httpx2.MockTransport`` that returns a canned body. Target: ratio <= 2x.
2. The loopback server: requests per second with 8 concurrent keep-alive clients, and the
   p50 / p99 latency of those requests.
3. The scripted model's paths side by side, p50 of ``messages.create`` after warm-up: the
   scenario path (the course's weather request) and the generic path (a learner's own tool
   and free text, English and Korean, a different city or number in every request so no
   cache answers it; the Korean search topic runs the analyser). Target: p50 <= 5 ms on
   each. Also the one-off cost of the first generic requests, which open the gazetteer's
   shared table and the Korean analyser (``bench_footprint`` measures them per process).
"""

from __future__ import annotations

import gc
import http.client
import json
import statistics
import threading
import time

import anthropic
import httpx2

from autograder.config import MODEL
from autograder.simulator import Simulator, get_scenario, get_simulator, make_client
from autograder.simulator.server import serving
from tests.simulator.learner_tools import CALCULATOR, SEARCH_DOCS, WEATHER

ROUNDS = 2_000
CLIENTS = 8
PER_CLIENT = 250


def weather_kwargs() -> dict:
    scenario = get_scenario("weather")
    return {
        "model": MODEL,
        "max_tokens": 512,
        "tools": scenario.tools,
        "messages": [{"role": "user", "content": scenario.prompt("ko")}],
    }


def bare_client(canned: bytes) -> anthropic.Anthropic:
    def handler(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(200, headers={"content-type": "application/json"}, content=canned)

    transport = httpx2.MockTransport(handler)
    return anthropic.Anthropic(
        api_key="sk-ant-bench", max_retries=0, http_client=httpx2.Client(transport=transport)
    )


def sdk_round_trip() -> None:
    kwargs = weather_kwargs()
    simulated = make_client()
    canned = json.dumps(simulated.messages.create(**kwargs).model_dump()).encode()
    bare = bare_client(canned)
    sim = get_simulator(simulated)
    times: dict[str, list[float]] = {"simulator": [], "bare": []}
    for i in range(ROUNDS):
        gc.disable()
        for name, client in (("simulator", simulated), ("bare", bare)):
            started = time.perf_counter()
            client.messages.create(**kwargs)
            times[name].append(time.perf_counter() - started)
        gc.enable()
        if i % 200 == 0:
            sim.transcript.clear()
    sim_ms = statistics.median(times["simulator"]) * 1000
    bare_ms = statistics.median(times["bare"]) * 1000
    print(
        f"  messages.create median: simulator {sim_ms:.3f} ms | bare MockTransport {bare_ms:.3f} ms"
    )
    print(
        f"  ratio simulator / bare: {sim_ms / bare_ms:.2f}x  (target <= 2x; {ROUNDS} interleaved rounds)"
    )


def server_throughput() -> None:
    body = json.dumps(weather_kwargs()).encode()
    headers = {"x-api-key": "sk-ant-bench", "content-type": "application/json"}
    latencies: list[float] = []
    lock = threading.Lock()
    simulator = Simulator()

    with serving(simulator) as base:
        port = int(base.rsplit(":", 1)[1])

        def client() -> None:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            mine = []
            for _ in range(PER_CLIENT):
                started = time.perf_counter()
                conn.request("POST", "/v1/messages", body=body, headers=headers)
                response = conn.getresponse()
                response.read()
                mine.append(time.perf_counter() - started)
            conn.close()
            with lock:
                latencies.extend(mine)

        workers = [threading.Thread(target=client) for _ in range(CLIENTS)]
        started = time.perf_counter()
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        elapsed = time.perf_counter() - started
    latencies.sort()
    total = CLIENTS * PER_CLIENT
    p50 = latencies[total // 2] * 1000
    p99 = latencies[int(total * 0.99) - 1] * 1000
    print(
        f"  loopback server: {total / elapsed:.0f} requests/s with {CLIENTS} keep-alive clients ({total} requests)"
    )
    print(
        f"  latency p50 {p50:.2f} ms | p99 {p99:.2f} ms  (all {len(simulator.transcript)} recorded)"
    )


CITIES = ("Glasgow", "Toronto", "Paris", "Berlin", "Madrid", "Lisbon", "Oslo", "Cairo", "Lima")
KO_CITIES = ("서울", "부산", "도쿄", "파리", "런던", "베를린", "글래스고", "토론토", "마드리드")
PATH_ROUNDS = 300


def generic_requests(i: int) -> dict[str, dict]:
    """Request ``i`` of each path (texts vary with ``i`` so no cache answers them)."""
    scenario = weather_kwargs()
    english = f"What's the weather in {CITIES[i % len(CITIES)]} on day {i}?"
    korean = f"{KO_CITIES[i % len(KO_CITIES)]}의 {i}일 날씨 알려 줘"
    arithmetic = f"What is {i + 2} times {i % 7 + 3}?"

    def learner(tools: list[dict], text: str) -> dict:
        return {**scenario, "tools": tools, "messages": [{"role": "user", "content": text}]}

    return {
        "scenario (weather seed)": scenario,
        "generic en (learner get_weather)": learner([WEATHER], english),
        "generic ko (learner get_weather)": learner([WEATHER], korean),
        "generic en (calculator + weather)": learner([CALCULATOR, WEATHER], arithmetic),
        "generic ko (learner search_docs)": learner([SEARCH_DOCS], f"{i}번째 환불 규정을 찾아 줘"),
    }


def model_paths() -> None:
    client = make_client()
    started = time.perf_counter()
    for kwargs in generic_requests(0).values():
        client.messages.create(**kwargs)
    print(
        f"  first request of each path (loads gazetteer, Korean analyser): {time.perf_counter() - started:.2f} s"
    )
    times: dict[str, list[float]] = {name: [] for name in generic_requests(0)}
    sim = get_simulator(client)
    for i in range(1, PATH_ROUNDS + 1):
        for name, kwargs in generic_requests(i).items():
            began = time.perf_counter()
            client.messages.create(**kwargs)
            times[name].append(time.perf_counter() - began)
        if i % 100 == 0:
            sim.transcript.clear()
    for name, values in times.items():
        p50 = statistics.median(values) * 1000
        p90 = sorted(values)[int(len(values) * 0.9)] * 1000
        print(f"  {name:<36} p50 {p50:6.2f} ms | p90 {p90:6.2f} ms  (target p50 <= 5 ms)")


def main() -> None:
    model_paths()
    sdk_round_trip()
    server_throughput()


if __name__ == "__main__":
    main()

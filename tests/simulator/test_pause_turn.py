"""``pause_turn``: a server-tool turn over the step budget pauses; the client continues it.

The real SDK drives the loop the docs prescribe: while ``stop_reason == "pause_turn"``,
append the paused content as an assistant message and send the request again.
"""

from __future__ import annotations

import pytest

from autograder.contract import validate_request
from autograder.simulator import make_client
from autograder.simulator.model import server_tools

WEB_SEARCH = {"type": "web_search_20250305", "name": "web_search"}
THREE = "What is the weather in London? What is the weather in New York? 서울 오늘 날씨?"


def _continue_until_done(client, question: str, *, stream: bool = False) -> list:
    messages = [{"role": "user", "content": question}]
    responses = []
    while True:
        kwargs = {"model": "claude-sonnet-5", "max_tokens": 1024, "tools": [WEB_SEARCH]}
        if stream:
            with client.messages.stream(messages=messages, **kwargs) as events:
                response = events.get_final_message()
        else:
            response = client.messages.create(messages=messages, **kwargs)
        responses.append(response)
        if response.stop_reason != "pause_turn" or len(responses) > 5:
            return responses
        messages = [*messages, {"role": "assistant", "content": response.content}]


@pytest.mark.parametrize("stream", [False, True])
def test_three_questions_pause_after_two_searches_and_the_continuation_answers(stream):
    responses = _continue_until_done(make_client(), THREE, stream=stream)
    assert [r.stop_reason for r in responses] == ["pause_turn", "end_turn"]
    paused, final = responses
    assert [b.type for b in paused.content] == ["server_tool_use", "web_search_tool_result"] * 2
    assert paused.usage.server_tool_use.web_search_requests == 2
    assert [b.type for b in final.content] == ["server_tool_use", "web_search_tool_result", "text"]
    assert final.content[0].input == {"query": "서울 오늘 날씨?"}
    answer = final.content[-1].text
    for url in ("london", "new-york", "seoul"):
        assert f"https://weather.example.org/{url}" in answer


def test_one_question_is_one_search_in_one_turn():
    (response,) = _continue_until_done(make_client(), "What is the weather in London today?")
    assert response.stop_reason == "end_turn"
    assert [b.type for b in response.content].count("server_tool_use") == 1


def test_planned_queries_split_only_several_questions():
    assert server_tools.planned_queries("Weather in London?") == ["Weather in London?"]
    assert server_tools.planned_queries("A? B? C?") == ["A?", "B?", "C?"]
    assert server_tools.planned_queries("Tell me about London.") == ["Tell me about London."]


def _paused_request(model: str) -> dict:
    use = {"type": "server_tool_use", "id": "srvtoolu_01abc", "name": "web_search", "input": {}}
    result = {"type": "web_search_tool_result", "tool_use_id": "srvtoolu_01abc", "content": []}
    return {
        "model": model,
        "max_tokens": 100,
        "tools": [WEB_SEARCH],
        "messages": [
            {"role": "user", "content": THREE},
            {"role": "assistant", "content": [use, result]},
        ],
    }


def test_the_contract_accepts_a_paused_turn_but_not_a_text_prefill_on_new_models():
    assert validate_request(_paused_request("claude-sonnet-5")) == []
    prefill = _paused_request("claude-sonnet-5")
    prefill["messages"][-1]["content"].append({"type": "text", "text": "So"})
    (problem,) = validate_request(prefill)
    assert "does not support assistant message prefill" in problem.api_message

"""The pictures drawn from real simulator traffic and real contract-engine findings."""

import json

import anthropic
import pytest

from autograder import MODEL, get_simulator, make_client
from autograder.viz import conversation_view, sequence_diagram

ORDER_TOOL = {
    "name": "get_order_status",
    "description": "주문 하나의 현재 상태를 조회한다.",
    "input_schema": {
        "type": "object",
        "properties": {
            "order_id": {"type": "string", "description": "주문 번호. 예: ORD-2026-0001"}
        },
        "required": ["order_id"],
    },
}
QUESTION = {
    "role": "user",
    "content": "ORD-2026-8842는 어디쯤 왔고, ORD-2026-9001은 발송됐는지 알려 줘.",
}


def first_turn():
    client = make_client("two_orders")
    response = client.messages.create(
        model=MODEL, max_tokens=512, tools=[ORDER_TOOL], messages=[QUESTION]
    )
    return client, response, [b for b in response.content if b.type == "tool_use"]


def test_missing_result_is_marked_by_the_contract_engine_at_its_message():
    _, response, calls = first_turn()
    result = {"type": "tool_result", "tool_use_id": calls[0].id, "content": "{}"}
    messages = [
        QUESTION,
        {"role": "assistant", "content": response.content},
        {"role": "user", "content": [result]},
    ]
    view = conversation_view(messages, [ORDER_TOOL])
    assert [v.rule for v in view.violations] == ["A-R14"]
    message_2 = view.html.index('data-index="2"')
    assert view.html.index('class="tu-problem"') > message_2
    assert calls[1].id in view.html and "아직 결과가 없음" in view.html


def test_diagram_of_a_real_two_round_conversation():
    client, response, calls = first_turn()
    results = [
        {"type": "tool_result", "tool_use_id": c.id, "content": json.dumps({"status": "ok"})}
        for c in calls
    ]
    messages = [
        QUESTION,
        {"role": "assistant", "content": response.content},
        {"role": "user", "content": results},
    ]
    client.messages.create(model=MODEL, max_tokens=512, tools=[ORDER_TOOL], messages=messages)
    source = sequence_diagram(get_simulator(client).transcript).source
    assert source.count("H->>M") == 2 and source.count("M-->>H") == 2
    assert "tool_result 2개 추가" in source and "H->>U" in source


def test_diagram_shows_the_apis_400():
    client = make_client("two_orders")
    with pytest.raises(anthropic.BadRequestError):
        client.messages.create(
            model=MODEL,
            max_tokens=512,
            messages=[
                QUESTION,
                {
                    "role": "user",
                    "content": [{"type": "tool_result", "tool_use_id": "x1", "content": "{}"}],
                },
            ],
        )
    source = sequence_diagram(get_simulator(client).transcript).source
    assert "M--xH: HTTP 400 오류: messages.1.content.0: unexpected `tool_use_id`" in source

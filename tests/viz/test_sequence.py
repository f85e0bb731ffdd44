"""The sequence diagram shows every recorded request and response, in order."""

from autograder.viz import sequence_diagram
from autograder.viz.sequence import escape

TOOLS = [{"name": "get_order_status", "input_schema": {"type": "object"}}]
FIRST = [{"role": "user", "content": "주문 ORD-2026-8842 어디쯤이야?"}]
CALL = {
    "type": "tool_use",
    "id": "toolu_01",
    "name": "get_order_status",
    "input": {"order_id": "ORD-2026-8842"},
}
RESULT = {
    "role": "user",
    "content": [{"type": "tool_result", "tool_use_id": "toolu_01", "content": "in_transit"}],
}
ROUND_TRIP = [
    {
        "request": {"tools": TOOLS, "messages": FIRST},
        "status": 200,
        "response": {"stop_reason": "tool_use", "content": [CALL]},
    },
    {
        "request": {
            "tools": TOOLS,
            "messages": [*FIRST, {"role": "assistant", "content": [CALL]}, RESULT],
        },
        "status": 200,
        "response": {
            "stop_reason": "end_turn",
            "content": [{"type": "text", "text": "배송 중입니다."}],
        },
    },
]


def test_round_trip_has_every_arrow_in_order():
    lines = sequence_diagram(ROUND_TRIP).source.splitlines()
    arrows = [line.split(":")[0].strip() for line in lines if ":" in line]
    assert arrows == ["U->>H", "H->>M", "M-->>H", "Note over H", "H->>M", "M-->>H", "H->>U"]
    assert lines[0] == "sequenceDiagram"
    assert "stop_reason=tool_use, get_order_status(order_id=ORD-2026-8842)" in lines[6]
    assert "tool_result 1개 추가" in lines[8]


def test_error_response_is_a_crossed_arrow_with_the_api_text():
    failed = {
        "request": {"messages": FIRST},
        "status": 400,
        "error": {
            "type": "error",
            "error": {"type": "invalid_request_error", "message": "messages.1: bad"},
        },
    }
    source = sequence_diagram([failed]).source
    assert "M--xH: HTTP 400 오류: messages.1: bad" in source


def test_new_conversation_starts_with_a_user_arrow_again():
    source = sequence_diagram([ROUND_TRIP[0], ROUND_TRIP[0]]).source
    assert source.count("U->>H") == 2


def test_markdown_is_a_mermaid_block():
    diagram = sequence_diagram(ROUND_TRIP)
    assert diagram._repr_markdown_().startswith("```mermaid\nsequenceDiagram\n")
    assert diagram._repr_markdown_().endswith("\n```")


def test_empty_transcript_says_so():
    assert "기록된 요청이 없습니다" in sequence_diagram([]).source


def test_escape_makes_mermaid_special_characters_entities_once():
    assert escape('a;b#c<d>"e"') == "a#59;b#35;c#lt;d#gt;#quot;e#quot;"
    assert escape("x" * 100).endswith("…") and len(escape("x" * 100)) == 70


def test_objects_with_attributes_are_accepted():
    class Exchange:
        def __init__(self, item):
            self.request, self.status, self.response = (
                item["request"],
                item["status"],
                item["response"],
            )

    class Transcript:
        def __init__(self):
            self.exchanges = [Exchange(item) for item in ROUND_TRIP]

    assert sequence_diagram(Transcript()).source == sequence_diagram(ROUND_TRIP).source


def test_several_calls_are_listed_by_name():
    second = {**CALL, "id": "toolu_02", "input": {"order_id": "ORD-2026-9001"}}
    exchange = {**ROUND_TRIP[0], "response": {"stop_reason": "tool_use", "content": [CALL, second]}}
    source = sequence_diagram([exchange, ROUND_TRIP[1]]).source
    assert "stop_reason=tool_use, get_order_status, get_order_status" in source
    assert "Note over H: 도구 실행: get_order_status, get_order_status" in source

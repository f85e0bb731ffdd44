"""Learners' own tools and ordinary requests: the right tool, values read from the text.

Each case is a tool the way people write them (the SDK's and cookbook's own examples, a
learner's Korean tool) and a request a person would type; the call must be the one a
careful assistant makes, and every input must satisfy the tool's schema.
"""

from __future__ import annotations

import jsonschema
import pytest

from autograder.config import MODEL
from autograder.simulator.model import decide

from .conftest import answer_all
from .learner_tools import CALCULATOR, SEARCH_DOCS, WEATHER

EXPRESSION = {
    "name": "calculator",
    "description": "Evaluate a math expression",
    "input_schema": {
        "type": "object",
        "properties": {
            "expression": {"type": "string", "description": "The expression to evaluate"}
        },
        "required": ["expression"],
    },
}
CUSTOMER = {
    "name": "get_customer_info",
    "description": "Retrieves customer information based on their customer ID.",
    "input_schema": {
        "type": "object",
        "properties": {"customer_id": {"type": "string", "description": "The customer's ID."}},
        "required": ["customer_id"],
    },
}
EMAIL = {
    "name": "send_email",
    "description": "Send an email",
    "input_schema": {
        "type": "object",
        "properties": {"to": {"type": "string"}, "body": {"type": "string"}},
        "required": ["to", "body"],
    },
}
NOTE = {
    "name": "save_note",
    "description": "Save a note",
    "input_schema": {
        "type": "object",
        "properties": {
            "note": {"type": "string"},
            "author": {
                "type": "object",
                "properties": {"name": {"type": "string"}, "email": {"type": "string"}},
                "required": ["name"],
            },
        },
        "required": ["note"],
    },
}
MEETING = {
    "name": "schedule_meeting",
    "description": "Schedule a meeting",
    "input_schema": {
        "type": "object",
        "properties": {
            "date": {"type": "string", "format": "date"},
            "time": {"type": "string", "description": "HH:MM"},
            "attendees": {"type": "array", "items": {"type": "string", "format": "email"}},
        },
        "required": ["date", "attendees"],
    },
}
KO_WEATHER = {
    "name": "get_weather",
    "description": "도시의 지금 날씨를 알려 준다.",
    "input_schema": {
        "type": "object",
        "properties": {"city": {"type": "string", "description": "영문 도시 이름"}},
        "required": ["city"],
    },
}
KO_DOCS = {
    "name": "search_docs",
    "description": "사내 문서를 검색한다.",
    "input_schema": {
        "type": "object",
        "properties": {"topic": {"type": "string", "description": "검색할 주제"}},
        "required": ["topic"],
    },
}
SUMMARY = {
    "name": "print_summary",
    "description": "Prints a summary of the review.",
    "input_schema": {
        "type": "object",
        "properties": {
            "author": {"type": "string"},
            "topics": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "summary": {"type": "string", "maxLength": 200},
            "coherence": {"type": "integer", "minimum": 0, "maximum": 100},
            "sentiment": {"type": "number", "minimum": -1, "maximum": 1},
            "verdict": {"type": "string", "enum": ["positive", "neutral", "negative"]},
        },
        "required": ["author", "topics", "summary", "coherence", "sentiment", "verdict"],
    },
}


PHONE = {
    "name": "call_contact",
    "description": "Call a phone number",
    "input_schema": {
        "type": "object",
        "properties": {"phone": {"type": "string", "description": "전화번호"}},
        "required": ["phone"],
    },
}
KO_MEETING = {
    "name": "schedule_meeting",
    "description": "회의 일정을 잡는다",
    "input_schema": {
        "type": "object",
        "properties": {
            "date": {"type": "string", "format": "date"},
            "time": {"type": "string", "description": "HH:MM"},
        },
        "required": ["date", "time"],
    },
}
CURRENCY = {
    "name": "convert_currency",
    "description": "Convert money between currencies",
    "input_schema": {
        "type": "object",
        "properties": {
            "amount": {"type": "number"},
            "from_currency": {"type": "string", "description": "ISO code, e.g. USD"},
            "to_currency": {"type": "string", "description": "ISO code, e.g. EUR"},
        },
        "required": ["amount", "from_currency", "to_currency"],
    },
}
SEARCH = {
    "name": "search_docs",
    "description": "Search the docs",
    "input_schema": {
        "type": "object",
        "properties": {"query": {"type": "string"}},
        "required": ["query"],
    },
}


def body(tools: list[dict], text: str, **extra: object) -> dict:
    request = {"model": MODEL, "max_tokens": 512, "messages": [{"role": "user", "content": text}]}
    return {**request, **({"tools": tools} if tools else {}), **extra}


def only_call(request: dict) -> tuple[str, dict]:
    decision = decide(request)
    uses = [b for b in decision.content if b["type"] == "tool_use"]
    assert decision.stop_reason == "tool_use" and len(uses) == 1, decision.content
    schema = next(t for t in request["tools"] if t["name"] == uses[0]["name"])["input_schema"]
    jsonschema.validate(uses[0]["input"], schema)
    return uses[0]["name"], uses[0]["input"]


@pytest.mark.parametrize(
    ("tool", "text", "expected"),
    [
        (WEATHER, "What's the weather like in San Francisco?", {"location": "San Francisco, CA"}),
        (WEATHER, "Is it cold in Toronto, Canada?", {"location": "Toronto, Canada"}),
        (
            WEATHER,
            "Weather for SF in fahrenheit",
            {"location": "San Francisco, CA", "unit": "fahrenheit"},
        ),
        (
            CALCULATOR,
            "What is 201 times 2?",
            {"operation": "multiply", "operand1": 201, "operand2": 2},
        ),
        (
            CALCULATOR,
            "Calculate three hundred and five minus twelve",
            {"operation": "subtract", "operand1": 305, "operand2": 12},
        ),
        (EXPRESSION, "What is 1984135 * 9343116?", {"expression": "1984135 * 9343116"}),
        (EXPRESSION, "what's twelve divided by four", {"expression": "12 / 4"}),
        (CUSTOMER, "What is the email of customer C1?", {"customer_id": "C1"}),
        (
            EMAIL,
            "Send an email to bob@example.com saying the build is green",
            {"to": "bob@example.com", "body": "the build is green"},
        ),
        (
            NOTE,
            "Save a note: buy milk. Author is Alice Smith, alice@corp.com",
            {"note": "buy milk", "author": {"name": "Alice Smith", "email": "alice@corp.com"}},
        ),
        (
            MEETING,
            "Set up a meeting tomorrow at 3pm with ann@x.io and raj@y.io",
            {"date": "2026-08-26", "time": "15:00", "attendees": ["ann@x.io", "raj@y.io"]},
        ),
        (KO_WEATHER, "서울의 날씨 알려줘", {"city": "Seoul"}),
        (KO_WEATHER, "글래스고 날씨 어때?", {"city": "Glasgow"}),
        (KO_DOCS, "환불 규정을 찾아 줘", {"topic": "환불 규정"}),
        (PHONE, "010-1234-5678로 전화 걸어 줘", {"phone": "010-1234-5678"}),
        (PHONE, "Call +1 415 555 0100 please", {"phone": "+1 415 555 0100"}),
        (KO_MEETING, "내일 오후 3시 반에 회의 잡아 줘", {"date": "2026-08-26", "time": "15:30"}),
        (
            KO_MEETING,
            "회의를 2026년 9월 3일 14:00로 잡아 줘",
            {"date": "2026-09-03", "time": "14:00"},
        ),
        (
            CURRENCY,
            "Convert 250 USD to EUR",
            {"amount": 250, "from_currency": "USD", "to_currency": "EUR"},
        ),
        (SEARCH, 'Search the docs for "refund policy"', {"query": "refund policy"}),
    ],
)
def test_the_tool_is_called_with_the_values_the_text_gives(tool, text, expected):
    assert only_call(body([tool], text)) == (tool["name"], expected)


def test_the_right_tool_among_several():
    tools = [WEATHER, CALCULATOR, CUSTOMER, EMAIL]
    assert only_call(body(tools, "How hot is it in Paris?"))[0] == "get_weather"
    assert only_call(body(tools, "What is 6 times 7?"))[0] == "calculator"
    assert only_call(body(tools, "Look up customer C42"))[0] == "get_customer_info"


def test_an_unrelated_question_is_answered_without_a_call():
    decision = decide(body([WEATHER, CALCULATOR], "Tell me a joke about cats"))
    assert decision.stop_reason == "end_turn"


def test_a_required_value_truly_absent_is_asked_for():
    decision = decide(body([WEATHER], "What's the weather like today?"))
    assert decision.stop_reason == "end_turn" and "location" in decision.content[0]["text"]


def test_values_the_model_writes_are_produced_within_the_schema():
    review = "The new phone by Jane Doe is amazing. Great battery, excellent screen, I love it."
    _, values = only_call(
        body([SUMMARY], review, tool_choice={"type": "tool", "name": "print_summary"})
    )
    assert values["author"] == "Jane Doe" and values["verdict"] == "positive"
    assert values["sentiment"] > 0.5 and values["summary"].startswith("The new phone")
    assert "battery" in values["topics"]
    complaint = "Written by Max Mustermann. Terrible battery, awful screen, I hate it."
    _, values = only_call(body([SUMMARY], complaint, tool_choice={"type": "any"}))
    assert values["verdict"] == "negative" and values["sentiment"] < 0


def test_forced_calls_guess_schema_valid_values():
    name, values = only_call(body([CALCULATOR], "Hi there", tool_choice={"type": "any"}))
    assert name == "calculator" and set(values) == {"operation", "operand1", "operand2"}


def test_a_request_without_tools_gets_a_plain_answer():
    for text in ("Hello, Claude", "안녕하세요"):
        decision = decide(body([], text))
        answer = decision.content[0]["text"]
        assert decision.stop_reason == "end_turn" and "None of the tools" not in answer
        assert text in answer


def test_a_learner_get_weather_is_not_the_seed_scenario():
    tool = {**KO_WEATHER, "input_schema": {**KO_WEATHER["input_schema"]}}
    request = body([tool], "What's the weather in Glasgow?")
    decision = decide(request)
    use = next(b for b in decision.content if b["type"] == "tool_use")
    assert decision.scenario == "generic"
    assert use["input"] == {"city": "Glasgow"} and use["id"] != "toolu_01Weather9527"
    follow = answer_all(
        request,
        {"content": decision.content},
        {"get_weather": {"condition": "rainy", "temperature_c": 9}},
    )
    answer = decide(follow).content[0]["text"]
    assert "rainy" in answer and "9" in answer and "Hangzhou" not in answer


def test_the_course_weather_request_still_plays_the_seed():
    from autograder.simulator import get_scenario

    seed = get_scenario("weather")
    decision = decide(body(seed.tools, seed.prompt("ko")))
    assert decision.scenario == "weather"
    assert decision.content[-1]["id"] == "toolu_01Weather9527"


def test_korean_answer_translates_values_and_uses_the_right_particles():
    request = body([KO_WEATHER], "부산 날씨 알려 줘")
    first = decide(request)
    follow = answer_all(
        request,
        {"content": first.content},
        {"get_weather": {"condition": "sunny", "temperature": 60.0}},
    )
    answer = decide(follow).content[0]["text"]
    assert first.content[0]["text"] == "get_weather 도구로 Busan을 확인해 보겠습니다."
    assert answer == "get_weather 도구(Busan) 결과: 날씨 맑음, 기온 60"


KO_CALC = {
    "name": "calculator",
    "description": "사칙연산 계산기",
    "input_schema": {
        "type": "object",
        "properties": {
            "operation": {"type": "string", "enum": ["add", "subtract", "multiply", "divide"]},
            "a": {"type": "number"},
            "b": {"type": "number"},
        },
        "required": ["operation", "a", "b"],
    },
}
KO_STOCK = {
    "name": "check_stock",
    "description": "상품 재고를 조회한다",
    "input_schema": {
        "type": "object",
        "properties": {"product": {"type": "string", "description": "상품 이름"}},
        "required": ["product"],
    },
}
KO_FX = {
    "name": "convert",
    "description": "환율로 금액을 변환한다",
    "input_schema": {
        "type": "object",
        "properties": {
            "amount": {"type": "number"},
            "currency": {"type": "string", "enum": ["USD", "EUR", "JPY"]},
        },
        "required": ["amount", "currency"],
    },
}


@pytest.mark.parametrize(
    ("tool", "text", "expected"),
    [
        (KO_CALC, "3 곱하기 7은 얼마야?", {"operation": "multiply", "a": 3, "b": 7}),
        (KO_CALC, "100에서 37을 빼면?", {"operation": "subtract", "a": 100, "b": 37}),
        (KO_STOCK, "무선 마우스 재고 있어?", {"product": "무선 마우스"}),
        (KO_FX, "10만원을 달러로 바꾸면 얼마야?", {"amount": 100000, "currency": "USD"}),
        (
            EMAIL,
            "kim@example.com으로 '회의가 3시로 바뀌었습니다'라고 메일 보내 줘",
            {"to": "kim@example.com", "body": "회의가 3시로 바뀌었습니다"},
        ),
    ],
)
def test_korean_requests_to_learner_tools(tool, text, expected):
    assert only_call(body([tool], text)) == (tool["name"], expected)


def test_korean_small_talk_calls_nothing():
    decision = decide(body([KO_CALC, KO_STOCK, EMAIL], "오늘 기분이 어때?"))
    assert decision.stop_reason == "end_turn"


def test_korean_answers_name_results_in_korean():
    request = body([KO_STOCK], "무선 마우스 재고 있어?")
    first = decide(request)
    follow = answer_all(
        request,
        {"content": first.content},
        {"check_stock": {"product": "무선 마우스", "in_stock": True, "quantity": 12}},
    )
    answer = decide(follow).content[0]["text"]
    assert answer == "check_stock 도구(무선 마우스) 결과: 상품 무선 마우스, 재고 있음 예, 수량 12"


def test_the_benchmark_times_these_tools_and_each_request_calls_the_right_one():
    from benchmarks.bench_simulator import generic_requests

    expected = {
        "learner get_weather": "get_weather",
        "calculator + weather": "calculator",
        "learner search_docs": "search_docs",
    }
    learner_tools = (WEATHER, CALCULATOR, SEARCH_DOCS)
    for label, request in generic_requests(3).items():
        if label.startswith("generic"):
            assert all(any(tool is t for t in learner_tools) for tool in request["tools"])
            assert only_call(request)[0] == expected[label.split("(")[1].rstrip(")")]

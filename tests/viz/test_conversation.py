"""The conversation view pairs calls with results and marks problems at their block."""

from dataclasses import dataclass

from autograder.viz import conversation_view
from autograder.viz.conversation import PALETTE, UNPAIRED, locate, pair_labels

WEATHER_CALL = {
    "type": "tool_use",
    "id": "toolu_01Weather9527",
    "name": "get_weather",
    "input": {"city": "Hangzhou"},
}
MESSAGES = [
    {"role": "user", "content": "항저우 날씨 알려 줘"},
    {"role": "assistant", "content": [{"type": "text", "text": "확인할게요."}, WEATHER_CALL]},
    {
        "role": "user",
        "content": [
            {
                "type": "tool_result",
                "tool_use_id": "toolu_01Weather9527",
                "content": '{"condition": "sunny", "temp_c": 26}',
            }
        ],
    },
]


@dataclass(frozen=True)
class FakeViolation:
    rule: str
    path: str
    api_message: str

    def explain(self, lang="ko"):
        return f"설명({lang}) {self.path}"


def test_result_carries_the_colour_and_label_of_its_call():
    html = conversation_view(MESSAGES, violations=[]).html
    assert html.count(f"border-left:6px solid {PALETTE[0]}") == 2
    assert "도구 호출 요청 #1" in html and "도구 결과 #1" in html
    assert 'data-problems="0"' in html and "문제 없음" in html


def test_a_result_for_an_unknown_id_is_drawn_unpaired():
    wrong = [
        *MESSAGES[:2],
        {"role": "user", "content": [{**MESSAGES[2]["content"][0], "tool_use_id": "get_weather"}]},
    ]
    html = conversation_view(wrong, violations=[]).html
    assert "도구 결과 짝 없음" in html
    assert f"border-left:6px solid {UNPAIRED}" in html


def test_problem_is_drawn_inside_the_block_its_path_names():
    problem = FakeViolation("A-R15", "messages.2.content.0", "messages.2.content.0: unexpected")
    html = conversation_view(MESSAGES, violations=[problem]).html
    block_start = html.index('class="tu-block tu-tool_result"')
    problem_at = html.index('class="tu-problem"')
    assert problem_at > block_start
    assert "설명(ko) messages.2.content.0" in html
    assert 'data-problems="1"' in html


def test_problem_without_a_place_is_listed_at_the_top():
    problem = FakeViolation("A-R2", "messages", "messages: at least one message is required")
    html = conversation_view([], violations=[problem]).html
    assert html.index('class="tu-problem"') < html.find("tu-message") or "tu-message" not in html
    assert "at least one message is required" in html


def test_text_is_escaped():
    html = conversation_view(
        [{"role": "user", "content": "<script>x</script>"}], violations=[]
    ).html
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_english_labels():
    html = conversation_view(MESSAGES, violations=[], lang="en").html
    assert "tool call #1" in html and "tool result #1" in html


def test_locate_reads_message_and_block_indexes():
    assert locate("messages.2.content.1.tool_result.tool_use_id") == (2, 1)
    assert locate("messages.3") == (3, None)
    assert locate("tools.0.custom.name") == (None, None)


def test_pair_labels_number_calls_in_order():
    second = {**WEATHER_CALL, "id": "toolu_02"}
    labels = pair_labels([{"role": "assistant", "content": [WEATHER_CALL, second]}])
    assert labels == {"toolu_01Weather9527": ("#1", PALETTE[0]), "toolu_02": ("#2", PALETTE[1])}


def test_sdk_models_are_accepted():
    from anthropic.types import ToolUseBlock

    block = ToolUseBlock(
        type="tool_use", id="toolu_01Weather9527", name="get_weather", input={"city": "Hangzhou"}
    )
    html = conversation_view([{"role": "assistant", "content": [block]}], violations=[]).html
    assert "toolu_01Weather9527" in html and "Hangzhou" in html


def test_a_call_without_any_result_says_so():
    html = conversation_view(MESSAGES[:2], violations=[]).html
    assert 'class="tu-unanswered"' in html and "아직 결과가 없음" in html
    assert 'class="tu-unanswered"' not in conversation_view(MESSAGES, violations=[]).html


def test_the_apis_rule_ids_are_not_shown_but_another_checkers_rule_is():
    problem = FakeViolation("A-R15", "messages.2.content.0", "messages.2.content.0: unexpected")
    html = conversation_view(MESSAGES, violations=[problem]).html
    assert "A-R15" not in html and "messages.2.content.0: unexpected" in html
    policy = {"path": "messages.1", "rule": "R3", "message": "환불 전에 주문 주인을 확인하지 않음"}
    html = conversation_view(MESSAGES, violations=[policy]).html
    assert "문제 R3</b>" in html

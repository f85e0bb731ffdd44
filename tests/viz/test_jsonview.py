"""Bodies show as JSON code blocks; hidden keys say that they were hidden."""

import json

from autograder.viz import show_json


def test_json_view_is_a_markdown_json_block_with_a_title():
    view = show_json({"stop_reason": "tool_use"}, title="응답")
    assert view._repr_markdown_() == '**응답**\n\n```json\n{\n  "stop_reason": "tool_use"\n}\n```'


def test_hidden_keys_are_replaced_by_a_note():
    view = show_json({"tools": [{"name": "a"}, {"name": "b"}], "model": "m"}, hide=("tools",))
    data = json.loads(view.text)
    assert data["model"] == "m"
    assert data["tools"] == "… 생략: 항목 2개 (앞 요청과 같음)"


def test_korean_stays_readable():
    assert "날씨" in show_json({"q": "날씨"}).text

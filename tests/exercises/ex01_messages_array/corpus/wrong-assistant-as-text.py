# corpus: the assistant turn summarised as a sentence instead of the tool_use block
# kind: wrong
# expect: 0 assistant_changed | 1 passed | 1 passed | 0 api_rejected
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": "get_weather 도구를 호출할게요."},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}]},
]

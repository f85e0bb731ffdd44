# corpus: two tool_result blocks for the one tool_use id
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 api_rejected
# %% ex01_messages_answer
result = {"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [result, result]},
]

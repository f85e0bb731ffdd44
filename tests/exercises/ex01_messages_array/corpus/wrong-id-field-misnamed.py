# corpus: the result names the call with "id" instead of "tool_use_id"
# kind: wrong
# expect: 1 passed | 0 tool_use_id_missing | 1 passed | 0 api_rejected
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [{"type": "tool_result", "id": "toolu_01Weather9527", "content": json.dumps(weather)}]},
]

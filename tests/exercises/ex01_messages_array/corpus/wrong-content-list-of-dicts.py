# corpus: the look-up dict put in a list as if it were a content block
# kind: wrong
# expect: 1 passed | 1 passed | 0 content_wrong_type | 0 api_rejected
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": [weather]}]},
]

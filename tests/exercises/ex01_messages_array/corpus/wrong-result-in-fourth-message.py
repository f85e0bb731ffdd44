# corpus: a user text turn first, the result in a fourth message
# kind: wrong
# expect: 0 wrong_count | 0 result_in_wrong_message | 1 passed | 0 api_rejected
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": "조회 결과는 다음과 같아요."},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}]},
]

# corpus: the first question reworded
# kind: wrong
# expect: 0 first_message_changed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우의 오늘 날씨를 알려줘"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}]},
]

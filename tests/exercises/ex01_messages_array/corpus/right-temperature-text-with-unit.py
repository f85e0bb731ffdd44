# corpus: temperature as text with its unit ("26°C"), condition in Korean
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps({"condition": "맑음", "temperature": "26°C"}, ensure_ascii=False)}]},
]

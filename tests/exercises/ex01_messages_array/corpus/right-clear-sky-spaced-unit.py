# corpus: "clear sky" and "26 °C", with the Korean city name
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps({"city": "항저우", "condition": "clear sky", "temperature": "26 °C"}, ensure_ascii=False)}]},
]

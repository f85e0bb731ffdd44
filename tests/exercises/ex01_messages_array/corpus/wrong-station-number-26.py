# corpus: the temperature is 31; only the station number is 26
# kind: wrong
# expect: 1 passed | 1 passed | 0 temperature_mismatch | 1 api_answered
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps({"station": 26, "condition": "sunny", "temperature_c": 31})}]},
]

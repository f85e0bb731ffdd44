# golden: the OpenAI habit: role "tool" with tool_call_id
# base: solution
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "tool", "tool_call_id": "toolu_01Weather9527", "content": json.dumps(weather)},
]

# golden: the tool_result put in the assistant message
# base: solution
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}, {"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}]},
    {"role": "user", "content": "결과를 알려 줘"},
]

# corpus: the learner calls their own get_weather again inside the answer
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
tool_use = response.content[0]
output = get_weather(**tool_use.input)
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [tool_use]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_use.id, "content": json.dumps(output, ensure_ascii=False)}]},
]

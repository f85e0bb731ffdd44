# corpus: pretty-printed JSON built from the look-up's own fields
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
summary = {"city": weather["city"], "condition": weather["condition"], "temperature_c": weather["temperature_c"]}
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": response.content},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(summary, indent=2)}]},
]

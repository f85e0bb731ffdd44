# corpus: the assistant turn appended twice
# kind: wrong
# expect: 0 wrong_count | 1 passed | 1 passed | 0 api_rejected
# %% ex01_messages_answer
messages = [{"role": "user", "content": "항저우 날씨 어때?"}]
for _ in range(2):
    messages.append({"role": "assistant", "content": response.content})
messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}]})

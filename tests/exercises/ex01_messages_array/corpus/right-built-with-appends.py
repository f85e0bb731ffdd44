# corpus: built step by step with append, a loop learner
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
messages = []
messages.append({"role": "user", "content": "항저우 날씨 어때?"})
messages.append({"role": "assistant", "content": response.content})
tool_result = {"type": "tool_result", "tool_use_id": response.content[0].id}
tool_result["content"] = json.dumps(weather, ensure_ascii=False)
messages.append({"role": "user", "content": [tool_result]})

# corpus: the first request's messages plus the two new turns
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
assistant_turn = {"role": "assistant", "content": response.content}
result_turn = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": response.content[0].id, "content": json.dumps(weather)}]}
messages = first_request["messages"] + [assistant_turn, result_turn]

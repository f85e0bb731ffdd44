# corpus: a helper function that makes the result message
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
def tool_result_message(tool_use_id, data):
    """도구 결과를 user 메시지로 감쌉니다."""
    return {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_use_id, "content": json.dumps(data, ensure_ascii=False)}]}


call = next(block for block in response.content if block.type == "tool_use")
messages = [
    first_request["messages"][0],
    {"role": "assistant", "content": response.content},
    tool_result_message(call.id, weather),
]

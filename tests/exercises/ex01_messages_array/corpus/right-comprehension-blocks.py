# corpus: the assistant content rebuilt with a comprehension over the response
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
assistant_blocks = [
    {"type": b.type, "id": b.id, "name": b.name, "input": b.input}
    for b in response.content
    if b.type == "tool_use"
]
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": assistant_blocks},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": assistant_blocks[0]["id"], "content": json.dumps(weather)}]},
]

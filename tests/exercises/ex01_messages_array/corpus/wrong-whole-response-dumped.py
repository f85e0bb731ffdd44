# corpus: the whole response dump used as the assistant message
# kind: wrong
# expect: 0 response_fields_copied | 1 passed | 1 passed | 0 api_rejected
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    response.model_dump(exclude_none=True),
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}]},
]

# corpus: the model's turn given Gemini's role name "model"; the result message right after it
# kind: wrong
# expect: 0 assistant_missing | 1 passed | 1 passed | 0 api_rejected
# %% ex01_messages_answer
call = response.content[0]
messages = [
    {"role": "user", "content": first_request["messages"][0]["content"]},
    {"role": "model", "content": [call.model_dump(exclude_none=True)]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": call.id, "content": json.dumps(weather, ensure_ascii=False)}]},
]

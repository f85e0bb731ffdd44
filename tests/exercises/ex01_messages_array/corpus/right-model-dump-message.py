# corpus: the assistant turn built from response.model_dump(), keeping only role and content
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
dumped = response.model_dump(exclude_none=True)
assistant = {"role": dumped["role"], "content": dumped["content"]}
messages = [{"role": "user", "content": "항저우 날씨 어때?"}, assistant]
messages += [{"role": "user", "content": [{"type": "tool_result", "tool_use_id": dumped["content"][0]["id"], "content": json.dumps(weather, ensure_ascii=False)}]}]

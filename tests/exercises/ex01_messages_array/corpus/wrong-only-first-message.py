# corpus: only the first user message (nothing answers the call)
# kind: wrong
# expect: 0 assistant_missing | 0 no_tool_result | 0 no_tool_result | 0 api_not_an_answer
# %% ex01_messages_answer
messages = [{"role": "user", "content": "항저우 날씨 어때?"}]

# corpus: the question and the assistant turn only (the result never added)
# kind: wrong
# expect: 0 wrong_count | 0 no_tool_result | 0 no_tool_result | 0 api_rejected
# %% ex01_messages_answer
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": response.content},
]

# corpus: the flag plus another valid request field (stop_sequences)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_request_options_answer
request_options = {
    "stop_sequences": ["###"],
    "tool_choice": {"type": "auto", "disable_parallel_tool_use": True},
}

# corpus: request options with the flag and request metadata
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_request_options_answer
request_options = {
    "tool_choice": {"disable_parallel_tool_use": True, "type": "auto"},
    "metadata": {"user_id": "learner-7"},
}

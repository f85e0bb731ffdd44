# corpus: disable_parallel_tool_use written as False
# kind: wrong
# expect: 1 passed | 0 parallel_not_disabled | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_request_options_answer
request_options = {"tool_choice": {"type": "auto", "disable_parallel_tool_use": False}}

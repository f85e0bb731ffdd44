# corpus: disable_parallel_tool_use written as the string "true" (the API refuses every request)
# kind: wrong
# expect: 0 api_rejected | 0 api_rejected | 0 api_rejected | 0 api_rejected | 0 api_rejected | 0 variant_failed
# %% ex04_request_options_answer
request_options = {"tool_choice": {"type": "auto", "disable_parallel_tool_use": "true"}}

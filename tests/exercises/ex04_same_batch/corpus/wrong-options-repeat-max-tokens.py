# corpus: adds max_tokens to the options; the host already passes it, so no request can be made
# kind: wrong
# expect: 0 request_failed | 0 request_failed | 0 request_failed | 0 request_failed | 0 request_failed | 0 variant_failed
# %% ex04_request_options_answer
request_options = {"max_tokens": 512, "tool_choice": {"type": "auto", "disable_parallel_tool_use": True}}

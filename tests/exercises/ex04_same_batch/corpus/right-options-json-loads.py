# corpus: request options parsed from a JSON string
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_request_options_answer
request_options = json.loads('{"tool_choice": {"type": "auto", "disable_parallel_tool_use": true}}')

# corpus: request options built with dict()
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_request_options_answer
choice = dict(type="auto")
choice["disable_parallel_tool_use"] = True
request_options = dict(tool_choice=choice)

# golden: forces a tool call with tool_choice any
# base: solution
# %% ex04_request_options_answer
request_options = {"tool_choice": {"type": "any", "disable_parallel_tool_use": True}}

# golden: disable_parallel_tool_use as a top-level field (the API rejects it)
# base: solution
# %% ex04_request_options_answer
request_options = {"disable_parallel_tool_use": True}

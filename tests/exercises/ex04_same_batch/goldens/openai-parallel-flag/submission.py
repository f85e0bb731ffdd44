# golden: the OpenAI field parallel_tool_calls (the Messages API rejects it)
# base: solution
# %% ex04_request_options_answer
request_options = {"parallel_tool_calls": False}

# golden: correct: tool_choice plus a valid extra field
# base: solution
# %% ex04_request_options_answer
request_options = {"tool_choice": {"disable_parallel_tool_use": True, "type": "auto"}, "metadata": {"user_id": "learner-7"}}

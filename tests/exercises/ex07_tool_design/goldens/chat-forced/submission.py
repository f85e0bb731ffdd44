# golden: mistake: chat forces the tool too (the model invents an employee id)
# base: solution
# %% ex07_options_answer
CHAT_OPTIONS = {"tool_choice": {"type": "tool", "name": TOOL["name"]}}
REPORT_OPTIONS = {"tool_choice": {"type": "tool", "name": TOOL["name"]}}

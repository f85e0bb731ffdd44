# corpus: the report job does not force
# kind: wrong
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 0 report_not_forced | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_options_answer
CHAT_OPTIONS = {}
REPORT_OPTIONS = {"tool_choice": {"type": "auto"}}

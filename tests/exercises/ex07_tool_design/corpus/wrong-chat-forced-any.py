# corpus: chat forced with any
# kind: wrong
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 0 chat_forced | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_options_answer
CHAT_OPTIONS = {"tool_choice": {"type": "any"}}
REPORT_OPTIONS = {"tool_choice": {"type": "any"}}

# corpus: REPORT_OPTIONS forces with type any; CHAT_OPTIONS says auto
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_options_answer
CHAT_OPTIONS = {"tool_choice": {"type": "auto"}}
REPORT_OPTIONS = {"tool_choice": {"type": "any"}}

# corpus: the report forces the tool by its literal name
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_options_answer
CHAT_OPTIONS = dict()
REPORT_OPTIONS = dict(tool_choice={"type": "tool", "name": "search_tickets"})

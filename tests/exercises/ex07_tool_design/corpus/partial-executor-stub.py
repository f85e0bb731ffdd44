# corpus: TOOL and options done; run_tool still raises
# kind: wrong
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 0 result_error | 0 result_error | 2 passed | 2 passed
# %% ex07_executor_answer
FIELDS = ("ticket_id", "title", "status", "created_at")


def run_tool(tool_input, tickets):
    raise NotImplementedError

# corpus: partial: mcp_to_openai has only a pass (returns None)
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 mcp_not_function | 0 variant_failed
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {"name": tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}


def mcp_to_openai(tool):
    # TODO
    pass

# corpus: the OpenAI function keeps name and parameters but drops the description
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 mcp_tool_changed | 0 variant_failed
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {"name": tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}


def mcp_to_openai(tool):
    return {"type": "function", "function": {"name": tool["name"], "parameters": tool["inputSchema"]}}

# corpus: tool names prefixed with the server's name (mcp__orders__...)
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 mcp_tool_changed | 0 variant_failed
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {"name": "mcp__orders__" + tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}


def mcp_to_openai(tool):
    return {"type": "function", "function": {"name": "mcp__orders__" + tool["name"], "description": tool["description"], "parameters": tool["inputSchema"]}}

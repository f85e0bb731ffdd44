# corpus: both conversions as lambdas
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_mcp_answer
mcp_to_anthropic = lambda tool: {"name": tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}

mcp_to_openai = lambda tool: {
    "type": "function",
    "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["inputSchema"]},
}

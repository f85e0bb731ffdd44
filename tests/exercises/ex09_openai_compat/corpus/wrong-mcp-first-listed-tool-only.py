# corpus: the schema taken from the notebook's mcp_listing instead of the tool given
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {"name": tool["name"], "description": tool["description"], "input_schema": mcp_listing["tools"][0]["inputSchema"]}


def mcp_to_openai(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": mcp_listing["tools"][0]["inputSchema"]}}

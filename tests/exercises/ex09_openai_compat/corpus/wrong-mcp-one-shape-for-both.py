# corpus: the OpenAI function shape returned for the Anthropic host too
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 mcp_schema_not_mapped | 0 variant_failed
# %% ex09_mcp_answer
def mcp_to_openai(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["inputSchema"]}}


def mcp_to_anthropic(tool):
    return mcp_to_openai(tool)

# corpus: dict() constructors; the OpenAI tool built from the Anthropic one
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return dict(name=tool["name"], description=tool["description"], input_schema=tool["inputSchema"])


def mcp_to_openai(tool):
    anthropic = mcp_to_anthropic(tool)
    return dict(type="function", function=dict(name=anthropic["name"], description=anthropic["description"], parameters=anthropic["input_schema"]))

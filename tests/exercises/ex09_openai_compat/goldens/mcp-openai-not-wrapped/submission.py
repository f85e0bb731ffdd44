# golden: the OpenAI tool given in Anthropic's shape (no function wrapper)
# base: solution
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {
        "name": tool["name"],
        "description": tool["description"],
        "input_schema": tool["inputSchema"],
    }


def mcp_to_openai(tool):
    function = {"name": tool["name"], "description": tool["description"]}
    return mcp_to_anthropic(tool)

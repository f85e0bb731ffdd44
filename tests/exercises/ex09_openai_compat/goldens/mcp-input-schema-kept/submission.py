# golden: MCP's inputSchema key kept in the Anthropic tool
# base: solution
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {
        "name": tool["name"],
        "description": tool["description"],
        "inputSchema": tool["inputSchema"],
    }


def mcp_to_openai(tool):
    function = {"name": tool["name"], "description": tool["description"]}
    return {"type": "function", "function": {**function, "parameters": tool["inputSchema"]}}

# corpus: a class of static methods, bound to the two names
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_mcp_answer
class McpAdapter:
    @staticmethod
    def anthropic(tool):
        return {"name": tool["name"], "description": tool.get("description", ""), "input_schema": tool["inputSchema"]}

    @staticmethod
    def openai(tool):
        return {"type": "function", "function": {"name": tool["name"], "description": tool.get("description", ""), "parameters": tool["inputSchema"]}}


def mcp_to_anthropic(tool):
    return McpAdapter.anthropic(tool)


def mcp_to_openai(tool):
    return McpAdapter.openai(tool)

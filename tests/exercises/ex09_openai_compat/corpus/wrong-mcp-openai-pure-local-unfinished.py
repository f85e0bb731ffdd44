# corpus: mcp_to_openai begun with only locals, subscripts and literals, then the release's raise (with a note) left where the parameters go: unfinished, not "not started"
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 unfinished | 0 variant_failed
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {"name": tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}


def mcp_to_openai(tool):
    function = {"name": tool["name"], "description": tool["description"]}
    raise NotImplementedError("parameters는 아직")
    return {"type": "function", "function": function}

# corpus: mcp_to_anthropic written, mcp_to_openai left as the release's stub
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 not_started | 0 not_started
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {"name": tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}


def mcp_to_openai(tool):
    # 여기에 코드를 작성하세요 (YOUR CODE HERE)
    raise NotImplementedError()

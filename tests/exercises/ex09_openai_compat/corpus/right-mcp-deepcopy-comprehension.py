# corpus: the schema deep-copied, the other keys carried by a comprehension
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_mcp_answer
import copy


def mcp_to_anthropic(tool):
    converted = {k: v for k, v in tool.items() if k != "inputSchema"}
    converted["input_schema"] = copy.deepcopy(tool["inputSchema"])
    return converted


def mcp_to_openai(tool):
    fields = {k: v for k, v in tool.items() if k in ("name", "description")}
    return {"type": "function", "function": {**fields, "parameters": copy.deepcopy(tool["inputSchema"])}}

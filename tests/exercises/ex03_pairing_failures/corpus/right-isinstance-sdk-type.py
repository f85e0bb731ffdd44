# corpus: picks the calls with isinstance(block, ToolUseBlock) from the SDK
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
from anthropic.types import ToolUseBlock


def tool_results_message(response):
    results = []
    for block in response.content:
        if not isinstance(block, ToolUseBlock):
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": f"오류({type(error).__name__}): {error}", "is_error": True})
    return {"role": "user", "content": results}

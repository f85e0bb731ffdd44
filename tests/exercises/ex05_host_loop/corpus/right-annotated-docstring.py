# corpus: type hints, a docstring, constants for the statuses
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
from typing import Any

DONE, CAPPED, CUT = "done", "max_rounds", "max_tokens"


def run_loop(user_message: str, tools: list[dict], max_rounds: int = 10) -> dict[str, Any]:
    """모델이 끝낼 때까지 도구를 실행하며 대화를 이어 갑니다."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": CUT, "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": DONE, "messages": messages}
        tool_results: list[dict[str, Any]] = []
        for block in response.content:
            if block.type == "tool_use":
                tool_results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        messages.append({"role": "user", "content": tool_results})
    return {"status": CAPPED, "messages": messages}

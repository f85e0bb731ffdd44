# corpus: the tool's JSON output parsed and dumped again
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
import json


def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages}
        results = []
        for block in response.content:
            if block.type == "tool_use":
                data = json.loads(execute_tool(block.name, block.input))
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": json.dumps(data, ensure_ascii=False)})
        messages.append({"role": "user", "content": results})
    return {"status": "max_rounds", "messages": messages}

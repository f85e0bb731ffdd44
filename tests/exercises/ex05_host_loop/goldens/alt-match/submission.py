# golden: correct: match on stop_reason, helper for the results
# base: solution
# %% ex05_run_loop_answer
def answer_calls(content):
    return {
        "role": "user",
        "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in content
            if b.type == "tool_use"
        ],
    }


def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    rounds = 0
    while True:
        if rounds == max_rounds:
            return dict(status="max_rounds", messages=messages)
        response = call_model(messages=messages, tools=tools)
        rounds += 1
        messages.append({"role": "assistant", "content": response.content})
        match response.stop_reason:
            case "tool_use":
                messages.append(answer_calls(response.content))
            case "max_tokens":
                return dict(status="max_tokens", messages=messages)
            case _:
                return dict(status="done", messages=messages)

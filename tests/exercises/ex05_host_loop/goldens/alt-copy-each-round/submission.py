# golden: correct: builds a new (longer) list each round instead of appending
# base: solution
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    history = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=list(tools), messages=list(history))
        history = [*history, {"role": "assistant", "content": list(response.content)}]
        if response.stop_reason == "tool_use":
            results = [
                {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, dict(b.input))}
                for b in response.content
                if b.type == "tool_use"
            ]
            history = [*history, {"role": "user", "content": results}]
        elif response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": history}
        else:
            return {"status": "done", "messages": history}
    return {"status": "max_rounds", "messages": history}

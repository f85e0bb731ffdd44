# corpus: one if: a single tool round, then done
# kind: wrong
# expect: 0 stopped_early | 1 passed | 1 passed | 1 passed | 0 cap_too_early | 0 max_tokens_as_done | 0 conversation_failed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    messages.append({"role": "assistant", "content": response.content})
    if response.stop_reason == "tool_use":
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content if b.type == "tool_use"
        ]})
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
    return {"status": "done", "messages": messages}

# corpus: prints every round (the prints must not matter)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for round_no in range(1, max_rounds + 1):
        print(f"[{round_no}] 모델 호출")
        response = call_model(tools=tools, messages=messages)
        print("  stop_reason:", response.stop_reason)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            print("  응답이 잘렸습니다")
            return {"status": "max_tokens", "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages}
        results = []
        for block in response.content:
            if block.type == "tool_use":
                out = execute_tool(block.name, block.input)
                print("  ", block.name, "->", out)
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": out})
        messages.append({"role": "user", "content": results})
    print("상한에 닿았습니다")
    return {"status": "max_rounds", "messages": messages}

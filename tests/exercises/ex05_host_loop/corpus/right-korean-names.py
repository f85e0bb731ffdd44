# corpus: Korean-minded names, a results loop with enumerate
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    대화 = [{"role": "user", "content": user_message}]
    for 라운드 in range(max_rounds):
        응답 = call_model(tools=tools, messages=대화)
        대화.append({"role": "assistant", "content": 응답.content})
        if 응답.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": 대화}
        if 응답.stop_reason != "tool_use":
            return {"status": "done", "messages": 대화}
        결과들 = []
        for i, 블록 in enumerate(응답.content):
            if 블록.type == "tool_use":
                결과들.append({"type": "tool_result", "tool_use_id": 블록.id, "content": execute_tool(블록.name, 블록.input)})
        대화.append({"role": "user", "content": 결과들})
    return {"status": "max_rounds", "messages": 대화}

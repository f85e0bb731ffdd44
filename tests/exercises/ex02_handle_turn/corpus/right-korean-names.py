# corpus: Korean comments and Korean variable names
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    대화 = [{"role": "user", "content": user_message}]
    응답 = call_model(tools=tools, messages=대화)
    if 응답.stop_reason == "tool_use":
        # 모델이 부른 도구 블록을 찾는다
        도구_블록 = next(b for b in 응답.content if b.type == "tool_use")
        결과 = execute_tool(도구_블록.name, 도구_블록.input)
        # 1) 모델의 응답을 먼저 붙이고 2) 결과를 id로 짝지어 붙인다
        대화.append({"role": "assistant", "content": 응답.content})
        대화.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": 도구_블록.id, "content": 결과}]})
        # 3) tools도 다시 보낸다
        return call_model(tools=tools, messages=대화)
    return 응답

# corpus: the loop condition is the finish_reason itself; Korean comments
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    # Anthropic 명세를 OpenAI 함수 모양으로 감쌉니다
    return {
        "type": "function",
        "function": {
            "name": tool["name"],
            "description": tool["description"],
            "parameters": tool["input_schema"],  # input_schema -> parameters
        },
    }


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    기록 = [{"role": "user", "content": question}]
    옵션 = {"model": MODEL, "tools": [to_openai_tool(도구) for 도구 in tools]}
    if not parallel:
        옵션["parallel_tool_calls"] = False  # 한 번에 하나씩만
    응답 = client.chat.completions.create(messages=기록, **옵션)
    while 응답.choices[0].finish_reason == "tool_calls":
        메시지 = 응답.choices[0].message
        기록.append(메시지.model_dump(exclude_none=True))  # 모델의 차례 먼저
        for 호출 in 메시지.tool_calls:
            인자 = json.loads(호출.function.arguments)  # arguments는 JSON 문자열
            기록.append({"role": "tool", "tool_call_id": 호출.id, "content": execute_tool(호출.function.name, 인자)})
        응답 = client.chat.completions.create(messages=기록, **옵션)
    return 응답.choices[0].message.content

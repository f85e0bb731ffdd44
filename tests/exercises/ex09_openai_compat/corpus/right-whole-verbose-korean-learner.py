# corpus: a careful learner: small named helpers everywhere, Korean comments
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    # 이름과 설명은 그대로, 스키마는 parameters로
    이름, 설명, 스키마 = tool["name"], tool["description"], tool["input_schema"]
    return {"type": "function", "function": {"name": 이름, "description": 설명, "parameters": 스키마}}


def _tool_message(call, execute_tool):
    인자 = json.loads(call.function.arguments)  # 문자열 -> dict
    결과 = execute_tool(call.function.name, 인자)
    return {"role": "tool", "tool_call_id": call.id, "content": 결과}


def _assistant_turn(message):
    호출들 = [
        {"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}}
        for c in message.tool_calls
    ]
    return {"role": "assistant", "content": message.content, "tool_calls": 호출들}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    대화 = [{"role": "user", "content": question}]
    요청 = {"model": MODEL, "tools": [to_openai_tool(t) for t in tools]}
    if not parallel:
        요청["parallel_tool_calls"] = False
    while True:
        선택 = client.chat.completions.create(messages=대화, **요청).choices[0]
        if 선택.finish_reason != "tool_calls":
            return 선택.message.content  # 최종 답의 글
        대화.append(_assistant_turn(선택.message))
        대화.extend(_tool_message(c, execute_tool) for c in 선택.message.tool_calls)
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    # MCP의 inputSchema -> Anthropic의 input_schema
    return {"name": tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}


def mcp_to_openai(tool):
    # MCP의 inputSchema -> OpenAI의 function.parameters
    함수 = {"name": tool["name"], "description": tool["description"], "parameters": tool["inputSchema"]}
    return {"type": "function", "function": 함수}

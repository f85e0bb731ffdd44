# corpus: answer_with_openai written, its helper to_openai_tool left as the release's stub
# kind: wrong
# expect: 0 not_started | 0 not_started | 0 not_started | 0 not_started | 1 passed | 1 passed | 1 passed | 0 not_started
# %% ex09_loop_answer
def to_openai_tool(tool):
    # 여기에 코드를 작성하세요 (YOUR CODE HERE)
    raise NotImplementedError()

def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {} if parallel else {"parallel_tool_calls": False}
    while True:
        choice = client.chat.completions.create(model=MODEL, messages=messages, tools=[to_openai_tool(t) for t in tools], **extra).choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            output = execute_tool(call.function.name, json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})

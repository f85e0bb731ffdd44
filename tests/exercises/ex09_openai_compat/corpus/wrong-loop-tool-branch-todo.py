# corpus: unfinished: the tool_calls branch still raises NotImplementedError
# kind: wrong
# expect: 1 passed | 0 unfinished | 0 unfinished | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {} if parallel else {"parallel_tool_calls": False}
    completion = client.chat.completions.create(model=MODEL, messages=messages, tools=[to_openai_tool(t) for t in tools], **extra)
    choice = completion.choices[0]
    if choice.finish_reason == "stop":
        return choice.message.content
    # TODO: 도구 호출 처리
    raise NotImplementedError("tool_calls 처리는 아직")

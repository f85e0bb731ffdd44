# corpus: filter() picks the calls, map() answers each with a helper
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def _answer(call):
    try:
        output = execute_tool(call.name, call.input)
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": call.id, "is_error": True, "content": "도구 실행 실패: " + str(exc)}
    return {"type": "tool_result", "tool_use_id": call.id, "content": output}


def tool_results_message(response):
    tool_calls = filter(lambda b: b.type == "tool_use", response.content)
    return {"role": "user", "content": list(map(_answer, tool_calls))}

# golden: correct: a short note after the results, failures first
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    ok, failed = [], []
    for block in response.content:
        if getattr(block, "type", None) != "tool_use":
            continue
        try:
            ok.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except (TimeoutError, ConnectionError, OSError, RuntimeError, ValueError) as error:
            failed.append({"type": "tool_result", "tool_use_id": block.id, "is_error": True, "content": "도구가 실패했습니다. 원인: " + str(error)})
    note = {"type": "text", "text": "실패한 조회가 있으면 사용자에게 알려 주세요."}
    return {"role": "user", "content": failed + ok + [note]}

# corpus: try/except/else with the success in else
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    answers = []
    for part in response.content:
        if part.type != "tool_use":
            continue
        try:
            result = execute_tool(part.name, part.input)
        except Exception as failure:
            answers.append(dict(type="tool_result", tool_use_id=part.id, content=f"{part.name}: {failure}", is_error=True))
        else:
            answers.append(dict(type="tool_result", tool_use_id=part.id, content=result))
    return dict(role="user", content=answers)

# corpus: partial: the loop is still a TODO; returns a user message with no results
# kind: wrong
# expect: 0 no_tool_result | 0 no_tool_result | 0 no_tool_result | 0 no_tool_result | 0 api_rejected | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    # TODO: response.content의 tool_use마다 execute_tool을 실행해 results에 넣기
    return {"role": "user", "content": results}

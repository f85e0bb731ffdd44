# corpus: partial: the message begun with literals only (no global or attribute name yet), then the release's raise: unfinished, not "not started"
# kind: wrong
# expect: 0 unfinished | 0 unfinished | 0 unfinished | 0 unfinished | 0 unfinished | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    message = {"role": "user", "content": []}
    # TODO: 호출마다 tool_result 블록을 채우기
    raise NotImplementedError()
    return message

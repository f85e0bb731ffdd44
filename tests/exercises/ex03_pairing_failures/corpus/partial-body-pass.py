# corpus: partial: the body is only pass (returns None)
# kind: wrong
# expect: 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    pass

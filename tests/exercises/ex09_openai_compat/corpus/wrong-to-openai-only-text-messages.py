# corpus: partial: only text messages converted, block lists passed through unchanged
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 0 tool_use_not_mapped | 1 passed | 1 passed | 0 variant_failed
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    converted = []
    for message in messages:
        if isinstance(message["content"], str):
            converted.append({"role": message["role"], "content": message["content"]})
        else:
            # TODO: tool_use / tool_result 블록 변환
            converted.append(message)
    return converted

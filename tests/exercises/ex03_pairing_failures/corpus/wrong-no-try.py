# corpus: no try/except: the tool's exception escapes the function
# kind: wrong
# expect: 0 exception_not_caught | 0 exception_not_caught | 0 exception_not_caught | 0 exception_not_caught | 0 exception_not_caught | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    return {
        "role": "user",
        "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content
            if b.type == "tool_use"
        ],
    }

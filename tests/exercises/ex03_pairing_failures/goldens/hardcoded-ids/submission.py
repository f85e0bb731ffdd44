# golden: the ids printed in the exercise, written into the code in order
# base: solution
# %% ex03_tool_results_answer
IDS = ["toolu_01WoLqrvxnWuhr2RdBOntV6z", "toolu_01JvJbzNZzFGP1qWOThKdR06", "toolu_01g52hP2cCXSQzwvGgWvx7er"]


def tool_results_message(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = []
    for call_id, block in zip(IDS, calls):
        try:
            output = execute_tool(block.name, block.input)
            results.append({"type": "tool_result", "tool_use_id": call_id, "content": output})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": call_id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}

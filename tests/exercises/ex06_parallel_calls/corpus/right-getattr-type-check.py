# corpus: getattr-based filtering and a results list built in a loop
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    tool_uses = []
    for block in response.content:
        if getattr(block, "type", None) == "tool_use":
            tool_uses.append(block)
    with ThreadPoolExecutor(max_workers=len(tool_uses) or 1) as pool:
        futures = {}
        for tu in tool_uses:
            futures[tu.id] = pool.submit(HANDLERS[tu.name], **tu.input)
        results = []
        for tu in tool_uses:
            try:
                results.append({"type": "tool_result", "tool_use_id": tu.id, "content": futures[tu.id].result()})
            except Exception as e:
                results.append({"type": "tool_result", "tool_use_id": tu.id, "content": "조회 실패: " + str(e), "is_error": True})
    return {"role": "user", "content": results}

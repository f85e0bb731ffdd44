# corpus: a fresh event loop with run_until_complete
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import asyncio


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    async def safe(b):
        try:
            return b, await asyncio.to_thread(HANDLERS[b.name], **b.input), None
        except Exception as e:
            return b, None, e

    async def everything():
        return await asyncio.gather(*[safe(b) for b in calls])

    loop = asyncio.new_event_loop()
    try:
        done = loop.run_until_complete(everything())
    finally:
        loop.close()
    results = []
    for b, out, err in done:
        if err is None:
            results.append({"type": "tool_result", "tool_use_id": b.id, "content": out})
        else:
            results.append({"type": "tool_result", "tool_use_id": b.id, "content": str(err), "is_error": True})
    return {"role": "user", "content": results}

# corpus: gather(return_exceptions=True), failures sorted out afterwards
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import asyncio


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    async def main():
        return await asyncio.gather(
            *[asyncio.to_thread(HANDLERS[c.name], **c.input) for c in calls], return_exceptions=True
        )

    outputs = asyncio.run(main())
    results = []
    for c, out in zip(calls, outputs):
        if isinstance(out, Exception):
            results.append({"type": "tool_result", "tool_use_id": c.id, "content": str(out), "is_error": True})
        else:
            results.append({"type": "tool_result", "tool_use_id": c.id, "content": out})
    return {"role": "user", "content": results}

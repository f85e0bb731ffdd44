# corpus: asyncio tasks created one by one, then awaited
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import asyncio


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    async def lookup(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": await asyncio.to_thread(HANDLERS[b.name], **b.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    async def main():
        tasks = [asyncio.create_task(lookup(b)) for b in calls]
        return [await t for t in tasks]

    return {"role": "user", "content": asyncio.run(main())}

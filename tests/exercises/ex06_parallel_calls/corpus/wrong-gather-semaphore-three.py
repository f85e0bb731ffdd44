# corpus: asyncio with a semaphore of three written in
# kind: wrong
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
import asyncio


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    async def main():
        limit = asyncio.Semaphore(3)

        async def one(c):
            async with limit:
                try:
                    return {"type": "tool_result", "tool_use_id": c.id, "content": await asyncio.to_thread(HANDLERS[c.name], **c.input)}
                except Exception as e:
                    return {"type": "tool_result", "tool_use_id": c.id, "content": str(e), "is_error": True}

        return await asyncio.gather(*map(one, calls))

    return {"role": "user", "content": asyncio.run(main())}

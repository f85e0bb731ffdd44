# corpus: gather over coroutines that call the blocking handler directly
# kind: wrong
# expect: 1 passed | 1 passed | 0 ran_one_by_one | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
import asyncio


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    async def one(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    async def main():
        return await asyncio.gather(*[one(b) for b in calls])

    return {"role": "user", "content": asyncio.run(main())}

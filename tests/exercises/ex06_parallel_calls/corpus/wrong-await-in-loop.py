# corpus: asyncio.to_thread awaited one at a time in a loop
# kind: wrong
# expect: 1 passed | 1 passed | 0 ran_one_by_one | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
import asyncio


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    async def main():
        out = []
        for b in calls:
            try:
                out.append({"type": "tool_result", "tool_use_id": b.id, "content": await asyncio.to_thread(HANDLERS[b.name], **b.input)})
            except Exception as e:
                out.append({"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True})
        return out

    return {"role": "user", "content": asyncio.run(main())}

# corpus: asyncio.run once per call, in a loop
# kind: wrong
# expect: 1 passed | 1 passed | 0 ran_one_by_one | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
import asyncio


async def one(b):
    try:
        return {"type": "tool_result", "tool_use_id": b.id, "content": await asyncio.to_thread(HANDLERS[b.name], **b.input)}
    except Exception as e:
        return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}


def run_batch(response):
    return {"role": "user", "content": [asyncio.run(one(b)) for b in response.content if b.type == "tool_use"]}

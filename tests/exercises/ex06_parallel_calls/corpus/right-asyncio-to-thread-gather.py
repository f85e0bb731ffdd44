# corpus: asyncio.gather of asyncio.to_thread, run with asyncio.run
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import asyncio


async def _one(block):
    try:
        text = await asyncio.to_thread(HANDLERS[block.name], **block.input)
        return {"type": "tool_result", "tool_use_id": block.id, "content": text}
    except Exception as err:
        return {"type": "tool_result", "tool_use_id": block.id, "content": str(err), "is_error": True}


async def _all(blocks):
    return await asyncio.gather(*(_one(b) for b in blocks))


def run_batch(response):
    blocks = [b for b in response.content if b.type == "tool_use"]
    return {"role": "user", "content": list(asyncio.run(_all(blocks)))}

# corpus: an event loop's run_in_executor with a pool
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import asyncio
from concurrent.futures import ThreadPoolExecutor
from functools import partial


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    async def go():
        loop = asyncio.get_running_loop()
        with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
            tasks = [loop.run_in_executor(pool, partial(HANDLERS[c.name], **c.input)) for c in calls]
            return await asyncio.gather(*tasks, return_exceptions=True)

    answers = asyncio.run(go())
    msg = {"role": "user", "content": []}
    for c, a in zip(calls, answers):
        block = {"type": "tool_result", "tool_use_id": c.id, "content": str(a)}
        if isinstance(a, BaseException):
            block["is_error"] = True
        msg["content"].append(block)
    return msg

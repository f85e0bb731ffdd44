# corpus: a small BatchRunner class
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


class BatchRunner:
    def __init__(self, handlers):
        self.handlers = handlers

    def one(self, block):
        try:
            return {"type": "tool_result", "tool_use_id": block.id, "content": self.handlers[block.name](**block.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": block.id, "content": str(e), "is_error": True}

    def run(self, blocks):
        with ThreadPoolExecutor(max_workers=max(1, len(blocks))) as pool:
            return list(pool.map(self.one, blocks))


def run_batch(response):
    blocks = [b for b in response.content if b.type == "tool_use"]
    return {"role": "user", "content": BatchRunner(HANDLERS).run(blocks)}

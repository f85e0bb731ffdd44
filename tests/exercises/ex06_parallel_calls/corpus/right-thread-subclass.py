# corpus: a Thread subclass that keeps its own result
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import threading


class Lookup(threading.Thread):
    def __init__(self, block):
        super().__init__()
        self.block = block
        self.result = None

    def run(self):
        b = self.block
        try:
            self.result = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            self.result = {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}


def run_batch(response):
    lookups = [Lookup(b) for b in response.content if b.type == "tool_use"]
    for t in lookups:
        t.start()
    for t in lookups:
        t.join()
    return {"role": "user", "content": [t.result for t in lookups]}

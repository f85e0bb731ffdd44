# golden: correct: one threading.Thread per call, results by index
# base: solution
# %% ex06_run_batch_answer
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = [None] * len(calls)

    def work(i, block):
        try:
            results[i] = {"type": "tool_result", "tool_use_id": block.id, "content": HANDLERS[block.name](**block.input)}
        except Exception as error:
            results[i] = {"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True}

    threads = [threading.Thread(target=work, args=(i, b)) for i, b in enumerate(calls)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return {"role": "user", "content": results}

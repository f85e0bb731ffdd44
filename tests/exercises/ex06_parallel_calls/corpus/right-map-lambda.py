# corpus: executor.map with a lambda returning (ok, text)
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def safe(fn, kwargs):
    try:
        return True, fn(**kwargs)
    except Exception as e:
        return False, str(e)


def run_batch(response):
    uses = [x for x in response.content if x.type == "tool_use"]
    with ThreadPoolExecutor(max_workers=len(uses) or 1) as ex:
        outcomes = list(ex.map(lambda u: safe(HANDLERS[u.name], u.input), uses))
    results = []
    for u, (ok, text) in zip(uses, outcomes):
        r = {"type": "tool_result", "tool_use_id": u.id, "content": text}
        if not ok:
            r["is_error"] = True
        results.append(r)
    return {"role": "user", "content": results}

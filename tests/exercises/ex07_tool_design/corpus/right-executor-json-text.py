# corpus: an executor returning json.dumps of the page
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_executor_answer
FIELDS = ("ticket_id", "title", "status", "created_at")


import json


def run_tool(tool_input, tickets):
    hits = [t for t in tickets if t["requester_id"] == tool_input["requester_id"]]
    if tool_input.get("status"):
        hits = [t for t in hits if t["status"] == tool_input["status"]]
    if tool_input.get("created_after"):
        hits = [t for t in hits if t["created_at"] >= tool_input["created_after"]]
    hits.sort(key=lambda t: t["created_at"], reverse=True)
    start = int(tool_input.get("cursor", "0"))
    end = start + tool_input.get("limit", 5)
    body = {"tickets": [dict((k, t[k]) for k in FIELDS) for t in hits[start:end]],
            "next_cursor": str(end) if end < len(hits) else None}
    return json.dumps(body, ensure_ascii=False)

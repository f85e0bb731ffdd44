# corpus: sorts oldest first (paging itself is right)
# kind: wrong
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 0 result_not_newest_first | 1 passed | 2 passed | 2 passed
# %% ex07_executor_answer
KEEP = ("ticket_id", "title", "status", "created_at")


def run_tool(tool_input, tickets):
    found = [
        t
        for t in tickets
        if t["requester_id"] == tool_input["requester_id"]
        and tool_input.get("status") in (None, t["status"])
        and t["created_at"] >= tool_input.get("created_after", "")
    ]
    found.sort(key=lambda t: t["created_at"], reverse=False)
    start = int(tool_input.get("cursor") or 0)
    size = tool_input.get("limit", 5)
    page = [{k: t[k] for k in KEEP} for t in found[start : start + size]]
    more = start + size < len(found)
    return {"tickets": page, "next_cursor": str(start + size) if more else None}

# golden: mistake: created_after is never applied
# base: solution
# %% ex07_executor_answer
FIELDS = ("ticket_id", "title", "status", "created_at")


def run_tool(tool_input, tickets):
    found = [
        t
        for t in tickets
        if t["requester_id"] == tool_input["requester_id"]
        and tool_input.get("status") in (None, t["status"])
    ]
    found.sort(key=lambda t: t["created_at"], reverse=True)
    start = int(tool_input.get("cursor") or 0)
    size = tool_input.get("limit", 5)
    page = [{k: t[k] for k in FIELDS} for t in found[start : start + size]]
    more = start + size < len(found)
    return {"tickets": page, "next_cursor": str(start + size) if more else None}

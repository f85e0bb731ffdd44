# corpus: an executor written with a plain loop and a page number cursor
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_executor_answer
FIELDS = ("ticket_id", "title", "status", "created_at")


def run_tool(tool_input, tickets):
    who = tool_input["requester_id"]
    status = tool_input.get("status")
    since = tool_input.get("created_after")
    rows = []
    for t in tickets:
        if t["requester_id"] != who:
            continue
        if status is not None and t["status"] != status:
            continue
        if since is not None and t["created_at"] < since:
            continue
        rows.append({"ticket_id": t["ticket_id"], "title": t["title"], "status": t["status"], "created_at": t["created_at"]})
    rows.sort(key=lambda r: r["created_at"], reverse=True)
    per_page = tool_input.get("limit", 5)
    page_no = int(tool_input["cursor"].split(":")[1]) if tool_input.get("cursor") else 0
    chunk = rows[page_no * per_page:(page_no + 1) * per_page]
    has_more = (page_no + 1) * per_page < len(rows)
    return {"tickets": chunk, "next_cursor": f"page:{page_no + 1}" if has_more else None}

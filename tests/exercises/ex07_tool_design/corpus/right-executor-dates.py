# corpus: dates compared as datetime.date; json cursor
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_executor_answer
FIELDS = ("ticket_id", "title", "status", "created_at")


import datetime
import json as _json


def run_tool(tool_input, tickets):
    since = datetime.date.fromisoformat(tool_input.get("created_after", "1970-01-01"))
    mine = sorted(
        (t for t in tickets
         if t["requester_id"] == tool_input["requester_id"]
         and ("status" not in tool_input or t["status"] == tool_input["status"])
         and datetime.date.fromisoformat(t["created_at"]) >= since),
        key=lambda t: t["created_at"], reverse=True)
    offset = _json.loads(tool_input["cursor"])["offset"] if "cursor" in tool_input else 0
    limit = tool_input.get("limit") or 5
    page = mine[offset:offset + limit]
    nxt = _json.dumps({"offset": offset + limit}) if offset + limit < len(mine) else None
    return {"tickets": [{f: t[f] for f in FIELDS} for t in page], "next_cursor": nxt}

# golden: correct: cursor is the last ticket id shown (keyset paging), English description
# base: solution
# %% ex07_tool_answer
TOOL = {
    "name": "search_tickets",
    "description": (
        "Search one employee's helpdesk tickets. Use when someone asks about the state of the tickets they filed. "
        "Not for creating tickets (call create_ticket instead). Returns up to limit tickets (id, title, status, "
        "created_at), newest first, and a next_cursor string while more remain."
    ),
    "input_schema": {
        "type": "object",
        "properties": {
            "requester_id": {
                "type": "string",
                "pattern": "^E-\\d{5}$",
                "description": "Requester's employee id, such as E-20417",
            },
            "status": {
                "type": "string",
                "enum": ["open", "in_progress", "resolved"],
                "description": "이 상태의 티켓만 원할 때. 없으면 모든 상태",
            },
            "created_after": {
                "type": "string",
                "format": "date",
                "description": "이 날짜(YYYY-MM-DD, 그날 포함) 이후에 만든 티켓만",
            },
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": 20,
                "description": "한 번에 돌려줄 티켓 수(기본 5, 최대 20)",
            },
            "cursor": {
                "type": "string",
                "description": "다음 페이지를 받을 때, 앞 결과의 next_cursor 값 그대로",
            },
        },
        "required": ["requester_id"],
        "additionalProperties": False,
    },
}
# %% ex07_executor_answer
KEEP = ["ticket_id", "title", "status", "created_at"]


def run_tool(tool_input, tickets):
    mine = [t for t in tickets if t["requester_id"] == tool_input["requester_id"]]
    if "status" in tool_input:
        mine = [t for t in mine if t["status"] == tool_input["status"]]
    if "created_after" in tool_input:
        mine = [t for t in mine if t["created_at"] >= tool_input["created_after"]]
    mine.sort(key=lambda t: t["created_at"], reverse=True)
    if tool_input.get("cursor"):
        ids = [t["ticket_id"] for t in mine]
        mine = mine[ids.index(tool_input["cursor"]) + 1 :]
    size = tool_input.get("limit", 5)
    page, rest = mine[:size], mine[size:]
    return {
        "tickets": [{key: t[key] for key in KEEP} for t in page],
        "next_cursor": page[-1]["ticket_id"] if rest else None,
    }

# golden: correct: schema built by helpers, bullet-list description, opaque base64 cursor, disable_parallel in chat
# base: solution
# %% ex07_tool_answer
def text(description, **more):
    return {"type": "string", "description": description, **more}


TOOL = {
    "name": "list_my_tickets",
    "description": "\n".join([
        "- 하는 일: 사번으로 직원이 올린 헬프데스크 티켓을 최신 것부터 찾는다.",
        "- 쓸 때: 직원이 자기가 올린 티켓의 상태를 물을 때.",
        "- 쓰지 않을 때: 새 티켓 접수(대신 create_ticket).",
        "- 반환: tickets(ticket_id, title, status, created_at)와 next_cursor.",
    ]),
    "input_schema": {
        "type": "object",
        "properties": {
            "requester_id": text("직원 사번. 예: E-31008", pattern=r"^E-\d{5}$"),
            "status": text("상태(없으면 전부)", enum=["open", "in_progress", "resolved"]),
            "created_after": text("시작 날짜(포함)", format="date"),
            "limit": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5, "description": "페이지 크기"},
            "cursor": text("다음 페이지 커서"),
        },
        "required": ["requester_id"],
        "additionalProperties": False,
    },
}
# %% ex07_options_answer
CHAT_OPTIONS = {"tool_choice": {"type": "auto", "disable_parallel_tool_use": True}}
REPORT_OPTIONS = dict(tool_choice={"type": "tool", "name": "list_my_tickets"})
# %% ex07_executor_answer
import base64
import json


def _encode(offset):
    return base64.urlsafe_b64encode(json.dumps({"offset": offset}).encode()).decode()


def _decode(cursor):
    return json.loads(base64.urlsafe_b64decode(cursor.encode()))["offset"] if cursor else 0


def run_tool(tool_input, tickets):
    def wanted(ticket):
        return (
            ticket["requester_id"] == tool_input["requester_id"]
            and ticket["status"] == tool_input.get("status", ticket["status"])
            and ticket["created_at"] >= tool_input.get("created_after", "0000-00-00")
        )

    ordered = sorted(filter(wanted, tickets), key=lambda t: t["created_at"], reverse=True)
    offset, size = _decode(tool_input.get("cursor")), tool_input.get("limit", 5)
    window = ordered[offset : offset + size]
    fields = ("ticket_id", "title", "status", "created_at")
    return {
        "tickets": [dict(zip(fields, (t[f] for f in fields))) for t in window],
        "next_cursor": _encode(offset + size) if offset + size < len(ordered) else None,
    }

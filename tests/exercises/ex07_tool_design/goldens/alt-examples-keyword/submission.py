# golden: correct: the id example in `examples`, the date format said in the description with a pattern, an executor class
# base: solution
# %% ex07_tool_answer
TOOL = {
    "name": "search_tickets",
    "description": (
        "사번 하나로 그 직원이 올린 헬프데스크 티켓을 찾아 최신 것부터 돌려준다. "
        "직원이 자기 티켓이 어떻게 됐는지 물을 때 쓴다. 새 티켓을 만들 때는 쓰지 않고 대신 create_ticket을 쓴다. "
        "티켓마다 번호, 제목, 상태, 만든 날짜를 돌려주고, 더 있으면 next_cursor를 함께 준다."
    ),
    "input_schema": {
        "type": "object",
        "properties": {
            "requester_id": {
                "type": "string",
                "pattern": "^E-\\d{5}$",
                "description": "티켓을 올린 직원의 사번",
                "examples": ["E-20417"],
            },
            "status": {
                "type": "string",
                "enum": ["open", "in_progress", "resolved"],
                "description": "이 상태의 티켓만 원할 때. 없으면 모든 상태",
            },
            "created_after": {
                "type": "string",
                "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
                "description": "이 날짜 이후(그날 포함)만. 형식 YYYY-MM-DD",
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
class TicketSearch:
    FIELDS = ("ticket_id", "title", "status", "created_at")

    def __init__(self, tickets):
        self.tickets = tickets

    def matching(self, query):
        for ticket in self.tickets:
            if ticket["requester_id"] != query["requester_id"]:
                continue
            if query.get("status") and ticket["status"] != query["status"]:
                continue
            if query.get("created_after") and ticket["created_at"] < query["created_after"]:
                continue
            yield ticket

    def page(self, query):
        found = sorted(self.matching(query), key=lambda t: t["created_at"], reverse=True)
        start = int(query.get("cursor", "0"))
        end = start + query.get("limit", 5)
        return {
            "tickets": [{f: t[f] for f in self.FIELDS} for t in found[start:end]],
            "next_cursor": f"{end}" if end < len(found) else None,
        }


def run_tool(tool_input, tickets):
    return TicketSearch(tickets).page(tool_input)

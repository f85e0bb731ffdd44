# corpus: the tool written field by field with its own variables
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_tool_answer
properties = {}
properties["requester_id"] = {"type": "string", "pattern": r"^E-\d{5}$", "description": "직원 사번. 예: E-52006"}
properties["status"] = {"type": "string", "enum": ["open", "in_progress", "resolved"], "description": "상태로 거를 때만"}
properties["created_after"] = {"type": "string", "format": "date", "description": "이 날짜 이후(YYYY-MM-DD, 당일 포함)"}
properties["limit"] = {"type": "integer", "minimum": 1, "maximum": 20, "description": "최대 몇 개(기본 5)"}
properties["cursor"] = {"type": "string", "description": "이전 결과의 next_cursor"}
TOOL = {
    "name": "find_my_tickets",
    "description": "직원의 사번으로 그 직원이 올린 티켓을 찾아 최신순으로 돌려준다. 직원이 자기 티켓 상황을 물을 때 쓴다. "
                   "새 티켓을 만들 때는 쓰지 말고 create_ticket을 쓴다. 결과는 티켓 목록과 next_cursor다.",
    "input_schema": {"type": "object", "properties": properties, "required": ["requester_id"], "additionalProperties": False},
}

# golden: correct: oneOf/const statuses, exclusive bounds, a date pattern, tool_choice any for the report
# base: solution
# %% ex07_tool_answer
TOOL = {
    "name": "find_employee_tickets",
    "description": (
        "직원 한 명이 올린 헬프데스크 티켓 목록을 최신 순으로 알려 준다. 직원이 자기 티켓 진행 상황을 물을 때 부른다. "
        "티켓을 새로 여는 요청이면 이 도구 말고 create_ticket을 쓴다. 결과는 티켓별 번호·제목·상태·생성일과 next_cursor."
    ),
    "input_schema": {
        "type": "object",
        "additionalProperties": False,
        "required": ["requester_id"],
        "properties": {
            "requester_id": {"type": "string", "pattern": "^E-[0-9]{5}$", "description": "사번, 예: E-20417"},
            "status": {
                "description": "상태 필터",
                "oneOf": [{"const": "open"}, {"const": "in_progress"}, {"const": "resolved"}],
            },
            "created_after": {
                "type": "string",
                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                "description": "YYYY-MM-DD. 이날부터 만든 티켓만",
            },
            "limit": {"type": "integer", "exclusiveMinimum": 0, "exclusiveMaximum": 21, "description": "최대 개수, 기본 5"},
            "cursor": {"type": "string", "description": "이어 받을 때 앞 결과의 next_cursor"},
        },
    },
}
# %% ex07_options_answer
CHAT_OPTIONS = {"tool_choice": {"type": "auto"}}
REPORT_OPTIONS = {"tool_choice": {"type": "any"}}

# corpus: writes the precondition into the amount property's description; the tool's own description is the original
# kind: wrong
# expect: 0 description_no_read_balance | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 빼낸다. 되돌릴 수 없는 쓰기 작업이다.",
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string", "description": "계좌 번호"},
            "amount": {"type": "number", "description": "먼저 read_balance로 읽은 잔액 이하의 금액만 넣는다"},
        },
        "required": ["account_id", "amount"],
    },
}

# corpus: says the tool is called only after read_balance (the tool's own action left implicit)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "되돌릴 수 없는 출금 도구. read_balance로 잔액을 확인한 뒤에만 호출한다. 잔액이 모자라면 쓰지 않는다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}

# corpus: 잔고 and -ㄴ 후 (after looking the balance up), with a comparison in words
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "read_balance로 잔고를 조회한 후, 잔고가 출금액보다 크거나 같을 때만 호출하세요. 되돌릴 수 없습니다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}

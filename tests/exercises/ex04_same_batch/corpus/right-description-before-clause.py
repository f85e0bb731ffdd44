# corpus: a Korean description with -기 전에
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 뺀다. 출금하기 전에 반드시 read_balance로 잔액을 확인하고, 잔액이 금액보다 적으면 부르지 않는다.",
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string", "description": "계좌 번호"},
            "amount": {"type": "number", "description": "금액(달러)"},
        },
        "required": ["account_id", "amount"],
    },
}

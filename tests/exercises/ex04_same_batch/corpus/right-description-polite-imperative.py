# corpus: a polite imperative Korean description: never without checking, read_balance first, only when it covers the amount
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "잔액을 확인하지 않고는 출금하지 마세요. 반드시 read_balance를 먼저 호출하고, 잔액이 출금액 이상인 경우에만 이 도구를 사용하세요.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}

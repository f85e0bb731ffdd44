# corpus: all three answers, written as compactly as possible
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {"name": "withdraw", "description": "먼저 read_balance로 잔액을 읽고, 잔액 >= amount일 때만 부른다.", "input_schema": {"type": "object", "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}}, "required": ["account_id", "amount"]}}
# %% ex04_request_options_answer
request_options = {"tool_choice": {"type": "auto", "disable_parallel_tool_use": True}}
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    b = bank.balance(account_id)
    return {"content": f"잔액 {b} < {amount}", "is_error": True} if b < amount else {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}

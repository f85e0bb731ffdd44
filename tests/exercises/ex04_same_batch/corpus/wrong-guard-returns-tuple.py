# corpus: returns (content, is_error) tuples instead of the dict
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_pretends_success | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return f"잔액 {balance}달러가 모자라 출금하지 않았습니다.", True
    return json.dumps(bank.withdraw(account_id, amount)), False

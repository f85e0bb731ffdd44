# corpus: the refusal says how much is missing and the current balance
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    shortfall = amount - balance
    if shortfall > 0:
        return {"content": f"{shortfall}달러가 모자랍니다(현재 잔액 {balance}달러). 출금하지 않았습니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount), ensure_ascii=False), "is_error": False}

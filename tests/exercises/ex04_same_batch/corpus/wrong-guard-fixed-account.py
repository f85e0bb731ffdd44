# corpus: reads the balance of the lesson's account A001, whatever account the call names
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance("A001")
    if balance < amount:
        return {"content": f"잔액 {balance}달러가 모자랍니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}

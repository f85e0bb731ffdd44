# corpus: copies is_error: True into the success answer too
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 success_as_error | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"잔액 {balance}달러 부족", "is_error": True}
    receipt = bank.withdraw(account_id, amount)
    return {"content": json.dumps(receipt), "is_error": True}

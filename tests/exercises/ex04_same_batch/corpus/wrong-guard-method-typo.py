# corpus: crashing: calls bank.get_balance, a method the bank does not have
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_crashed | 0 guard_crashed_paying | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.get_balance(account_id)
    if balance < amount:
        return {"content": f"잔액 {balance}달러가 모자랍니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}

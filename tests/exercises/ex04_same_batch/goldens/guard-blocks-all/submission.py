# golden: refuses every withdrawal
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    return {"content": f"잔액 {balance}달러. 출금은 상담원만 할 수 있습니다.", "is_error": True}

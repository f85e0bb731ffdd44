# corpus: the refusal quotes the balance as a number (no word for it)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    have = bank.balance(account_id)
    if have < amount:
        return {"content": f"출금 거절: 현재 {have}달러, 요청 {amount}달러", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}

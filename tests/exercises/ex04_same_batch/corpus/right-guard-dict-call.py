# corpus: builds the answers with dict(content=..., is_error=...)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    now = bank.balance(account_id)
    if now < amount:
        return dict(content="잔고 부족 - 현재 잔고 %s달러" % now, is_error=True)
    return dict(content=json.dumps(bank.withdraw(account_id, amount)), is_error=False)

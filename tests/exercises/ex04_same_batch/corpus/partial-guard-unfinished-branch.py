# corpus: partial: the refusal branch still raises NotImplementedError
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_unfinished | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        raise NotImplementedError()  # 거절은 나중에
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}

# corpus: returns a bare string instead of {content, is_error}
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_pretends_success | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return f"잔액 부족: {balance}달러"
    return json.dumps(bank.withdraw(account_id, amount))

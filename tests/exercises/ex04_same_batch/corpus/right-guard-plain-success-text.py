# corpus: the success answer is a Korean sentence with the new balance, not JSON
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"잔액({balance}달러)이 모자라 {amount}달러를 출금하지 않았습니다.", "is_error": True}
    receipt = bank.withdraw(account_id, amount)
    return {"content": f"{amount}달러를 출금했습니다. 남은 잔액은 {receipt['balance']}달러입니다.", "is_error": False}

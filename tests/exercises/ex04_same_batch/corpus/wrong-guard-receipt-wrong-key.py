# corpus: crashing on the paying branch: reads receipt["new_balance"], a key the receipt does not have
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 guard_crashed_paying | 1 passed | 0 variant_failed
# %% ex04_guard_answer
def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"잔액 부족: 잔액 {balance}달러", "is_error": True}
    receipt = bank.withdraw(account_id, amount)
    return {"content": f"출금 완료, 남은 잔액 {receipt['new_balance']}달러", "is_error": False}

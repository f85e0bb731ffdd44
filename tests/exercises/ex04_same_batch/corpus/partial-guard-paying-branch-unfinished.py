# corpus: partial: the refusal is done, the paying branch still raises NotImplementedError
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 guard_unfinished | 1 passed | 0 variant_failed
# %% ex04_guard_answer
def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"잔액 {balance}달러가 {amount}달러보다 적어 출금하지 않았습니다.", "is_error": True}
    raise NotImplementedError()  # TODO: 출금하고 영수증 돌려주기

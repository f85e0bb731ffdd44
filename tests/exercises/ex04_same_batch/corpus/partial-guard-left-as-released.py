# corpus: partial: description and options done, the guard left as released
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_not_started | 0 guard_not_started | 1 passed | 0 variant_failed
# %% ex04_guard_answer
def guarded_withdraw(bank, account_id, amount):
    # 여기에 코드를 작성하세요 (YOUR CODE HERE)
    raise NotImplementedError()

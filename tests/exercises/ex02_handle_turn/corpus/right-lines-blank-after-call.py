# corpus: the missing turn placed on the blank line 4, right after the first call
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = [4, 9, 12]

# corpus: a tuple built from a reversed list; the missing turn at the append line 10
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = tuple(reversed([9, 10, 12]))

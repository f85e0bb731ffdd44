# corpus: a frozenset, the missing turn at line 6 (first thing inside the if)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = frozenset([6, 9, 12])

# corpus: points at the return (13) instead of the second call (12)
# kind: wrong
# expect: 0 lines_partly_right | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = [8, 9, 13]

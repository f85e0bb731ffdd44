# corpus: faulty_lines as a tuple, in another order
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = (12, 9, 8)

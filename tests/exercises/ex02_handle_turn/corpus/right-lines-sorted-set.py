# corpus: faulty_lines = sorted({...})
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = sorted({12, 9, 8})

# corpus: faulty_lines parsed from a string of numbers
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = list(map(int, "8 9 12".split()))

# corpus: line numbers as floats
# kind: wrong
# expect: 0 lines_not_numbers | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = [8.0, 9.0, 12.0]

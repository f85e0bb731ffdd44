# corpus: the same line twice (only two distinct lines)
# kind: wrong
# expect: 0 lines_wrong_count | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = [9, 9, 12]

# corpus: faulty_lines puts the missing turn at line 11 (after the result was appended)
# kind: wrong
# expect: 0 lines_partly_right | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = [9, 11, 12]

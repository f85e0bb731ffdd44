# golden: faulty_lines misses one bug (points at line 3)
# base: solution
# %% ex02_faulty_lines_answer
faulty_lines = [3, 9, 12]

# golden: faulty_lines names only two lines
# base: solution
# %% ex02_faulty_lines_answer
faulty_lines = [9, 12]

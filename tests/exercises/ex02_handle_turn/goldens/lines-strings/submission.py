# golden: faulty_lines as strings
# base: solution
# %% ex02_faulty_lines_answer
faulty_lines = ["8", "9", "12"]

# golden: faulty_lines points at the append (line 10) for the missing turn (accepted)
# base: solution
# %% ex02_faulty_lines_answer
faulty_lines = [9, 10, 12]

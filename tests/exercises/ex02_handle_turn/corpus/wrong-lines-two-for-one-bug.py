# corpus: two lines for the missing turn (6 and 7), the id bug missed
# kind: wrong
# expect: 0 lines_partly_right | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = {6, 7, 12}

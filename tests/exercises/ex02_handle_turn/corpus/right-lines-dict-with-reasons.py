# corpus: a dict from line number to the reason (an iterable of line numbers)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
faulty_lines = {8: "assistant 응답을 안 붙임", 9: "id 대신 name", 12: "tools 빠짐"}

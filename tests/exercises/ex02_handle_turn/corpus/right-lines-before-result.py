# corpus: the missing assistant turn placed at line 7 (before the result is made)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_faulty_lines_answer
# 7번 줄 자리에 assistant 메시지를 붙이는 코드가 빠졌다고 봤습니다
faulty_lines = [7, 9, 12]

# corpus: partial: description and guard done, the options cell left as released
# kind: wrong
# expect: 1 passed | 0 options_not_started | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_request_options_answer
# 여기에 코드를 작성하세요 (YOUR CODE HERE)
raise NotImplementedError()

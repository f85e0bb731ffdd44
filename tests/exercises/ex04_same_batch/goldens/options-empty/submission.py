# golden: no request options: the model batches the read and the write
# base: solution
# %% ex04_request_options_answer
request_options = {}

# golden: mistake: the report job does not force the tool
# base: solution
# %% ex07_options_answer
CHAT_OPTIONS = {}
REPORT_OPTIONS = {}

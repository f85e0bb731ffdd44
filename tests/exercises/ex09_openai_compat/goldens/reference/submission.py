# golden: the reference answer
# base: solution

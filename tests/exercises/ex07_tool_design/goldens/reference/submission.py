# golden: the reference solution
# base: solution

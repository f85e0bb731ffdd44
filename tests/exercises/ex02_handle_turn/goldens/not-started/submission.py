# golden: the release notebook, never touched (NotImplementedError)
# base: release

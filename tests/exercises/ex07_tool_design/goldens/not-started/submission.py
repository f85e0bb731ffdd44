# golden: the release as handed out (nothing written)
# base: release

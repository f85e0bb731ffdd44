# golden: the release as handed out (no function written)
# base: release

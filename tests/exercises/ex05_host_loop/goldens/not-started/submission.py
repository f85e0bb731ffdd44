# golden: the release as handed out (function not written)
# base: release

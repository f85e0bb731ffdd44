"""Every picture label exists in Korean and English with the same placeholders."""

import string

from autograder.catalogue.viz import MESSAGES


def fields(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_label_has_ko_and_en_with_the_same_placeholders():
    for key, entry in MESSAGES.items():
        assert key.startswith("viz."), key
        assert set(entry) == {"ko", "en"}, key
        assert fields(entry["ko"]) == fields(entry["en"]), key

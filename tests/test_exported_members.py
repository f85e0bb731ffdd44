"""The package's public surface cannot drift silently (httpx's test_exported_members)."""

import autograder


def test_all_is_sorted_and_unique():
    assert autograder.__all__ == sorted(set(autograder.__all__))


def test_every_exported_name_resolves():
    for name in autograder.__all__:
        assert getattr(autograder, name) is not None, name


def test_every_public_attribute_is_exported():
    public = {
        name
        for name in vars(autograder)
        if not name.startswith("_") and not isinstance(getattr(autograder, name), type(autograder))
    }
    public -= {"annotations", "importlib", "TYPE_CHECKING", "Any"}
    assert public <= set(autograder.__all__)

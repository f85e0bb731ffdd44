"""The simulator's public surface cannot drift silently (httpx's test_exported_members)."""

import types

import autograder
import autograder.simulator as simulator


def test_all_is_sorted_unique_and_resolves():
    def kind(name: str) -> tuple[int, str]:  # ruff's order: CONSTANTS, Classes, functions
        return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)

    assert simulator.__all__ == sorted(set(simulator.__all__), key=kind)
    for name in simulator.__all__:
        assert getattr(simulator, name) is not None, name


def test_every_public_attribute_is_exported():
    public = {
        name
        for name, value in vars(simulator).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }
    public -= {"annotations"}
    assert public == set(simulator.__all__)


def test_the_package_exports_the_factory_and_lookup():
    assert autograder.make_client is simulator.make_client
    assert autograder.get_simulator is simulator.get_simulator


def test_scenario_names_are_the_fixed_ones():
    assert simulator.SCENARIOS == (
        "weather",
        "order_status",
        "two_orders",
        "meridian",
        "bank",
        "deploy",
        "ask_back",
    )

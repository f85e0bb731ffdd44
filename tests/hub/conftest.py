"""One class for the hub tests: provisioned once per session, used in a fixed order.

Provisioning a class (users, installations, gradebook) is the hub tests' costliest step, so
the tests that read a class share one (`shared_class`). Its tests run in stages, each named
by the fixture it asks for (its place in `STAGES`):

1. `provisioned`: what `python -m hub provision` made, read before anyone used the class;
2. `class_for_browser`: the whole cycle in a browser (ex02, tests/hub/test_hub_browser.py)
   on a class no one has used yet;
3. `class_for_cli`: the CLI cycle (its own assignment, tests/hub/test_exchange.py), on the
   class the browser cycle left: each cycle reads its own assignment only;
4. `class_in_use`: provisioning again (a second run, a new roster line) on the class in use;
5. `class_to_remove`: the class ended (`Classroom.remove`: its users, then `python -m hub
   down --purge`) must leave the system as the class found it (`Classroom.found`, read
   before it was provisioned).

Every other hub test runs before the class exists and needs none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.hub.classroom import Classroom, classroom

STAGES = ("provisioned", "class_for_browser", "class_for_cli", "class_in_use", "class_to_remove")
_HERE = Path(__file__).parent


def _stage(item) -> int:
    """The item's place: -1 for tests that need no shared class (they run first)."""
    names = set(getattr(item, "fixturenames", ()))
    return next((i for i, name in enumerate(STAGES) if name in names), -1)


def pytest_collection_modifyitems(config, items):
    """Put this folder's tests in stage order, in the places they already hold (a stable
    sort: file order within a stage; tests elsewhere in the suite keep their places)."""
    slots = [i for i, item in enumerate(items) if _HERE in Path(str(item.path)).parents]
    ordered = sorted((items[i] for i in slots), key=_stage)
    for slot, item in zip(slots, ordered, strict=True):
        items[slot] = item


@pytest.fixture(scope="session")
def shared_class():
    """One instructor and two learners, provisioned by the hub; everything removed after
    (`python -m hub down --purge`, the accounts and their processes)."""
    with classroom(learners=2) as room:
        yield room


@pytest.fixture
def provisioned(shared_class) -> Classroom:
    return shared_class


@pytest.fixture
def class_for_browser(shared_class) -> Classroom:
    return shared_class


@pytest.fixture(scope="module")
def class_for_cli(shared_class) -> Classroom:
    return shared_class


@pytest.fixture
def class_in_use(shared_class) -> Classroom:
    return shared_class


@pytest.fixture
def class_to_remove(shared_class) -> Classroom:
    return shared_class

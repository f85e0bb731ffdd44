"""Users' servers get distinct ports even when a class logs in at once (`hub.spawner`).

A port is chosen seconds before its server binds it; without a claim, two spawns side by
side could choose the same free port, and the hub would route the second user to the first
user's server. These tests make the choice deterministic (no shuffle) so that a missing
claim shows as the same port twice.
"""

from __future__ import annotations

import asyncio
import socket
import types

import pytest
from jupyterhub.spawner import LocalProcessSpawner

from hub import spawner as spawner_module
from hub.spawner import CourseSpawner, PortBook, free_port_in


@pytest.fixture
def ports(monkeypatch) -> tuple[int, int]:
    """Three consecutive free loopback ports, tried in order (no shuffle)."""
    monkeypatch.setattr(spawner_module.random, "shuffle", lambda ports: None)
    for first in range(18110, 18190, 3):
        try:
            free = [free_port_in(port, port) for port in range(first, first + 3)]
        except RuntimeError:
            continue
        return free[0], free[-1]
    pytest.skip("no three consecutive free ports in 18110-18189")


def test_two_servers_starting_side_by_side_get_different_ports(ports):
    book = PortBook()
    first_server, second_server = object(), object()
    assert free_port_in(*ports) == free_port_in(*ports)  # the race the book closes
    assert book.claim(first_server, *ports) != book.claim(second_server, *ports)


def test_a_stopped_servers_port_goes_to_the_next_user(ports):
    book = PortBook()
    first_server = object()
    port = book.claim(first_server, *ports)
    book.release(first_server)
    assert book.claim(object(), *ports) == port


def test_starting_again_releases_the_old_claim(ports):
    book = PortBook()
    server = object()
    for _ in range(2 * (ports[1] - ports[0] + 1)):  # more starts than the range has ports
        book.claim(server, *ports)
    others = [book.claim(object(), *ports) for _ in range(ports[1] - ports[0])]
    assert len(set(others)) == len(others)


def test_a_port_something_else_listens_on_is_skipped(ports):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", ports[0]))
        listener.listen()
        assert PortBook().claim(object(), *ports) != ports[0]


def test_a_full_range_is_a_clear_error(ports):
    book = PortBook()
    for _ in range(ports[1] - ports[0] + 1):
        book.claim(object(), *ports)
    with pytest.raises(RuntimeError, match="no free port"):
        book.claim(object(), *ports)


def test_the_spawner_claims_before_it_starts_and_releases_when_it_stops(ports, monkeypatch):
    seen = []

    async def started(self):
        seen.append(self.port)
        return ("127.0.0.1", self.port)

    async def stopped(self, now=False):
        return None

    monkeypatch.setattr(LocalProcessSpawner, "start", started)
    monkeypatch.setattr(LocalProcessSpawner, "stop", stopped)
    monkeypatch.setattr(CourseSpawner, "ports", PortBook())
    spawners = [
        CourseSpawner(user=types.SimpleNamespace(name=name), install_root="/x", port_range=ports)
        for name in ("learner1", "learner2", "learner3")
    ]

    async def class_logs_in():
        await asyncio.gather(*(s.start() for s in spawners[:2]))
        await spawners[0].stop()
        await spawners[2].start()

    asyncio.run(class_logs_in())
    assert len(set(seen[:2])) == 2
    assert seen[2] == seen[0]  # the stopped server's port was released

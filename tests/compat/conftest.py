"""Run real public client code against the offline simulator, as its authors wrote it.

Each client is a vendored file under ``clients/`` (sources, commits and licences in the
repository's NOTICE). It runs in-process with ``runpy`` while the loopback server answers
``ANTHROPIC_BASE_URL`` / ``OPENAI_BASE_URL``; the clients build their own SDK clients from
the environment, as they would against the real API. Only services that are not the
model are stubbed: web pages (``requests.get``), Wikipedia, ``.env`` loading, and the
``rich`` pretty-printer (not installed; its ``print`` is the builtin one).
"""

from __future__ import annotations

import gc
import io
import runpy
import sys
import types
import warnings
from dataclasses import dataclass
from pathlib import Path

import pytest

from autograder.simulator import Simulator
from autograder.simulator.server import serving

CLIENTS = Path(__file__).parent / "clients"


@dataclass
class Run:
    """What one client did: its printed output, its module globals, the requests it sent."""

    out: str
    globals: dict
    simulator: Simulator

    @property
    def exchanges(self) -> list:
        return list(self.simulator.transcript)

    def tool_calls(self) -> list[tuple[str, dict]]:
        """Every ``tool_use`` the simulator answered the client with, in order."""
        return [
            (b["name"], b["input"])
            for e in self.exchanges
            for b in (e.response or {}).get("content", [])
            if b["type"] == "tool_use"
        ]


def _module(name: str, **attrs: object) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(attrs)
    return module


_CONSOLE = types.SimpleNamespace(print=lambda *values, **options: print(*values))
SHIMS = {
    "rich": _module("rich", print=print, get_console=lambda: _CONSOLE),
    "dotenv": _module("dotenv", load_dotenv=lambda *a, **k: True),
}


@pytest.fixture
def run_client(monkeypatch, capsys):
    simulator = Simulator()
    with serving(simulator) as base:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", base)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-compat")
        monkeypatch.setenv("OPENAI_BASE_URL", f"{base}/v1/")
        monkeypatch.setenv("OPENAI_API_KEY", "sk-compat")

        def run(
            path: str,
            stubs: dict[str, types.ModuleType] | None = None,
            cwd: Path | None = None,
            typed: str | None = None,
        ) -> Run:
            """Run one client; ``cwd`` is its working folder, ``typed`` what the user types."""
            for name, module in {**SHIMS, **(stubs or {})}.items():
                monkeypatch.setitem(sys.modules, name, module)
            monkeypatch.chdir(cwd or (CLIENTS / path).parent)  # notebooks open files relative to it
            if typed is not None:
                monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
            with warnings.catch_warnings():
                # third-party client code may use APIs its SDK has deprecated; not ours to fix
                warnings.simplefilter("ignore", DeprecationWarning)
                found = runpy.run_path(str(CLIENTS / path), run_name="__main__")
            return Run(capsys.readouterr().out, found, simulator)

        yield run
    _collect_leaked_clients()


def _collect_leaked_clients() -> None:
    """Collect the clients the examples never close, here rather than in a later test.

    The upstream examples leave their module-level (often async) SDK clients open; the
    sockets' ResourceWarnings are theirs, so they are silenced for this collection only.
    """
    import openai

    openai._client = None  # the module-level client of ``openai.chat...`` (module_client.py)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()


def pytest_collection_modifyitems(items):
    """Every test in this folder is a compat test (``-m compat`` selects the suite)."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.compat)

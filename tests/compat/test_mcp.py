"""The MCP quickstart's Python client, with the real filesystem server's fourteen tools.

Nothing is stubbed: the vendored client (``clients/mcp/quickstart_client.py``, NOTICE)
runs in a throw-away venv with the real ``mcp`` SDK (``requirements/mcp_client.txt``),
spawns the real ``@modelcontextprotocol/server-filesystem`` from npm over stdio, hands
its tool list to the simulator and runs the tools the model calls. The class it tests:
one tool chosen among many similar ones ("List the files" -> ``list_directory``, not
``read_multiple_files``, ``list_directory_with_sizes`` or ``directory_tree``).
"""

from __future__ import annotations

import json

import pytest

from autograder.simulator import Simulator
from autograder.simulator.server import serving
from tests.compat.conftest import CLIENTS
from tests.compat.venvs import framework_python, node_package, run_framework

pytestmark = pytest.mark.compat

SERVER = "@modelcontextprotocol/server-filesystem@2026.8.31"
CLIENT = CLIENTS / "mcp" / "quickstart_client.py"


def launcher(folder, server_dir) -> str:
    """A .js file the client can start (it runs ``node <file>``): the real server, allowed
    to serve ``folder`` (its command line; the client passes no arguments of its own)."""
    script = folder / "fs_server.js"
    entry = json.dumps(str(server_dir / "dist" / "index.js"))
    script.write_text(f"process.argv.push({json.dumps(str(folder))});\nawait import({entry});\n")
    return str(script)


def test_listing_a_folder_picks_list_directory_among_fourteen_tools(tmp_path):
    (tmp_path / "quarterly.csv").write_text("q,total\n")
    (tmp_path / "drafts").mkdir()
    python = framework_python("mcp_client")
    server = node_package(SERVER)
    simulator = Simulator()
    with serving(simulator) as base:
        out = run_framework(
            python,
            CLIENT,
            base,
            args=(launcher(tmp_path, server),),
            typed=f"List the files in {tmp_path}\nquit\n",
        )
    sent = simulator.transcript[0].request
    assert len(sent["tools"]) == 14 and "read_multiple_files" in {t["name"] for t in sent["tools"]}
    assert f"[Calling tool list_directory with args {{'path': '{tmp_path}'}}]" in out
    assert "[FILE] quarterly.csv" in out and "[DIR] drafts" in out  # the server's result, answered
    assert [e.status for e in simulator.transcript] == [200, 200]

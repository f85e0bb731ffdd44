"""The clean room's walls: no course files, no writes, no network, no API key, no caps."""

from __future__ import annotations

import json
import shutil

import pytest

from autograder.grading.cleanroom.budgets import Budgets
from autograder.grading.cleanroom.sandbox import SandboxSpec, learner_uid, zygote_command
from autograder.grading.commands.release import ROOT
from tests.grading.conftest import needs_bwrap

pytestmark = [pytest.mark.slow, needs_bwrap]


def probe(room, source: str) -> object:
    """Run `source` (ending in an expression) in the clean room; that expression's value."""
    result = room.run([{"index": 0, "source": source}], None, Budgets(cell_timeout=5))
    outputs = result.outputs[0]
    assert outputs and outputs[-1]["output_type"] == "execute_result", outputs
    return json.loads(outputs[-1]["data"]["text/plain"].strip("'"))


def test_the_repository_shows_only_the_package_and_the_environment(room):
    seen = probe(room, f"import os, json\njson.dumps(sorted(os.listdir({str(ROOT)!r})))")
    assert seen == [".venv", "autograder", "tests"]  # tests/: only the tiny exercise's checks
    tests = probe(
        room, f"import os, json\njson.dumps(os.listdir({str(ROOT / 'tests' / 'grading')!r}))"
    )
    assert tests == ["fixtures"]


@pytest.mark.parametrize("relative", ["solutions", "tests/exercises", "nbgrader_config.py", ".git"])
def test_solutions_hidden_tests_and_goldens_are_not_there(room, relative):
    path = str(ROOT / relative)
    assert probe(room, f"import os, json\njson.dumps(os.path.exists({path!r}))") is False


def test_the_host_tmp_and_home_are_not_shared(room, tmp_path):
    marker = tmp_path / "secret.txt"
    marker.write_text("x")
    code = f"import os, json\njson.dumps([os.path.exists({str(marker)!r}), os.path.exists('/root/.ssh')])"
    assert probe(room, code) == [False, False]


def test_the_environment_is_read_only(room):
    code = (
        "import json\nerrors = []\n"
        f"for path in [{str(ROOT / 'autograder' / 'x.py')!r}, '/usr/x', {str(ROOT / '.venv' / 'x')!r}]:\n"
        "    try:\n        open(path, 'w')\n    except OSError as e:\n        errors.append(e.errno)\n"
        "json.dumps(errors)"
    )
    assert probe(room, code) == [30, 30, 30]  # EROFS


def test_there_is_no_network(room):
    code = (
        "import socket, json\nout = []\n"
        "for host in [('1.1.1.1', 80), ('127.0.0.1', 22), ('api.anthropic.com', 443)]:\n"
        "    try:\n        socket.create_connection(host, timeout=2)\n        out.append('connected')\n"
        "    except OSError as e:\n        out.append(type(e).__name__)\n"
        "json.dumps(out)"
    )
    assert "connected" not in probe(room, code)


def test_no_api_key_and_grading_forced_offline(room, monkeypatch):
    code = "import os, json\njson.dumps([os.environ.get('ANTHROPIC_API_KEY'), os.environ.get('TOOLUSE_GRADING')])"
    assert probe(room, code) == [None, "1"]


def test_the_learner_process_has_no_capabilities(room):
    code = "import json\nline = [l for l in open('/proc/self/status') if l.startswith('CapEff')][0]\njson.dumps(int(line.split()[1], 16))"
    assert probe(room, code) == 0


def test_the_sandbox_command_clears_the_environment_and_unshares_the_network():
    argv, env, sandboxed = zygote_command(SandboxSpec(), 3)
    assert sandboxed and env == {}
    assert "--clearenv" in argv and "--cap-drop" in argv
    if learner_uid() is None:
        assert "--unshare-all" in argv
    else:  # root: every namespace but the user one, so that learners get their own uid
        assert {"--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts"} <= set(argv)
        assert "--unshare-all" not in argv and "--unshare-user" not in argv
        assert argv[argv.index("--cap-add") + 1] in ("CAP_SETUID", "CAP_SETGID")
    assert str(ROOT / "solutions") not in argv


def test_without_bwrap_the_fallback_warns_and_still_clears_the_key(monkeypatch):
    monkeypatch.setenv("TOOLUSE_NO_BWRAP", "1")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-never-used")
    _argv, env, sandboxed = zygote_command(SandboxSpec(), 3)
    shutil.rmtree(env["TOOLUSE_SCRATCH"])  # the room that would have used it removes it
    assert not sandboxed
    assert "ANTHROPIC_API_KEY" not in env and env["TOOLUSE_GRADING"] == "1"
    with pytest.raises(RuntimeError, match="bubblewrap"):
        zygote_command(SandboxSpec(require_bwrap=True), 3)

"""deploy/ (the single-user image and the Zero-to-JupyterHub values) agrees with the repository.

Docker cannot build here, so the Dockerfile's content is checked: same interpreter line,
same pins, same system packages as `make system-deps`, the hub's configuration at the paths
the values point to, and never the source notebooks. The checks are functions returning
problems, so each is also shown to fail on a copy with the mistake it guards against.
"""

from __future__ import annotations

import re
import sys

import yaml
from traitlets.config import Config

from hub.roster import read_roster
from hub.settings import configure
from hub.spawner import HUB_DIR, role_env
from tests.conftest import ROOT

DOCKERFILE = ROOT / "deploy" / "Dockerfile"
VALUES = ROOT / "deploy" / "values.yaml"
IMAGE_HUB = "/etc/tooluse-hub"  # where the image keeps hub/jupyter_config and hub/jupyter_data
EXCHANGE = "/srv/nbgrader/exchange"


def _image_env(role: str) -> dict[str, str]:
    """What the hub's spawner sets for `role`, with the repository's paths as in the image."""
    env = role_env(role, "/home/jovyan", EXCHANGE)
    return {k: v.replace(str(HUB_DIR), IMAGE_HUB) for k, v in env.items()}


def _dockerfile_env(text: str) -> dict[str, str]:
    block = re.search(r"^ENV (.*?)(?=^\S)", text, re.M | re.S).group(1)
    return dict(re.findall(r"(\w+)=(\S+)", block.replace("\\\n", " ")))


def _system_deps() -> set[str]:
    lines = (ROOT / "Makefile").read_text().splitlines()
    line = next(text for text in lines if "apt-get install" in text)
    return {w for w in line.split() if re.fullmatch(r"[a-z][a-z0-9.+-]+", w)} - {
        "apt-get", "install", "chromium",  # the browser is for tests, not for learners
    }  # fmt: skip


def dockerfile_problems(text: str) -> list[str]:
    problems = []
    base = re.search(r"^FROM python:(\d+)\.(\d+)\.(\d+)-slim", text, re.M)
    if not base or (int(base[1]), int(base[2])) != sys.version_info[:2] or int(base[3]) < 5:
        problems.append(
            f"FROM must be python:{sys.version_info[0]}.{sys.version_info[1]}.x (x >= 5)"
        )
    if "-r /opt/course/requirements.txt" not in text or "COPY requirements.txt" not in text:
        problems.append("the image must install requirements.txt's exact pins")
    if "--no-deps /opt/course" not in text or "autograder setup-lab" not in text:
        problems.append("the course package and its Korean JupyterLab settings must be installed")
    install = re.search(r"apt-get install(.*?)&&", text, re.S)
    packages = set(install[1].replace("\\\n", " ").split()) if install else set()
    missing = _system_deps() - packages
    if missing:
        problems.append(f"system packages of `make system-deps` missing: {sorted(missing)}")
    for folder in ("lessons", "exercises", "hub/jupyter_config", "hub/jupyter_data"):
        if not re.search(rf"^COPY {folder} ", text, re.M) or not (ROOT / folder).is_dir():
            problems.append(f"COPY {folder} missing (or the folder is gone)")
    if re.search(r"^COPY .*\b(solutions|gradebook|nbgrader_config\.py)\b", text, re.M):
        problems.append("the learners' image must not hold the source notebooks or the gradebook")
    env = _dockerfile_env(text)
    for key, value in _image_env("learner").items():
        if env.get(key) != value:
            problems.append(f"ENV {key}={env.get(key)} but the hub's spawner sets {value}")
    if not re.search(r'^CMD \["jupyterhub-singleuser"\]', text, re.M):
        problems.append("CMD must be jupyterhub-singleuser")
    return problems


def values_problems(values: dict) -> list[str]:
    problems = []
    c = Config()
    configure(c, {"TOOLUSE_HUB_STATE": "/tmp/unused"})
    single = values["singleuser"]
    if single.get("defaultUrl") != c.Spawner.default_url:
        problems.append(f"defaultUrl differs from the hub's {c.Spawner.default_url}")
    learner = {k: v for k, v in _image_env("learner").items() if k != "JUPYTER_PLATFORM_DIRS"}
    if single.get("extraEnv") != learner:
        problems.append(f"singleuser.extraEnv must be {learner}")
    mounts = {m["name"]: m["mountPath"] for m in single["storage"].get("extraVolumeMounts", [])}
    if mounts.get("nbgrader-exchange") != EXCHANGE:
        problems.append(f"the shared exchange volume must be mounted at {EXCHANGE}")
    hook = values["hub"]["extraConfig"]["tooluse-course"]
    instructor = _image_env("instructor").items() - _image_env("learner").items()
    for key, value in sorted(instructor):
        if f'"{key}": "{value}"' not in hook:
            problems.append(f"the instructor's {key} must be {value}")
    for kind in ("memory", "cpu"):
        limits = single.get(kind, {})
        if not limits.get("limit") or not limits.get("guarantee"):
            problems.append(f"singleuser.{kind} needs a guarantee and a limit per learner")
    cull = values.get("cull", {})
    if not cull.get("enabled") or not cull.get("timeout"):
        problems.append("idle servers must be culled")
    if not single.get("profileList"):
        problems.append("a KubeSpawner profile is expected")
    members = read_roster(HUB_DIR / "roster.csv")
    auth = values["hub"]["config"]["Authenticator"]
    if set(auth["admin_users"]) != {m.username for m in members if m.is_instructor}:
        problems.append("admin_users must be the roster's instructors")
    if set(auth["allowed_users"]) != {m.username for m in members}:
        problems.append("allowed_users must be the roster")
    return problems


def test_the_dockerfile_agrees_with_the_repository():
    assert dockerfile_problems(DOCKERFILE.read_text()) == []
    assert re.search(r"^jupyterhub==\S+", (ROOT / "requirements.txt").read_text(), re.M)


def test_the_dockerfile_checks_catch_drift():
    text = DOCKERFILE.read_text()
    drifted = {
        "no sandbox": text.replace("bubblewrap ", ""),
        "hidden tests in the image": text + "\nCOPY solutions /opt/course/solutions\n",
        "other config path": text.replace("jupyter_config/learner", "jupyter_config/instructor"),
        "other python": re.sub(r"python:\d+\.\d+\.\d+", "python:3.12.1", text),
        "unpinned": text.replace("-r /opt/course/requirements.txt", "jupyterlab"),
    }
    for what, changed in drifted.items():
        assert dockerfile_problems(changed), what


def test_the_helm_values_agree_with_the_repository():
    assert values_problems(yaml.safe_load(VALUES.read_text())) == []


def test_the_helm_values_checks_catch_drift():
    def changed(edit):
        values = yaml.safe_load(VALUES.read_text())
        edit(values)
        return values

    drifted = {
        "exchange elsewhere": lambda v: v["singleuser"]["storage"]["extraVolumeMounts"][0].update(mountPath="/exchange"),
        "no culling": lambda v: v["cull"].update(enabled=False),
        "no memory limit": lambda v: v["singleuser"]["memory"].pop("limit"),
        "another start page": lambda v: v["singleuser"].update(defaultUrl="/tree"),
        "env drift": lambda v: v["singleuser"]["extraEnv"].update(TOOLUSE_EXCHANGE_ROOT="/x"),
        "learner as admin": lambda v: v["hub"]["config"]["Authenticator"]["admin_users"].append("learner01"),
    }  # fmt: skip
    for what, edit in drifted.items():
        assert values_problems(changed(edit)), what

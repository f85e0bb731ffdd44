"""deploy/ (the two single-user images and the Zero-to-JupyterHub values) can really run
the class: checked against the repository, the chart's own schema and the hook's effect.

Docker cannot build here (no engine on this machine), so the Dockerfile's content is
checked stage by stage: same interpreter line, same pins, same system packages as `make
system-deps`, the hub's configuration at the paths the values point to, the learners'
image without hidden data, source notebooks or instructor configuration, the instructor's
with them. The values are rendered as helm would merge them (values.yaml, then the
generated roster-values.yaml), validated against the chart's values.schema.json (vendored
from jupyterhub/zero-to-jupyterhub-k8s 4.4.0, see NOTICE), and the hub's extraConfig is
run for a learner and for an instructor. Each check is shown to fail on a copy with the
mistake it guards against.
"""

from __future__ import annotations

import copy
import json
import re
import sys
import types
from pathlib import Path

import jsonschema
import yaml
from traitlets.config import Config

from hub.helm import roster_values
from hub.roster import read_roster
from hub.settings import configure
from hub.spawner import HUB_DIR, role_env
from tests.conftest import ROOT

DOCKERFILE = ROOT / "deploy" / "Dockerfile"
VALUES = ROOT / "deploy" / "values.yaml"
ROSTER_VALUES = ROOT / "deploy" / "roster-values.yaml"
SCHEMA = ROOT / "deploy" / "z2jh" / "values.schema.json"
CHART_DEFAULTS = ROOT / "deploy" / "z2jh" / "chart-values.yaml"
IMAGE_HUB = Path("/etc/tooluse-hub")  # where the images keep hub/jupyter_config and _data
EXCHANGE = "/srv/nbgrader/exchange"


def _image_env(role: str) -> dict[str, str]:
    """What the hub's spawner sets for `role`, with the image's paths."""
    return role_env(role, "/home/jovyan", EXCHANGE, IMAGE_HUB)


def _stages(text: str) -> dict[str, str]:
    return {
        m[1]: m[0] for m in re.finditer(r"^FROM \S+ AS (\w+)\n.*?(?=^FROM |\Z)", text, re.M | re.S)
    }


def _dockerfile_env(text: str) -> dict[str, str]:
    block = re.search(r"^ENV PATH(.*?)(?=^\S)", text, re.M | re.S).group(0)
    return dict(re.findall(r"(\w+)=(\S+)", block.replace("\\\n", " ")))


def _system_deps() -> set[str]:
    lines = (ROOT / "Makefile").read_text().splitlines()
    line = next(text for text in lines if "apt-get install" in text)
    return {w for w in line.split() if re.fullmatch(r"[a-z][a-z0-9.+-]+", w)} - {
        "apt-get", "install", "chromium",  # the browser is for tests, not for learners
        "patchelf",  # only `make hub`, to copy a Python out of a private home
    }  # fmt: skip


def learner_stage_problems(stage: str) -> list[str]:
    problems = []
    base = re.search(r"^FROM python:(\d+)\.(\d+)\.(\d+)-slim", stage, re.M)
    if not base or (int(base[1]), int(base[2])) != sys.version_info[:2] or int(base[3]) < 5:
        problems.append(f"FROM must be python:{sys.version_info[0]}.{sys.version_info[1]}.x")
    if "-r /opt/course/requirements.txt" not in stage or "COPY requirements.txt" not in stage:
        problems.append("the image must install requirements.txt's exact pins")
    if "--no-deps /opt/course" not in stage or not re.search(r"setup-lab(?! --instructor)", stage):
        problems.append("the course package and its learner JupyterLab settings must be installed")
    hidden = stage.find("-name hidden -exec rm")
    if hidden < 0 or hidden > stage.find("--no-deps /opt/course"):
        problems.append("hidden/ folders must be removed before the package is installed")
    install = re.search(r"apt-get install(.*?)&&", stage, re.S)
    packages = set(install[1].replace("\\\n", " ").split()) if install else set()
    if missing := _system_deps() - packages:
        problems.append(f"system packages of `make system-deps` missing: {sorted(missing)}")
    for folder in ("lessons", "exercises", "hub/jupyter_config", "hub/jupyter_data"):
        if not re.search(rf"^COPY {folder} ", stage, re.M) or not (ROOT / folder).is_dir():
            problems.append(f"COPY {folder} missing (or the folder is gone)")
    if re.search(r"^COPY .*\b(solutions|gradebook|nbgrader_config\.py)\b", stage, re.M):
        problems.append("the learners' image must not hold the source notebooks or the gradebook")
    env = _dockerfile_env(stage)
    for key, value in _image_env("learner").items():
        if env.get(key) != value:
            problems.append(f"ENV {key}={env.get(key)} but the hub's spawner sets {value}")
    if not re.search(r'^CMD \["jupyterhub-singleuser"\]', stage, re.M):
        problems.append("CMD must be jupyterhub-singleuser")
    return problems


def dockerfile_problems(text: str) -> list[str]:
    stages = _stages(text)
    if set(stages) != {"learner", "instructor"}:
        return [f"stages must be learner and instructor, found {sorted(stages)}"]
    problems = learner_stage_problems(stages["learner"])
    instructor = stages["instructor"]
    if not instructor.startswith("FROM learner AS instructor"):
        problems.append("the instructor image must build on the learner image")
    for name in ("solutions", "exercises", "nbgrader_config.py"):
        if not re.search(rf"^COPY {name} /opt/course-instructor/{name}$", instructor, re.M):
            problems.append(f"the instructor image needs {name} in /opt/course-instructor")
    if "setup-lab --instructor" not in instructor or "-name hidden" in instructor:
        problems.append("the instructor image keeps the whole package and formgrader")
    return problems


def rendered_values() -> dict:
    """The chart's defaults, then values.yaml, then roster-values.yaml, merged as helm
    merges its --values files over a chart's values.yaml."""
    merged = yaml.safe_load(CHART_DEFAULTS.read_text())
    for path in (VALUES, ROSTER_VALUES):
        merged = _merge(merged, yaml.safe_load(path.read_text()))
    return merged


def _merge(base: dict, extra: dict) -> dict:
    merged = copy.deepcopy(base)
    for key, value in extra.items():
        both = isinstance(value, dict) and isinstance(merged.get(key), dict)
        merged[key] = _merge(merged[key], value) if both else value
    return merged


def schema_problems(values: dict) -> list[str]:
    validator = jsonschema.Draft7Validator(json.loads(SCHEMA.read_text()))
    return [f"{'.'.join(map(str, e.path))}: {e.message}" for e in validator.iter_errors(values)]


class _Spawner:
    """What the hub's hook reads and writes on a KubeSpawner, nothing more."""

    def __init__(self, user_id: int, admin: bool) -> None:
        self.user = types.SimpleNamespace(id=user_id, admin=admin, escaped_name=f"u{user_id}")
        self.name, self.environment, self.extra_pod_config = "", {}, {}
        self.image, self.init_containers, self.container_security_context = "learner", [], {}
        self.cpu_limit = self.mem_limit = None


def run_hooks(values: dict, admin: bool) -> tuple[Config, _Spawner]:
    """Run the values' extraConfig as the chart's hub would; spawn one user through it."""
    c = Config()
    custom = values.get("custom", {})

    def get_config(key, default=None):
        node = {"custom": custom}
        for part in key.split("."):
            node = node.get(part, {}) if isinstance(node, dict) else {}
        return node or default

    env = {"TOOLUSE_OAUTH_CLIENT_ID": "id", "TOOLUSE_OAUTH_CLIENT_SECRET": "secret"}
    namespace = {"c": c, "z2jh": types.SimpleNamespace(get_config=get_config)}
    import os

    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        for name, code in sorted(values["hub"]["extraConfig"].items()):
            exec(compile(code, f"extraConfig.{name}", "exec"), namespace)
    finally:
        for key, value in saved.items():
            os.environ.pop(key) if value is None else os.environ.__setitem__(key, value)
    spawner = _Spawner(7, admin)
    c.KubeSpawner.pre_spawn_hook(spawner)
    return c, spawner


def values_problems(values: dict) -> list[str]:
    problems = schema_problems(values)
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
    for kind in ("memory", "cpu"):
        if not single.get(kind, {}).get("limit") or not single.get(kind, {}).get("guarantee"):
            problems.append(f"singleuser.{kind} needs a guarantee and a limit per learner")
    if not values.get("cull", {}).get("enabled"):
        problems.append("idle servers must be culled")
    problems += _roster_problems(values)
    return problems + _hook_problems(values)


def _roster_problems(values: dict) -> list[str]:
    members = read_roster(HUB_DIR / "roster.csv")
    problems = []
    if ROSTER_VALUES.read_text() != roster_values(members, HUB_DIR / "roster.csv"):
        problems.append("deploy/roster-values.yaml is not what `make hub-users` makes")
    auth = values["hub"]["config"]["Authenticator"]
    if set(auth["admin_users"]) != {m.username for m in members if m.is_instructor}:
        problems.append("admin_users must be the roster's instructors")
    if set(auth["allowed_users"]) != {m.username for m in members}:
        problems.append("allowed_users must be the roster")
    return problems


def _hook_problems(values: dict) -> list[str]:
    problems = []
    c, learner = run_hooks(values, admin=False)
    if learner.image != "learner" or learner.init_containers or learner.container_security_context:
        problems.append("a learner's pod must get nothing of the instructor's")
    uid = c.KubeSpawner.uid(learner)
    if uid == c.KubeSpawner.uid(_Spawner(8, False)) or c.KubeSpawner.fs_gid(learner) != uid:
        problems.append("each user needs their own uid, with the home volume's group the same")
    environment = c.KubeSpawner.environment
    if hasattr(environment, "get_value"):  # `.update()` on a Config: traitlets merges later
        environment = environment.get_value({})
    if environment.get("HOME") != "/home/jovyan":
        problems.append("HOME must be the user's volume, /home/jovyan")
    _, teacher = run_hooks(values, admin=True)
    wanted = _image_env("instructor").items() - _image_env("learner").items()
    if not wanted <= teacher.environment.items():
        problems.append(f"the instructor's environment must hold {sorted(wanted)}")
    if "instructor" not in teacher.image or not teacher.init_containers:
        problems.append("the instructor's pod needs the instructor image and its init container")
    else:
        init = teacher.init_containers[0]
        if init["securityContext"]["runAsUser"] != c.KubeSpawner.uid(teacher):
            problems.append("the init container must run as the instructor's uid")
        if "course-setup" not in " ".join(init["command"]):
            problems.append("the init container must fill the gradebook (course-setup)")
    security = teacher.container_security_context
    sandbox = (
        security.get("seccompProfile", {}).get("type") == "Unconfined"
        and security.get("procMount") == "Unmasked"
    )
    if not sandbox or teacher.extra_pod_config.get("hostUsers") is not False:
        problems.append("the instructor's pod must allow the grading sandbox (bubblewrap)")
    return problems


def test_the_dockerfile_agrees_with_the_repository():
    assert dockerfile_problems(DOCKERFILE.read_text()) == []
    assert re.search(r"^jupyterhub==\S+", (ROOT / "requirements.txt").read_text(), re.M)


def test_the_dockerfile_checks_catch_drift():
    text = DOCKERFILE.read_text()
    learner_end = text.index("FROM learner AS instructor")
    drifted = {
        "no sandbox": text.replace("bubblewrap ", ""),
        "hidden tests in the learners' image": text[:learner_end]
        + "COPY solutions /opt/course/solutions\n"
        + text[learner_end:],
        "hidden data kept": text.replace("-name hidden -exec rm", "-name nothing -exec rm"),
        "no course in the instructor's": text.replace("COPY solutions /opt/course-instructor", "#"),
        "other config path": text.replace("config/learner", "config/instructor", 1),
        "other python": re.sub(r"python:\d+\.\d+\.\d+", "python:3.12.1", text),
        "unpinned": text.replace("-r /opt/course/requirements.txt", "jupyterlab"),
    }
    for what, changed in drifted.items():
        assert dockerfile_problems(changed), what


def test_the_rendered_values_pass_the_chart_schema_and_grade_in_the_instructors_pod():
    assert values_problems(rendered_values()) == []


def test_the_values_checks_catch_drift():
    def changed(edit):
        values = rendered_values()
        edit(values)
        return values

    def instructor_hook_off(values):
        code = values["hub"]["extraConfig"]["tooluse-course"]
        values["hub"]["extraConfig"]["tooluse-course"] = code.replace(
            "spawner.container_security_context = SANDBOX_CONTAINER", "pass"
        )

    drifted = {
        "exchange elsewhere": lambda v: v["singleuser"]["storage"]["extraVolumeMounts"][0].update(mountPath="/exchange"),
        "no culling": lambda v: v["cull"].update(enabled=False),
        "no memory limit": lambda v: v["singleuser"]["memory"].pop("limit"),
        "another start page": lambda v: v["singleuser"].update(defaultUrl="/tree"),
        "env drift": lambda v: v["singleuser"]["extraEnv"].update(TOOLUSE_EXCHANGE_ROOT="/x"),
        "learner as admin": lambda v: v["hub"]["config"]["Authenticator"]["admin_users"].append("learner01"),
        "not in the schema": lambda v: v["singleuser"].update(memoryLimit="1G"),
        "wrong type": lambda v: v["cull"].update(timeout="an hour"),
        "no sandbox for grading": instructor_hook_off,
    }  # fmt: skip
    for what, edit in drifted.items():
        assert values_problems(changed(edit)), what

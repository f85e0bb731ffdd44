"""The clean room: where a learner's code runs, and the grader's side of its pipe.

Owns the sandbox (``sandbox``: bubblewrap; ``confine``: uid, seccomp, sweep), the fork
server (``zygote``) and its child (``child``, ``cellrun``), budgets (``budgets``), the
framed protocol (``protocol``) and the session that enforces it (``session``), the
grader's simulator and worlds the child talks to (``simhost``, ``worldhost``), one
submission's run (``room.CleanRoom``), how long a started room is kept warm between
notebooks (``leases``), how its recordings bind into evidence (``binding``) and what
its long-lived processes keep out of garbage collection (``heap``). Imports no other
part of grading; besides the standard library it uses ``autograder.checks`` (worlds,
registry), the catalogue and the simulator.
"""

"""Grading: nbgrader's own pipeline with the clean room plugged in, in four layers.

Each sub-package imports only the ones listed before it (never back up), plus the
exercises' registry (``autograder.checks``), the catalogue, the config and the simulator:

1. ``cleanroom`` -- where the learner's code runs: the sandbox, the fork server and its
   child, budgets, the framed pipe and the session that checks it, the grader's simulator
   and worlds, and the binding of what they recorded into the evidence.
2. ``plugins`` -- nbgrader preprocessors and what they need: run in the clean room,
   judge in the grader (verdicts), restore deleted cells, strip hidden tests and keys from
   feedback, record what produced a grade (provenance). Configured in nbgrader_config.py.
3. ``batch`` -- ``make grade``: learners in parallel workers, each through nbgrader's
   ``Autograde`` with the plug-ins, one gradebook writer, status and the skip-unchanged
   cache.
4. ``commands`` -- the instructor's verbs (``python -m autograder grade|report|release|
   goldens``) and the helpers tests and benchmarks share with them.
"""

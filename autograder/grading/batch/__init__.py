"""The batch behind ``make grade``: every learner of an assignment, in parallel workers.

Owns ``parallel`` (the pool, retries, the lock, preflight), ``worker`` (one learner
through nbgrader's ``Autograde`` in a scratch course), ``merge`` (the one gradebook
writer) and ``status`` (per-learner status, stored verdicts). May import
``grading.cleanroom`` and ``grading.plugins``; nothing of commands.
"""

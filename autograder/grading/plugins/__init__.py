"""nbgrader plug-ins: the preprocessors nbgrader_config.py puts into nbgrader's pipeline.

Owns ``preprocessors`` (``SandboxExecute`` in place of nbgrader's ``Execute``,
``ApplyVerdicts`` before ``SaveAutoGrades``), ``verdicts`` (judging evidence in the
grader's process), ``restore`` (deleted or altered grade cells put back),
``hidden_tests`` (feedback without hidden tests or diagnosis keys), ``engines``
(one database engine per gradebook file for nbgrader's Gradebooks), ``texts`` (the
learner-facing texts nbgrader lets a course configure, and the feedback template under
``templates/``) and ``provenance`` (what produced a grade). May import
``grading.cleanroom``; nothing of batch or commands.
"""

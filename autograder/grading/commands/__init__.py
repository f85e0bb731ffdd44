"""The instructor's commands and the helpers they share with tests and benchmarks.

One module per verb of ``python -m autograder``: ``grade`` (the batch, then export),
``report`` (+ ``report_chart``, ``report_reliability``, ``diagnoses``), ``release``
(+ ``rubrics``: the rubric tables), ``goldens`` (+ ``autograde_results``: grade notebooks
through the real ``nbgrader autograde``), ``course_setup`` (a course's gradebook: exercises and
learners with their names). May import every other part of grading; nothing
imports it but the CLI, tests and benchmarks.
"""

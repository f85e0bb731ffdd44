"""The exercises: one folder per exercise, named by its id (``exNN_slug``).

An exercise folder holds everything the exercise owns, the way an Exercism track does:

- ``__init__.py`` -- its public face: ``EXERCISE``, ``CONCEPTS``, ``CHECKS`` (one criterion
  per grade cell, in notebook order), ``collect(namespace, client_factory)`` and
  ``evaluate(evidence)``; modules with short names beside it (``runs``, ``rules``,
  ``store``, ...) hold the parts;
- ``messages.py`` -- its learner messages ``{"exNN.<key>": {"ko", "en"}}`` (read by
  ``autograder.catalogue`` as data, without importing the exercise);
- ``rubric.toml`` -- its rubric as data, one record per grade cell, rendered into the source
  notebook's rubric table and into docs/RUBRICS.md (``autograder.checks.rubric``);
- ``scenarios/`` -- its own simulator scenarios (``exNN_*.json``, loaded by
  ``autograder.checks.scenario_files.exercise_scenario``);
- ``hidden/`` -- data only grading may read (none yet; the folder name is the convention).

Its test data lives in ``tests/exercises/<id>/`` (goldens, corpus, attacks, check tests).
The registry ``autograder.checks.EXERCISES`` lists the exercises. Exercise folders import
the shared checking helpers (``autograder.checks``), the contract, the simulator and the
catalogue; never each other, and nothing imports them but the registry's users.
"""

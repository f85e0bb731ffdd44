"""nbgrader wiring: release, autograde helpers, goldens, and feedback without hidden tests."""

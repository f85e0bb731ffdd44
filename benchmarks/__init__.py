"""Benchmarks run by `make bench` (never part of `make test`: timings flake on shared machines)."""

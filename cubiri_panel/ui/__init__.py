"""Cubiri's Panel views and the infrastructure they share (full guide below, being written)."""

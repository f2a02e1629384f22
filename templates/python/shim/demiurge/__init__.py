"""toolc's stand-in for the `demiurge` package: put on sys.path only when the real one is not installed."""

"""The notebooks' bridge to the opening explorer: runs `./lab openings show|starts|info --format csv|json` (the
explorer's Parquet tables read by the lab, without Spark, in about a second) and returns pandas DataFrames. The
counts, scores and 95% intervals are the lab's (`org.ttakji.explorer.Score`: the Wilson interval with draws as half
points); this module computes none of them.

Which explorer: the environment variable LAB_EXPLORER (a folder `./lab openings build --out` wrote), else
`data/explorer` of the checkout. When neither exists, `ensure_explorer()` builds one from the game logs the
notebooks run on (LAB_GAMES, as `notebooks/run RUN_ID` sets it; default every run under data/games) into
`notebooks/out/explorer`, self-play only, and says so.
"""
import io
import json
import os
import pathlib
import subprocess

import pandas as pd

REPO = pathlib.Path(__file__).resolve().parent.parent
LAB = REPO / "lab"


def _run(args):
    done = subprocess.run([str(LAB), *args], capture_output=True, text=True, cwd=REPO)
    if done.returncode != 0:
        raise RuntimeError(f"./lab {' '.join(args)} failed (exit {done.returncode}):\n{done.stderr.strip()}")
    return done.stdout


def ensure_explorer():
    """The explorer folder to read, and a note on where it came from (building one from LAB_GAMES if needed)."""
    given = os.environ.get("LAB_EXPLORER", "").strip()
    if given:
        return pathlib.Path(given), f"explorer {given} (LAB_EXPLORER)"
    default = REPO / "data" / "explorer"
    if (default / "explorer.json").exists():
        return default, f"explorer {default}"
    out = REPO / "notebooks" / "out" / "explorer"
    games = os.environ.get("LAB_GAMES", "").strip() or str(REPO / "data" / "games")
    _run(["openings", "build", "--games", games, "--out", str(out)])
    return out, (f"no explorer at {default} and LAB_EXPLORER unset: built {out} from the self-play logs {games}"
                 " (no real records)")


def _csv(text):
    return pd.read_csv(io.StringIO(text), keep_default_na=False, na_values=[""])


def info(explorer):
    """One row per variant and source: games, the first player's score, draw rate."""
    return _csv(_run(["openings", "info", "--explorer", str(explorer), "--format", "csv"]))


def starts(explorer, variant, sources=(), by_source=False, prefix=0):
    """(rows, overall) of `openings starts`: one row per start (and source), and the overall first-player counts."""
    args = ["openings", "starts", variant, "--explorer", str(explorer), "--format", "json"]
    if sources:
        args += ["--source", ",".join(sources)]
    if by_source:
        args.append("--by-source")
    if prefix:
        args += ["--start-prefix", str(prefix)]
    doc = json.loads(_run(args))
    return pd.DataFrame(doc["rows"]), doc["overall"]


def show(explorer, variant, start=None, moves=(), sources=(), by_source=False, min_games=1):
    """The rows of `openings show`: one per move (and source) at the position."""
    args = ["openings", "show", variant, "--explorer", str(explorer), "--format", "csv", "--min-games", str(min_games)]
    if start is not None:
        args += ["--start", str(start)]
    if moves:
        args += ["--moves", ",".join(moves)]
    if sources:
        args += ["--source", ",".join(sources)]
    if by_source:
        args.append("--by-source")
    return _csv(_run(args))

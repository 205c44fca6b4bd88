"""The notebooks' bridge to the game logs: runs `./lab query` (SQL over the Parquet logs: the view `games`, one row
per game, schema v3 of the gamelog module with `moves` in machine notation, v1 and v2 logs read too; and the view
`plies`, one row per ply) and reads its CSV output into a pandas DataFrame. Which files and which runs are read is
the game log layer's decision (`org.ttakji.gamelog`, the same for `query` and `tune`), never this module's.

Local logs are answered by DuckDB inside the lab (no Spark start: a query takes seconds), logs on a cluster file
system (hdfs://...) by Spark SQL. The notebooks' SQL is written in what both dialects share (no array functions:
per-ply questions go to `plies`), so they run on either. Debian has no Parquet reader for Python (no pyarrow,
fastparquet or duckdb module), so the lab does the reading and the aggregation, and pandas gets small result tables.

Which logs: the environment variable LAB_GAMES (a run id, a log/run/variant directory, a Parquet file or a
Hadoop URI; several comma-separated), as `notebooks/run RUN_ID` sets it; unset = every run under data/games.
Which games of them: LAB_WHERE, a SQL condition on the game's columns that `games` and `plies` share (not the
per-ply lists: `first.engine <> 'random'`, `run_id = '...'`, `variant = 'shogi'`), which the notebooks put in every
query (`notebooks/run --where ...`); unset = every game.
"""
import io
import os
import pathlib
import subprocess

import pandas as pd

REPO = pathlib.Path(__file__).resolve().parent.parent
LAB = REPO / "lab"


def games_selection():
    """The --games value in force (LAB_GAMES), or None for every run under data/games."""
    value = os.environ.get("LAB_GAMES", "").strip()
    return value or None


def games_filter():
    """The SQL condition the notebooks apply to `games` (LAB_WHERE), or TRUE for every game."""
    return os.environ.get("LAB_WHERE", "").strip() or "TRUE"


def query(sql, games=None):
    """Runs one SQL statement over the view `games` and returns the result as a DataFrame.

    Arrays and structs arrive as JSON text; SQL NULL as NaN/None. Raises RuntimeError with the lab's
    message (bad SQL, no logs) when `./lab query` fails.
    """
    cmd = [str(LAB), "query", sql, "--format", "csv"]
    games = games or games_selection()
    if games:
        cmd += ["--games", games]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO)
    if done.returncode != 0:
        raise RuntimeError(f"./lab query failed (exit {done.returncode}):\n{done.stderr.strip()}")
    return pd.read_csv(io.StringIO(done.stdout), keep_default_na=False, na_values=[""])

#!/usr/bin/env python3
"""Every season's drivers' champion from an Ergast CSV dump, with pandas: the Python peer that
scripts/bench-history-index times against `f1report champions` (whole processes both).

    scripts/lib/ergast_champions.py ERGAST_DIR [--under 1991]

Without --under, as Ergast's users do it: the standings after each season's last race,
first place. With --under 1991, every season's results scored again under 1991's system as
F1Kit's rulebook has it (10-6-4-3-2-1, every result counted, a shared drive scoring nothing,
ties split by countback: most wins, then most seconds, ...). Prints `year,driverRef` lines.
"""
import sys

import pandas as pd

POINTS_1991 = {1: 10, 2: 6, 3: 4, 4: 3, 5: 2, 6: 1}


def main():
    folder = sys.argv[1]
    under = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--under" else None
    races = pd.read_csv(f"{folder}/races.csv", usecols=["raceId", "year", "round"])
    drivers = pd.read_csv(f"{folder}/drivers.csv", usecols=["driverId", "driverRef"])
    if under is None:
        standings = pd.read_csv(f"{folder}/driver_standings.csv", usecols=["raceId", "driverId", "position"], na_values="\\N")
        standings = standings.merge(races, on="raceId")
        last = standings[standings["round"] == standings.groupby("year")["round"].transform("max")]
        champions = last[last["position"] == 1][["year", "driverId"]]
    else:
        if under != "1991":
            sys.exit("only --under 1991 is written here")
        results = pd.read_csv(f"{folder}/results.csv", usecols=["raceId", "driverId", "position"], na_values="\\N")
        results = results.merge(races[["raceId", "year"]], on="raceId")
        # Two rows of one place in one race are a shared drive, which 1991's rules do not score.
        shared = results.duplicated(["raceId", "position"], keep=False) & results["position"].notna()
        results["points"] = results["position"].map(POINTS_1991).fillna(0).where(~shared, 0)
        places = results[results["position"].notna()].pivot_table(
            index=["year", "driverId"], columns="position", values="raceId", aggfunc="size", fill_value=0)
        places.columns = [f"p{int(column):03d}" for column in places.columns]
        table = results.groupby(["year", "driverId"])["points"].sum().to_frame().join(places, how="left").fillna(0).reset_index()
        order = ["points"] + sorted(column for column in table.columns if column.startswith("p0"))
        table = table.sort_values(["year"] + order, ascending=[True] + [False] * len(order))
        champions = table.groupby("year").head(1)[["year", "driverId"]]
    champions = champions.merge(drivers, on="driverId").sort_values("year")
    sys.stdout.write("".join(f"{year},{ref}\n" for year, ref in zip(champions["year"], champions["driverRef"])))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Ergast's CSV dump tables from an f1db checkout (scripts/bench-history-index's setup).

    scripts/lib/f1db_to_ergast.py F1DB_DATA_DIR OUT_DIR

There is no Ergast dump offline, so the pandas side of the benchmark reads tables made here in
Ergast's column layout (circuits, races, drivers, constructors, status, results, sprint_results,
driver_standings, constructor_standings, seasons; integer ids, `\\N` for nothing) from f1db's
YAML, read line by line (its files are flat lists of maps): no F1Kit code is involved.
"""
import csv
import os
import sys

NULL = "\\N"


def rows(path):
    """A YAML list of flat maps (or one flat map, as one row); None when there is no file."""
    if not os.path.exists(path):
        return None
    out = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("- "):
                out.append({})
                line = "  " + line[2:]
            elif not line.startswith("  "):
                if not out:
                    out.append({})
                line = "  " + line
            body = line[2:]
            if ":" not in body or body.startswith(" "):
                continue
            key, value = body.split(":", 1)
            value = value.strip()
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1]
            out[-1][key] = value
    return out


def value(text):
    return NULL if text in (None, "") else text


def position_text(position):
    if position.isdigit():
        return position
    return {"DNF": "R", "DSQ": "D", "DNS": "W", "DNQ": "F", "DNPQ": "F", "NC": "N", "EX": "E", "DNP": "W"}.get(position, "R")


def milliseconds(time):
    if not time or time.startswith("+"):
        return NULL
    parts = time.split(":")
    try:
        seconds = float(parts[-1]) + (int(parts[-2]) * 60 if len(parts) > 1 else 0) + (int(parts[-3]) * 3600 if len(parts) > 2 else 0)
    except ValueError:
        return NULL
    return str(round(seconds * 1000))


def main():
    data, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    demonyms = {}
    for name in os.listdir(f"{data}/countries"):
        country = rows(f"{data}/countries/{name}")[0]
        demonyms[country.get("id")] = country.get("demonym") or country.get("name")
    ids = {"driver": {}, "constructor": {}, "circuit": {}, "status": {}}

    def number(kind, key):
        table = ids[kind]
        if key not in table:
            table[key] = len(table) + 1
        return table[key]

    races, results, sprints, driver_standings, constructor_standings, seasons = [], [], [], [], [], []
    for year in sorted(os.listdir(f"{data}/seasons")):
        seasons.append([year, NULL])
        folder = f"{data}/seasons/{year}/races"
        if not os.path.isdir(folder):
            continue
        for race_folder in sorted(os.listdir(folder)):
            path = f"{folder}/{race_folder}"
            race = rows(f"{path}/race.yml")[0]
            race_id = len(races) + 1
            races.append([race_id, year, race["round"], number("circuit", race["circuitId"]), race.get("grandPrixId", ""), race["date"], NULL, NULL]
                         + [NULL] * 10)
            for file, table in (("race-results.yml", results), ("sprint-race-results.yml", sprints)):
                for order, row in enumerate(rows(f"{path}/{file}") or [], start=1):
                    text = position_text(row.get("position", ""))
                    status = "Finished" if text.isdigit() and not row.get("reasonRetired") else (row.get("reasonRetired") or text)
                    table.append([len(table) + 1, race_id, number("driver", row["driverId"]), number("constructor", row["constructorId"]),
                                  value(row.get("driverNumber")), value(row.get("gridPosition")) if row.get("gridPosition") else "0",
                                  text if text.isdigit() else NULL, text, order, row.get("points") or "0", row.get("laps") or "0",
                                  value(row.get("time") or row.get("gap")), milliseconds(row.get("time")), NULL, NULL, NULL, NULL,
                                  number("status", status)])
            for file, table, key in (("driver-standings.yml", driver_standings, "driverId"),
                                     ("constructor-standings.yml", constructor_standings, "constructorId")):
                for row in rows(f"{path}/{file}") or []:
                    kind = "driver" if key == "driverId" else "constructor"
                    position = row.get("position", "")
                    table.append([len(table) + 1, race_id, number(kind, row[key]), row.get("points") or "0",
                                  position if position.isdigit() else NULL, position_text(position) if position else "-", 0])

    def write(name, header, records):
        with open(f"{out}/{name}.csv", "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(header)
            writer.writerows(records)

    drivers = []
    for ref, driver_id in ids["driver"].items():
        driver = rows(f"{data}/drivers/{ref}.yml")[0]
        drivers.append([driver_id, ref, value(driver.get("permanentNumber")), value(driver.get("abbreviation")), driver.get("firstName", ""),
                        driver.get("lastName", ""), value(driver.get("dateOfBirth")), demonyms.get(driver.get("nationalityCountryId"), NULL), NULL])
    constructors = []
    for ref, constructor_id in ids["constructor"].items():
        constructor = rows(f"{data}/constructors/{ref}.yml")[0]
        constructors.append([constructor_id, ref, constructor.get("name", ref), demonyms.get(constructor.get("countryId"), NULL), NULL])
    circuits = []
    for ref, circuit_id in ids["circuit"].items():
        circuit = rows(f"{data}/circuits/{ref}.yml")[0]
        circuits.append([circuit_id, ref, circuit.get("fullName", ref), circuit.get("placeName", ""), circuit.get("countryId", ""),
                         value(circuit.get("latitude")), value(circuit.get("longitude")), NULL, NULL])
    result_header = ["resultId", "raceId", "driverId", "constructorId", "number", "grid", "position", "positionText", "positionOrder", "points",
                     "laps", "time", "milliseconds", "fastestLap", "rank", "fastestLapTime", "fastestLapSpeed", "statusId"]
    write("seasons", ["year", "url"], seasons)
    write("circuits", ["circuitId", "circuitRef", "name", "location", "country", "lat", "lng", "alt", "url"], circuits)
    write("races", ["raceId", "year", "round", "circuitId", "name", "date", "time", "url", "fp1_date", "fp1_time", "fp2_date", "fp2_time",
                    "fp3_date", "fp3_time", "quali_date", "quali_time", "sprint_date", "sprint_time"], races)
    write("drivers", ["driverId", "driverRef", "number", "code", "forename", "surname", "dob", "nationality", "url"], drivers)
    write("constructors", ["constructorId", "constructorRef", "name", "nationality", "url"], constructors)
    write("status", ["statusId", "status"], [[number, text] for text, number in ids["status"].items()])
    write("results", result_header, results)
    write("sprint_results", result_header, sprints)
    write("driver_standings", ["driverStandingsId", "raceId", "driverId", "points", "position", "positionText", "wins"], driver_standings)
    write("constructor_standings", ["constructorStandingsId", "raceId", "constructorId", "points", "position", "positionText", "wins"],
          constructor_standings)


if __name__ == "__main__":
    main()

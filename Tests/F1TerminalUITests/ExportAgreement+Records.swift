import F1UI

/// The records' agreement: each place's figures in the JSON and in the document.
extension ExportAgreement {
    /// Each place's figures, by the columns the question's table has.
    func checkRecords() {
        expectRowCount(json["rows"], in: "records")
        let record = json["record"].string ?? ""
        let race = { (race: JSONValue) in race["season"].integer.map { "\($0) \(race["name"].string ?? "?")" } }
        let place = { (row: JSONValue) in row["place"].integer.map { "\($0) / \(row["name"].string ?? "?")" } }
        if record.hasPrefix("streaks.") {
            // One driver may hold several runs of one length: a run is its place, name and first race.
            expectRows(
                json["rows"], in: "records", by: ["place", "name", "from"], { row in place(row).map { "\($0) / \(race(row["firstRace"]) ?? "?")" } },
                [
                    "length": { row in row["value"].integer.map { $0 + (row["running"].bool == true ? " (running)" : "") } },
                    "to": { race($0["race"]) },
                ])
            return
        }
        let columns: [String: (JSONValue) -> String?]
        if record.hasPrefix("youngest.") || record.hasPrefix("oldest.") {
            columns = [
                "age": { row in self.join(row["age"]["years"].integer, row["age"]["days"].integer, " years ").map { $0 + " days" } },
                "race": { race($0["race"]) },
            ]
        } else if record == "grid-wins" {
            columns = ["grid": { row in row["value"].number == 0 ? "pit lane" : row["value"].integer }, "race": { race($0["race"]) }]
        } else {
            columns = ["value": { $0["value"].number.map(Self.format.points) }, "nationality": { $0["nationality"].string }]
        }
        // Grid wins and age records list a driver once per race, so the race is in the key too where there is one.
        if record == "grid-wins" {
            expectRows(
                json["rows"], in: "records", by: ["place", "driver", "race"], { row in place(row).map { "\($0) / \(race(row["race"]) ?? "?")" } },
                columns)
        } else {
            expectRows(json["rows"], in: "records", by: ["place", "driver"], place, columns)
        }
    }
}

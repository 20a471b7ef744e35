import F1UI

/// The career head-to-head's agreement: the totals in the facts, each season in its row.
extension ExportAgreement {
    func checkHeadToHeadCareer() {
        expectFact(.races, equals: json["races"].integer.map { "\($0) both started" })
        expectFact(.qualifyingRounds, contains: json["qualifyingRounds"].integer.map { "\($0) of " })
        expectFact(.qualifyingAhead, equals: tally(json["qualifying"]) ?? "no round with both")
        expectFact(.finishedAhead, equals: tally(json["race"]) ?? "no race with both classified")
        expectFact(.pointsTogether, equals: points(json["points"]))
        expectRows(
            json["seasons"], in: "seasons", by: "season", { $0["season"].integer },
            [
                "qualifying": { self.tally($0["qualifying"]) ?? "" }, "race": { self.tally($0["race"]) ?? "" },
                "points": { self.points($0["points"]) }, "races": { $0["races"].integer },
            ])
    }

    /// "12–10"; nil for a tally of nothing compared, which the document shows in words or not at all.
    private func tally(_ value: JSONValue) -> String? {
        let (first, second) = (value["first"].integer, value["second"].integer)
        return first == "0" && second == "0" ? nil : join(first, second, "–")
    }

    private func points(_ value: JSONValue) -> String? {
        join(value["first"].number.map(Self.format.points), value["second"].number.map(Self.format.points), "–")
    }
}

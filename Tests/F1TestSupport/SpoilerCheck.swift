import F1Domain
import F1UseCases
import Foundation

/// What spoiler-free mode must not show, worked out from the source without the filter: the
/// hidden race's winner beside the race's name, and a driver's points after the hidden round
/// beside the driver's name. Each face is searched a line (or a JSON object) at a time, since the
/// winner is in the standings too, and a points figure can be any other number elsewhere.
package struct SpoilerCheck: Sendable {
    /// Texts that together, in one line or one JSON object, give a spoiler away.
    package struct Pair: Sendable, CustomStringConvertible {
        package var subject: String
        package var spoiler: String

        package init(subject: String, spoiler: String) {
            self.subject = subject
            self.spoiler = spoiler
        }

        package var description: String { "\(subject) with \(spoiler)" }
    }

    package var pairs: [Pair]

    package init(pairs: [Pair]) {
        self.pairs = pairs
    }

    /// The pairs of a name and a name (a race and its winner), without those of a figure.
    package var winnersOnly: SpoilerCheck {
        SpoilerCheck(pairs: pairs.filter { !Self.isFigure($0.spoiler) })
    }

    static func isFigure(_ text: String) -> Bool {
        text.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// The lines of `text` (any face written as text: text, Markdown, the terminal, CSV) holding a pair.
    package func leaks(inLines text: String, face: String, report: String) -> [String] {
        text.split(whereSeparator: \.isNewline).flatMap { line in
            pairs.filter { Self.holds(String(line), $0) }.map { "\(report), \(face): '\(line.prefix(160))' shows \($0)" }
        }
    }

    /// The HTML or SVG `markup` read a table row, a fact, a paragraph or a group at a time, tags taken out.
    package func leaks(inMarkup markup: String, face: String, report: String) -> [String] {
        let chunks = markup.split(separator: /<\/(tr|div|p|li|g|aside|h1|h2|h3|title|dd)>/)
        let lines = chunks.map { chunk in
            String(chunk).replacing(/<[^>]*>/, with: " ").replacingOccurrences(of: "&amp;", with: "&")
                .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
        }
        return leaks(inLines: lines.joined(separator: "\n"), face: face, report: report)
    }

    /// The JSON objects of `json` holding a pair among their own values and their members' values
    /// (a row and the driver it names), but not through an array: a season's object holds every race.
    package func leaks(inJSON json: String, face: String, report: String) -> [String] {
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return ["\(report), \(face): the JSON does not parse"]
        }
        var found: [String] = []
        Self.walk(value) { object in
            let leaves = Self.leaves(of: object)
            let texts = leaves.map(\.value)
            // A figure counts only as points: a place or a lap of the same number is no spoiler.
            let figures = leaves.filter { $0.key.lowercased().contains("points") }.map(\.value)
            for pair in pairs
            where texts.contains(where: { Self.matches($0, pair.subject) })
                && (Self.isFigure(pair.spoiler) ? figures : texts).contains(where: { Self.matches($0, pair.spoiler) })
            {
                found.append("\(report), \(face): an object shows \(pair)")
            }
        }
        return found
    }

    /// The CSV records of `csv` holding a pair, a figure only in a column of points (a place or a
    /// lap of the same number is no spoiler).
    package func leaks(inCSV csv: String, face: String, report: String) -> [String] {
        let records = Self.records(csv)
        guard let header = records.first else { return [] }
        var found: [String] = []
        for record in records.dropFirst() {
            let fields = zip(header, record).map { (key: $0, value: $1) }
            let texts = fields.map(\.value)
            let figures = fields.filter { $0.key.contains("points") }.map(\.value)
            for pair in pairs
            where texts.contains(where: { $0.contains(pair.subject) })
                && (Self.isFigure(pair.spoiler)
                    ? figures.contains { Double($0) == Double(pair.spoiler) } : texts.contains { $0.contains(pair.spoiler) })
            {
                found.append("\(report), \(face): '\(record.joined(separator: ",").prefix(160))' shows \(pair)")
            }
        }
        return found
    }

    /// RFC 4180's records: fields split at commas outside quotes, doubled quotes read as one.
    static func records(_ csv: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = csv.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\"" where quoted:
                if let next = characters.next() {
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        quoted = false
                        if next == "," {
                            record.append(field)
                            field = ""
                        } else if next.isNewline {
                            records.append(record + [field])
                            (record, field) = ([], "")
                        } else {
                            field.append(next)
                        }
                    }
                } else {
                    quoted = false
                }
            case "\"" where field.isEmpty: quoted = true
            case "," where !quoted:
                record.append(field)
                field = ""
            case _ where character.isNewline && !quoted:
                records.append(record + [field])
                (record, field) = ([], "")
            default: field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }

    /// Whether `line` holds both texts of `pair`: a name anywhere, a number as a whole figure.
    static func holds(_ line: String, _ pair: Pair) -> Bool {
        contains(line, pair.subject) && contains(line, pair.spoiler)
    }

    static func contains(_ line: String, _ text: String) -> Bool {
        guard isFigure(text) else { return line.contains(text) }
        // A figure standing alone: not part of a time (1:32.70), a longer number, a decimal or a
        // place in brackets (the progression's "0 (16)").
        return line.ranges(of: text).contains { range in
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            let joins = { (character: Character?) in character.map { $0.isNumber || $0 == "." || $0 == ":" || $0 == "(" || $0 == ")" } ?? false }
            return !joins(before) && !joins(after)
        }
    }

    static func matches(_ leaf: String, _ text: String) -> Bool {
        isFigure(text) ? Double(leaf) == Double(text) : leaf.contains(text)
    }

    /// Every object in `value`, depth first.
    static func walk(_ value: Any, _ visit: ([String: Any]) -> Void) {
        if let object = value as? [String: Any] {
            visit(object)
            for member in object.values { walk(member, visit) }
        } else if let array = value as? [Any] {
            for element in array { walk(element, visit) }
        }
    }

    /// The object's scalar values and those of the objects it holds, not those inside arrays, by key.
    static func leaves(of object: [String: Any]) -> [(key: String, value: String)] {
        object.flatMap { key, value -> [(key: String, value: String)] in
            switch value {
            case let nested as [String: Any]: leaves(of: nested)
            case is [Any]: []
            case let number as NSNumber: [(key, number.stringValue)]
            case let text as String: [(key, text)]
            default: []
            }
        }
    }
}

extension SpoilerCheck {
    /// The pairs a spoiler of `hiddenRounds` would show, from `source` without the filter: each
    /// hidden race's name with its winner, and each driver who scored in them with the points the
    /// source's own standings give, and those the championship engine computes from every result.
    package static func hiding(_ hiddenRounds: [Int], of season: Int, in source: any ReportSource) async throws -> SpoilerCheck {
        var pairs: [Pair] = []
        var scored: Set<Driver.ID> = []
        for result in try await source.raceRepository.results(season: season) where hiddenRounds.contains(result.race.round) {
            if let winner = result.winner {
                pairs.append(Pair(subject: result.race.name, spoiler: winner.driver.familyName))
                pairs.append(Pair(subject: result.race.name, spoiler: winner.driver.fullName))
            }
            scored.formUnion(result.results.filter { $0.points > 0 }.map(\.driver.id))
        }
        for standing in try await source.standingsRepository.driverStandings(season: season).driverStandings
        where scored.contains(standing.driver.id) {
            pairs.append(Pair(subject: standing.driver.familyName, spoiler: figure(standing.points)))
        }
        let engine = LoadChampionship(races: source.raceRepository, weekends: source.weekendRepository, rulebook: try source.rulebook())
        for standing in try await engine.report(season: season).table.drivers where scored.contains(standing.entrant.id) {
            pairs.append(Pair(subject: standing.entrant.familyName, spoiler: figure(standing.points)))
        }
        return SpoilerCheck(pairs: pairs)
    }

    /// Points as every face writes them: whole, or with their half.
    package static func figure(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)  // trap-ok: championship points.
    }
}

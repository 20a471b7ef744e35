import F1Data
import F1UseCases
import YAMLKit

/// A row of a race's or a sprint's classification as the check below sees it.
protocol F1dbPlacedRow: Sendable {
    var position: String { get }
    var driverNumber: Int { get }
    var driverId: String { get }
    var constructorId: String { get }
    var sharedCar: Bool { get }
}

extension F1dbRaceResult: F1dbPlacedRow {}
extension F1dbResultScore: F1dbPlacedRow {}
extension F1dbResultEntrant: F1dbPlacedRow {}

/// Refuses a classification that would score wrongly without a word: a place held by two cars,
/// or one car listed twice. f1db lists one place twice only for a shared drive (the 1950s), and
/// marks the later row `sharedCar: true` with the car's number; anything else is damage (the
/// whole history has no other case). Scored as it stood, two cars at one place zeroed both
/// drivers' points and gave the win to someone else.
enum F1dbClassificationCheck {
    struct Problem: Equatable {
        let row: Int
        let reason: String
    }

    /// The first row that breaks the rule, with why; nil when the classification is sound.
    static func problem(in rows: [some F1dbPlacedRow]) -> Problem? {
        var firstAtPlace: [String: Int] = [:]
        var firstOfCar: [CarKey: Int] = [:]
        for (index, row) in rows.enumerated() {
            let car = CarKey(driverId: row.driverId, constructorId: row.constructorId, number: row.driverNumber)
            if let earlier = firstOfCar[car] {
                return Problem(row: index, reason: "lists \(row.driverId) in car \(row.driverNumber) again (first in row \(earlier + 1)); each car is listed once")
            }
            firstOfCar[car] = index
            guard Int(row.position) != nil else { continue }
            if let earlier = firstAtPlace[row.position] {
                let first = rows[earlier]
                if row.sharedCar, row.driverNumber == first.driverNumber { continue }
                return Problem(
                    row: index,
                    reason: "places \(row.driverId) at \(row.position), which \(first.driverId) holds (row \(earlier + 1)); "
                        + "only a shared drive holds a place twice, marked sharedCar: true with the same car number")
            }
            firstAtPlace[row.position] = index
        }
        return nil
    }

    private struct CarKey: Hashable {
        let driverId: String
        let constructorId: String
        let number: Int
    }
}

extension F1dbFiles {
    /// Throws when `rows`, read from the file at `fullPath`, break `F1dbClassificationCheck`:
    /// the error names the file and the row's line, found by reading the file again (only then).
    func checkClassification(_ rows: [some F1dbPlacedRow], atPath fullPath: String) throws {
        guard let problem = F1dbClassificationCheck.problem(in: rows) else { return }
        let path = layout.disk.display(path: fullPath)
        let mark = rowMark(problem.row, atPath: fullPath, display: path)
        throw SourceError.malformed(MalformedData(.file(path), line: mark?.line, column: mark?.column, reason: problem.reason))
    }

    /// Where row `index` starts in the file, when it can be read again and still holds it.
    private func rowMark(_ index: Int, atPath fullPath: String, display: String) -> YAMLMark? {
        guard let bytes = try? layout.disk.readIfPresent(path: fullPath),
              let document = try? YAMLParser.parse(bytes: bytes, path: display),
              let rows = document.sequence, rows.indices.contains(index) else { return nil }
        return rows[index].mark
    }
}

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
    ///
    /// Every race of the history is checked on each whole-history read, so the rows are read in
    /// place, their places and numbers once into arrays, and nothing is hashed; ids are compared
    /// only where two rows share a place or a number. Measured: docs/performance.md#f1dbclassificationcheck-f1dataf1db
    static func problem<Row: F1dbPlacedRow>(in rows: [Row]) -> Problem? {
        rows.withUnsafeBufferPointer { rows in
            var places = [Int](repeating: 0, count: rows.count)
            var numbers = [Int](repeating: 0, count: rows.count)
            for index in rows.indices {
                places[index] = Int(rows[index].position) ?? 0
                numbers[index] = rows[index].driverNumber
            }
            return placeHeldTwice(rows, places: places, numbers: numbers) ?? carListedTwice(rows, numbers: numbers)
        }
    }

    private static func sameCar<Row: F1dbPlacedRow>(_ rows: UnsafeBufferPointer<Row>, _ a: Int, _ b: Int, numbers: [Int]) -> Bool {
        numbers[a] == numbers[b] && rows[a].driverId == rows[b].driverId && rows[a].constructorId == rows[b].constructorId
    }

    private static func placeHeldTwice<Row: F1dbPlacedRow>(_ rows: UnsafeBufferPointer<Row>, places: [Int], numbers: [Int]) -> Problem? {
        var firstAtPlace = [Int](repeating: -1, count: rows.count + 1)
        var beyond: [Int: Int] = [:]  // places past the number of rows (or below 1): rare, and never a crash
        for index in rows.indices where places[index] != 0 {
            let place = places[index]
            let inArray = firstAtPlace.indices.contains(place)
            let earlier = inArray ? firstAtPlace[place] : beyond[place, default: -1]
            guard earlier >= 0 else {
                if inArray { firstAtPlace[place] = index } else { beyond[place] = index }
                continue
            }
            if sameCar(rows, earlier, index, numbers: numbers) { return repeatedCar(rows, at: index, earlier: earlier) }
            if rows[index].sharedCar, numbers[index] == numbers[earlier] { continue }
            return Problem(
                row: index,
                reason: "places \(rows[index].driverId) at \(rows[index].position), which \(rows[earlier].driverId) holds (row \(earlier + 1)); "
                    + "only a shared drive holds a place twice, marked sharedCar: true with the same car number")
        }
        return nil
    }

    /// The first row that lists a car (driver, constructor and number) listed before it: rows of
    /// one number are compared, after sorting by number.
    private static func carListedTwice<Row: F1dbPlacedRow>(_ rows: UnsafeBufferPointer<Row>, numbers: [Int]) -> Problem? {
        let byNumber = rows.indices.sorted { (numbers[$0], $0) < (numbers[$1], $1) }
        var repeated: (row: Int, earlier: Int)?
        var start = 0
        while start < byNumber.count {
            var end = start + 1
            while end < byNumber.count, numbers[byNumber[end]] == numbers[byNumber[start]] { end += 1 }
            for later in start..<end {
                for earlier in start..<later where sameCar(rows, byNumber[earlier], byNumber[later], numbers: numbers) {
                    let pair = (row: max(byNumber[earlier], byNumber[later]), earlier: min(byNumber[earlier], byNumber[later]))
                    if repeated.map({ pair.row < $0.row }) ?? true { repeated = pair }
                }
            }
            start = end
        }
        return repeated.map { repeatedCar(rows, at: $0.row, earlier: $0.earlier) }
    }

    private static func repeatedCar<Row: F1dbPlacedRow>(_ rows: UnsafeBufferPointer<Row>, at index: Int, earlier: Int) -> Problem {
        Problem(
            row: index,
            reason: "lists \(rows[index].driverId) in car \(rows[index].driverNumber) again (first in row \(earlier + 1)); each car is listed once")
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
            let rows = document.sequence, rows.indices.contains(index)
        else { return nil }
        return rows[index].mark
    }
}

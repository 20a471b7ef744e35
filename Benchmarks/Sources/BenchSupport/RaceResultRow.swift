/// One row of an f1db `seasons/YYYY/races/NN-name/race-results.yml`, as the file writes it.
package struct RaceResultRow: Decodable, Sendable {
    /// A finishing position ("1") or a status: DNF, DNQ, DNS, DNPQ, NC, DSQ, EX, DNP.
    var position: String
    var driverNumber: Int
    var driverId: String
    var constructorId: String
    var engineManufacturerId: String
    var tyreManufacturerId: String
    var sharedCar: Bool?
    var laps: Int?
    var time: String?
    var timePenalty: String?
    var gap: String?
    var interval: String?
    var reasonRetired: String?
    var points: Double?
    /// A grid slot ("3") or "PL" for a pit-lane start.
    var gridPosition: String?
    var grandSlam: Bool?

    /// The numeric finishing position, nil for a status.
    var positionNumber: Int? { Int(position) }
}

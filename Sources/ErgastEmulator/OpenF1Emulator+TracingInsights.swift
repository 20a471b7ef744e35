import F1Data
import F1Domain
import Foundation

// DERIVED TEST DATA, not recorded from OpenF1: no public recording of OpenF1's `car_data` and
// `location` over a whole lap exists (../shared/data/telemetry/README.md), so these are made from
// TracingInsights' FastF1 laps, resampled to OpenF1's rate and written in its shape. Every answer
// says so in its `X-F1Kit-Derived` header.
extension OpenF1Emulator {
    /// What every answer of a derived emulator carries in `X-F1Kit-Derived`.
    public static let tracingInsightsDerivation = "derived from TracingInsights, not recorded from OpenF1"
    /// The made-up session and meeting keys the derived session is served under.
    public static let derivedSessionKey = 9_000_001
    public static let derivedMeetingKey = 9_001
    /// OpenF1's rate for each of `car_data` and `location`, samples a second.
    public static let openF1SampleRate = 3.7

    /// A session made from a TracingInsights checkout's session folder
    /// (`<DRIVER>/laptimes.json`, `<DRIVER>/<lap>_tel.json`) for the cars `numbers` names by code:
    /// its session and meeting (named from the laps' `dataKey`), the drivers, every lap of their
    /// tables (started at `lSD`, with sectors), and for each lap with a `_tel.json` its `car_data`
    /// and `location` at 3.7 Hz each, at instants half a period apart, as integers as OpenF1
    /// sends them. The clock stands two hours after the session, so everything is out and the session settled.
    public convenience init(tracingInsights folder: URL, numbers: [String: Int], circuit: String, country: String) throws {
        var laps: [[String: JSON]] = []
        var carData: [[String: JSON]] = []
        var locations: [[String: JSON]] = []
        var drivers: [[String: JSON]] = []
        var dataKey = ""
        for (code, number) in numbers.sorted(by: { $0.value < $1.value }) {
            let table = try JSONDecoder().decode(
                TracingInsightsLapTable.self, from: Data(contentsOf: folder.appending(path: "\(code)/laptimes.json")))
            drivers.append(Self.driver(code: code, number: number))
            for (row, lap) in table.lap.enumerated() {
                guard let lap, let start = table.start(ofLap: lap) else { continue }
                func at(_ column: [Double?]) -> JSON { row < column.count ? column[row].map(Self.number) ?? .null : .null }  // trap-ok: checked.
                laps.append([
                    "session_key": .number(Decimal(Self.derivedSessionKey)), "meeting_key": .number(Decimal(Self.derivedMeetingKey)),
                    "driver_number": .number(Decimal(number)), "lap_number": .number(Decimal(lap)),
                    "date_start": .string(Self.openF1Date(start.millisecondsSince1970)), "lap_duration": at(table.time),
                    "duration_sector_1": at(table.sector1), "duration_sector_2": at(table.sector2), "duration_sector_3": at(table.sector3),
                    "is_pit_out_lap": .bool(false),
                ])
                let file = folder.appending(path: "\(code)/\(lap)_tel.json")
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                let source = try JSONDecoder().decode(TracingInsightsLap.self, from: Data(contentsOf: file))
                dataKey = source.tel.dataKey ?? dataKey
                let telemetry = try source.telemetry(driver: code, lap: lap, lapTime: table.time(ofLap: lap))
                let (cars, places) = Self.resampled(telemetry, start: start.millisecondsSince1970, number: number)
                carData += cars
                locations += places
            }
        }
        let starts = laps.compactMap { $0["date_start"]?.stringValue.flatMap(Moment.init(iso8601:))?.millisecondsSince1970 }
        guard let first = starts.min(), let last = starts.max() else { throw CocoaError(.fileReadCorruptFile) }
        // "2026-Austrian Grand Prix-Qualifying-RUS-19": the year, the meeting and the session.
        let key = dataKey.split(separator: "-").map(String.init) + ["0", "Grand Prix", "Qualifying"]
        let (year, meeting, session) = (Int(key[0]) ?? 0, key[1], key[2])  // trap-ok: three parts at least.
        let (begin, end) = (first - 60_000, last + 10 * 60_000)
        let place: [String: JSON] = [
            "meeting_key": .number(Decimal(Self.derivedMeetingKey)), "circuit_short_name": .string(circuit), "country_name": .string(country),
            "location": .string(circuit), "gmt_offset": .string("02:00:00"), "year": .number(Decimal(year)),
            "date_start": .string(Self.openF1Date(begin)), "date_end": .string(Self.openF1Date(end)),
        ]
        var sessionFields = place
        sessionFields["session_key"] = .number(Decimal(Self.derivedSessionKey))
        sessionFields["session_name"] = .string(session)
        sessionFields["session_type"] = .string(session)
        var meetingFields = place
        meetingFields["meeting_name"] = .string(meeting)
        meetingFields["meeting_official_name"] = .string("\(meeting) \(year)")
        let records: [String: [Record]] = [
            "sessions": [Self.record(sessionFields)], "meetings": [Self.record(meetingFields)], "drivers": drivers.map(Self.record),
            "laps": laps.map(Self.record), "car_data": Self.published(carData), "location": Self.published(locations),
        ]
        try self.init(
            records: records, startingAt: Moment(millisecondsSince1970: end + 2 * 3_600_000), speed: 0, derivation: Self.tracingInsightsDerivation)
    }

    /// `car_data.json` and `location.json` for a recording's folder, made from `lap` as
    /// `init(tracingInsights:…)` makes them (derived test data, not recorded from OpenF1), dated
    /// from `start` for car `number` of the session and meeting given.
    public static func derivedTelemetryFiles(
        of lap: LapTelemetry, start: Moment, number: Int, session: Int, meeting: Int
    ) -> (carData: Data, location: Data) {
        let (cars, places) = resampled(lap, start: start.millisecondsSince1970, number: number, session: session, meeting: meeting)
        return (JSON.array(cars.map(JSON.object)).data, JSON.array(places.map(JSON.object)).data)
    }

    private static func driver(code: String, number: Int) -> [String: JSON] {
        [
            "driver_number": .number(Decimal(number)), "name_acronym": .string(code), "full_name": .string(code),
            "broadcast_name": .string(code), "first_name": .string(code), "last_name": .string(code), "team_name": .string(""),
            "session_key": .number(Decimal(Self.derivedSessionKey)), "meeting_key": .number(Decimal(Self.derivedMeetingKey)),
        ]
    }

    private static func number(_ value: Double) -> JSON {
        .number(Decimal(string: "\(value)") ?? Decimal(value))
    }

    private static func published(_ rows: [[String: JSON]]) -> [Record] {
        rows.map { fields in
            var record = record(fields)
            record.published = record.date
            return record
        }
    }

    /// The lap at OpenF1's rate: car data at 0, 1/3.7 s, ... to the lap's last sample, positions
    /// half a period later each; channels read on the line between the samples around each
    /// instant (gear, brake and DRS from the sample before), rounded as OpenF1 sends them.
    static func resampled(
        _ lap: LapTelemetry, start: Int, number: Int, session: Int = derivedSessionKey, meeting: Int = derivedMeetingKey
    ) -> (carData: [[String: JSON]], locations: [[String: JSON]]) {
        let samples = lap.samples
        guard let last = samples.last?.time else { return ([], []) }
        let period = 1 / openF1SampleRate
        let common: [String: JSON] = [
            "session_key": .number(Decimal(session)), "meeting_key": .number(Decimal(meeting)), "driver_number": .number(Decimal(number)),
        ]
        // A value out of Int's range (or not a number) is written as it is rather than made whole.
        func whole(_ value: Double?) -> JSON {
            guard let value else { return .null }
            guard let number = Int(exactly: value.rounded()) else { return .number(Decimal(value)) }  // trap-ok: exactly gives nil.
            return .number(Decimal(number))
        }
        var carData: [[String: JSON]] = []
        var locations: [[String: JSON]] = []
        var index = 0
        for (step, shift) in [(0, 0.0), (0, 0.5)].flatMap({ base in (0...Int(last / period) + 1).map { ($0, base.1) } }) {
            let time = (Double(step) + shift) * period
            guard time <= last else { continue }
            index = samples.lastIndex { $0.time <= time } ?? 0
            let before = samples[index]  // trap-ok: an index of samples.
            let after = index + 1 < samples.count ? samples[index + 1] : before  // trap-ok: checked.
            let span = after.time - before.time
            let share = span > 0 ? (time - before.time) / span : 0
            func along(_ a: Double?, _ b: Double?) -> Double? { a.map { a in a + ((b ?? a) - a) * share } }
            var fields = common
            fields["date"] = .string(openF1Date(start + Int((time * 1000).rounded())))  // trap-ok: a lap's seconds.
            if shift == 0 {
                fields["speed"] = whole(along(before.speed, after.speed))
                fields["throttle"] = whole(along(before.throttle, after.throttle))
                fields["rpm"] = whole(along(before.rpm, after.rpm))
                fields["n_gear"] = whole(before.gear.map(Double.init))
                fields["brake"] = .number(before.brake == true ? 100 : 0)
                fields["drs"] = whole(before.drs.map(Double.init))
                carData.append(fields)
            } else {
                fields["x"] = whole(along(before.x, after.x))
                fields["y"] = whole(along(before.y, after.y))
                fields["z"] = whole(along(before.z, after.z))
                locations.append(fields)
            }
        }
        return (carData, locations)
    }
}

import F1Domain

extension TracingInsightsLapTable {
    /// The table's rows as the domain's laps of `driver`: a row without a lap number is left out,
    /// a value out of the domain's range is read as missing.
    package func timedLaps(driver: TimingDriver.ID) -> [TimedLap] {
        lap.indices.compactMap { row -> TimedLap? in
            guard let number = lap[row], (0...999).contains(number) else { return nil }  // trap-ok: an index of `lap`.
            func value(_ column: [Double?]?) -> Double? {
                guard let column, row < column.count else { return nil }
                return column[row].flatMap { (0...100_000).contains($0) ? $0 : nil }  // trap-ok: row < count.
            }
            func text(_ column: [String?]?) -> String? {
                guard let column, row < column.count else { return nil }
                return column[row]  // trap-ok: row < count.
            }
            return TimedLap(
                driver: driver, lap: number, start: text(lapStart).flatMap { Moment(iso8601: $0 + "Z") },
                duration: value(time).flatMap { $0 > 0 ? $0 : nil },
                sector1: value(sector1), sector2: value(sector2), sector3: value(sector3),
                miniSectors1: text(miniSectors1).map(Self.miniSectorCodes), miniSectors2: text(miniSectors2).map(Self.miniSectorCodes),
                miniSectors3: text(miniSectors3).map(Self.miniSectorCodes), isPitOutLap: value(pitOut) != nil,
                speedTrap: value(speedTrap).flatMap { (0...1000).contains($0) ? Int(exactly: $0.rounded()) : nil })  // trap-ok: in 0...1000.
        }
    }

    /// TracingInsights writes a sector's mini-sectors as one digit each, the live feed's segment
    /// status less 2048: 0 yellow (2048), 1 green (2049), 3 purple (2051); 5 stands for the pit
    /// lane (out laps begin with it, in laps end with it), given OpenF1's pit-lane code (2064).
    /// Any other character is a mini-sector not known (nil).
    package static func miniSectorCodes(_ text: String) -> [Int?] {
        text.unicodeScalars.prefix(64).map { scalar -> Int? in
            switch scalar {
            case "0": 2048
            case "1": 2049
            case "3": 2051
            case "5": 2064
            default: nil
            }
        }
    }
}

extension TracingInsightsDriver {
    /// The car as the timing domain names it; nil when its number is not a number.
    package var timingDriver: TimingDriver? {
        guard let number = Int(self.number), (0...999).contains(number) else { return nil }
        // The code names the driver's folder: letters and digits only, so it can name no other.
        guard (1...4).contains(driver.utf8.count),
            driver.utf8.allSatisfy({ $0 < 0x80 && (Character(UnicodeScalar($0)).isLetter || Character(UnicodeScalar($0)).isNumber) })
        else { return nil }
        return TimingDriver(
            id: TimingDriver.ID(number), acronym: driver, fullName: firstName + " " + lastName,
            broadcastName: String(firstName.prefix(1)) + " " + lastName.uppercased(), firstName: firstName, lastName: lastName, teamName: team,
            teamColour: teamColour.flatMap { $0.isEmpty ? nil : $0 })
    }
}

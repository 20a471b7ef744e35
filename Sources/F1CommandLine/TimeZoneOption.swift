import ArgumentParser
import Foundation

/// `--time-zone`: the zone times are shown in, for every program that shows times.
package struct TimeZoneOption: ParsableArguments {
    package init() {}

    @Option(name: .customLong("time-zone"), help: "Show times in this zone: an IANA name such as Europe/Monaco, UTC, or local.")
    package var timeZone: String = "local"

    /// `local` is the system's zone, always there: it is not looked up here, since most reports
    /// show no time and the lookup reads the zone's data.
    package func validate() throws {
        guard timeZone.lowercased() == "local" || resolvedTimeZone != nil else {
            throw ValidationError("Unknown time zone '\(timeZone)': use an IANA name such as Europe/London, or UTC, or local.")
        }
    }

    /// How reports name the zone: as the user wrote it, or the system's zone for `local`.
    package var timeZoneName: String {
        switch timeZone.lowercased() {
        case "local": TimeZone.current.identifier
        case "utc": "UTC"
        default: timeZone
        }
    }

    package var resolvedTimeZone: TimeZone? {
        switch timeZone.lowercased() {
        case "local": TimeZone.current
        case "utc": TimeZone(identifier: "UTC")
        default: TimeZone(identifier: timeZone)
        }
    }
}

import F1Domain

extension F1UI.Live {
    /// "M 12": the compound's initial and the laps the tyres have done.
    public static func tyreText(_ tyre: TyreCompound, age: Int?) -> String {
        let initial =
            switch tyre {
            case .soft: "S"
            case .medium: "M"
            case .hard: "H"
            case .intermediate: "I"
            case .wet: "W"
            case .unknown: "?"
            }
        return age.map { "\(initial) \($0)" } ?? initial
    }

    /// What the track is under, in a few words.
    public static func statusText(_ track: TrackFlag, isFinished: Bool) -> String {
        if isFinished { return "Chequered flag" }
        return switch track {
        case .notStarted: "Not started"
        case .green: "Racing"
        case .safetyCar: "Safety car"
        case .safetyCarEnding: "Safety car in this lap"
        case .virtualSafetyCar: "Virtual safety car"
        case .virtualSafetyCarEnding: "Virtual safety car ending"
        case .red: "Red flag"
        case .chequered: "Chequered flag"
        }
    }

    /// How the official result classified a car it gave no place.
    public static func officialText(_ classification: Classification) -> String {
        switch classification {
        case .disqualified: "Disqualified"
        case .excluded: "Excluded"
        case .withdrawn: "Did not start"
        case .failedToQualify: "Did not qualify"
        case .notClassified: "Not classified"
        case .retired: "Out"
        case .classified: ""
        }
    }

    /// "Air 24.1 °C · Track 41.3 °C · Dry · Wind 2.1 m/s from the SE": a weather reading in one
    /// line; rain as the feed gives it (its amount when more than a yes).
    public static func weatherText(_ reading: WeatherReading) -> String {
        let rain =
            switch reading.rainfall {
            case 0: "Dry"
            case 1: "Rain"
            default: "Rain \(reading.rainfall)"
            }
        let wind = "Wind " + tenths(reading.windSpeed) + " m/s from the " + compassPoint(reading.windDirection)
        return [
            "Air " + tenths(reading.airTemperature) + " °C",
            "Track " + tenths(reading.trackTemperature) + " °C", rain, wind,
        ].joined(separator: " · ")
    }

    /// "24.1", "-3.0": to a tenth.
    static func tenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())  // trap-ok: a reading's range keeps it small.
        let sign = tenths < 0 ? "-" : ""
        return sign + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// "N", "NE", … "NW": the nearest of eight compass points to a bearing in degrees.
    static func compassPoint(_ degrees: Int) -> String {
        let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        let index = ((degrees % 360 + 360) % 360 * 2 + 45) / 90 % 8
        return points[index]  // trap-ok: modulo 8.
    }

    /// "45 s behind live (delay)", "Paused, 1:20 behind live", "Rewound, 3:05 behind live, 2×".
    public static func playbackText(_ playback: LivePlayback) -> String {
        let behind = spanText(milliseconds: playback.behindLiveMilliseconds) + " behind live"
        if playback.isPaused { return "Paused, " + behind }
        if playback.followsLive { return behind + " (delay)" }
        return "Rewound, " + behind + ", " + speedText(playback.speed)
    }

    /// "45 s", "3:05", "1:02:03": a span to the second.
    public static func spanText(milliseconds: Int) -> String {
        let seconds = max(0, milliseconds) / 1000
        if seconds < 60 { return "\(seconds) s" }
        let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
        let rest = F1UI.Format.twoDigits(seconds % 60)
        return hours > 0 ? "\(hours):\(F1UI.Format.twoDigits(minutes)):\(rest)" : "\(minutes):\(rest)"
    }

    /// "2×", "0.25×", "1.5×".
    public static func speedText(_ speed: Double) -> String {
        let whole = speed.rounded()
        return (whole == speed && abs(whole) < 1e6 ? String(Int(whole)) : String(speed)) + "×"  // trap-ok: checked to be small and whole
    }

    /// "17:26:02 UTC".
    public static func clockText(_ moment: Moment) -> String {
        let time = moment.timeOfDay
        return F1UI.Format.twoDigits(time.hours) + ":" + F1UI.Format.twoDigits(time.minutes) + ":" + F1UI.Format.twoDigits(time.seconds) + " UTC"
    }
}

extension F1UI.Format {
    /// "1st", "2nd", "3rd", "8th", "11th", "21st".
    public static func ordinal(_ value: Int) -> String {
        let suffix =
            switch (value % 10, value % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(value)\(suffix)"
    }
}

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

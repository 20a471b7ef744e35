import Foundation

// Hand-written from the meaning of Schemas/Domain (Season, Race, RaceResult), not from the
// generator's output: the fixture/domain form keys every value by its field name; dates are
// YYYY-MM-DD, times HH:MM:SSZ, lap times m:ss.SSS. Tests compare these with the generated types.

struct ReferenceSeason: Codable, Equatable {
    var year: Int
    var url: URL?
}

struct ReferenceLocation: Codable, Equatable {
    var locality: String
    var country: String
    var latitude: Double?
    var longitude: Double?
}

struct ReferenceCircuit: Codable, Equatable {
    var id: String
    var name: String
    var location: ReferenceLocation
    var url: URL?
}

struct ReferenceSession: Codable, Equatable {
    var date: String
    var startTime: String?
}

struct ReferenceRace: Codable, Equatable {
    var season: Int
    var round: Int
    var name: String
    var circuit: ReferenceCircuit
    var date: String
    var startTime: String?
    var url: URL?
    /// A QualifyingFormat's wire value, e.g. "KNOCKOUT".
    var qualifyingFormat: String?
    var firstPractice: ReferenceSession?
    var secondPractice: ReferenceSession?
    var thirdPractice: ReferenceSession?
    var qualifying: ReferenceSession?
    var sprintQualifying: ReferenceSession?
    var sprint: ReferenceSession?
}

struct ReferenceDriver: Codable, Equatable {
    var id: String
    var givenName: String
    var familyName: String
    var code: String?
    var permanentNumber: Int?
    var dateOfBirth: String?
    var nationality: String?
    var url: URL?
}

struct ReferenceConstructor: Codable, Equatable {
    var id: String
    var name: String
    var nationality: String?
    var url: URL?
}

struct ReferenceRaceTime: Codable, Equatable {
    var milliseconds: Int?
    var display: String
}

struct ReferenceFastestLap: Codable, Equatable {
    var rank: Int?
    var lap: Int?
    var time: String?
    var averageSpeed: Double?
}

struct ReferenceRaceResult: Codable, Equatable {
    var position: Int
    var positionText: String
    var classification: String
    var number: Int?
    var driver: ReferenceDriver
    var constructor: ReferenceConstructor
    var engine: String?
    var sharedCar: Bool
    var grid: Int?
    var laps: Int
    var status: String
    var time: ReferenceRaceTime?
    var points: Double
    var fastestLap: ReferenceFastestLap?

    enum CodingKeys: String, CodingKey {
        case position, positionText, classification, number, driver, constructor, engine, sharedCar, grid, laps, status, time, points, fastestLap
    }

    init(
        position: Int, positionText: String, classification: String, number: Int?, driver: ReferenceDriver,
        constructor: ReferenceConstructor, engine: String?, sharedCar: Bool, grid: Int?, laps: Int, status: String,
        time: ReferenceRaceTime?, points: Double, fastestLap: ReferenceFastestLap?
    ) {
        self.position = position
        self.positionText = positionText
        self.classification = classification
        self.number = number
        self.driver = driver
        self.constructor = constructor
        self.engine = engine
        self.sharedCar = sharedCar
        self.grid = grid
        self.laps = laps
        self.status = status
        self.time = time
        self.points = points
        self.fastestLap = fastestLap
    }

    // The schema gives classification the default `classified`, points 0 and sharedCar false.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        position = try container.decode(Int.self, forKey: .position)
        positionText = try container.decode(String.self, forKey: .positionText)
        classification = try container.decodeIfPresent(String.self, forKey: .classification) ?? "classified"
        number = try container.decodeIfPresent(Int.self, forKey: .number)
        driver = try container.decode(ReferenceDriver.self, forKey: .driver)
        constructor = try container.decode(ReferenceConstructor.self, forKey: .constructor)
        engine = try container.decodeIfPresent(String.self, forKey: .engine)
        sharedCar = try container.decodeIfPresent(Bool.self, forKey: .sharedCar) ?? false
        grid = try container.decodeIfPresent(Int.self, forKey: .grid)
        laps = try container.decode(Int.self, forKey: .laps)
        status = try container.decode(String.self, forKey: .status)
        time = try container.decodeIfPresent(ReferenceRaceTime.self, forKey: .time)
        points = try container.decodeIfPresent(Double.self, forKey: .points) ?? 0
        fastestLap = try container.decodeIfPresent(ReferenceFastestLap.self, forKey: .fastestLap)
    }
}

struct ReferenceRaceResults: Codable, Equatable {
    var race: ReferenceRace
    var results: [ReferenceRaceResult]
}

/// The parts of the demo dataset the references cover; other keys are ignored.
struct ReferenceDemo: Decodable {
    var races: [ReferenceRace]
    var results: [ReferenceRaceResults]
}

struct ReferenceSeasons: Decodable {
    var seasons: [ReferenceSeason]
}

import F1Domain
import Foundation

extension OpenF1Decoding {
    /// `/v1/car_data`'s records (or a recording's `car_data.json`), in the order sent.
    package func carData(from body: Data) throws -> [CarDataRecord] {
        if !isStrict, let records = JSONRecords.decode(OpenF1CarData.self, from: body), let mapped = try? records.map({ try $0.toCarDataRecord() }) {
            return mapped
        }
        return try records(OpenF1CarData.self, from: body, endpoint: .carData, map: { try $0.toCarDataRecord() })
    }

    /// `/v1/location`'s records (or a recording's `location.json`), in the order sent.
    package func positions(from body: Data) throws -> [CarPositionRecord] {
        if !isStrict, let records = JSONRecords.decode(OpenF1Location.self, from: body),
            let mapped = try? records.map({ try $0.toCarPositionRecord() })
        {
            return mapped
        }
        return try records(OpenF1Location.self, from: body, endpoint: .location, map: { try $0.toCarPositionRecord() })
    }
}

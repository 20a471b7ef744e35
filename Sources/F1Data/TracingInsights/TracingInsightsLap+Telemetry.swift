import F1Domain

/// Why a TracingInsights file could not be made into telemetry, in one sentence.
package struct TracingInsightsError: Error, Equatable, CustomStringConvertible {
    package let description: String
}

extension TracingInsightsLap {
    /// The lap as the domain's telemetry. The file's channels are lists of one length; a sample
    /// without a time or a speed, or whose time runs back before the last one kept, is left out
    /// (the files have real gaps of a second, which are kept as they are). A channel of another
    /// length than `time` is refused, since its samples could not be matched to their instants.
    package func telemetry(driver: String, lap: Int, lapTime: Double?) throws(TracingInsightsError) -> LapTelemetry {
        let channels = tel
        let count = channels.time.count
        let lengths: [(String, Int)] = [
            ("distance", channels.distance.count), ("speed", channels.speed.count), ("throttle", channels.throttle.count),
            ("brake", channels.brake.count), ("gear", channels.gear.count), ("rpm", channels.rpm.count), ("drs", channels.drs.count),
            ("x", channels.x.count), ("y", channels.y.count), ("z", channels.z.count),
        ]
        if let (name, length) = lengths.first(where: { $0.1 != count }) {
            throw TracingInsightsError(description: "The lap's \(name) has \(length) samples where its time has \(count); the file is damaged.")
        }
        var samples: [TelemetrySample] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            // trap-ok: every channel was checked to hold `count` values.
            guard let time = channels.time[index], let speed = channels.speed[index], (0...100_000).contains(time), (0...500).contains(speed),
                time >= (samples.last?.time ?? 0)
            else { continue }
            samples.append(
                TelemetrySample(
                    time: time, distance: channels.distance[index].flatMap { (0...1_000_000).contains($0) ? $0 : nil }, speed: speed,
                    throttle: channels.throttle[index].flatMap { (0...104).contains($0) ? $0 : nil }, brake: channels.brake[index].map { $0 != 0 },
                    gear: channels.gear[index].flatMap { (0...9).contains($0) ? $0 : nil },
                    rpm: channels.rpm[index].flatMap { (0...20_000).contains($0) ? $0 : nil },
                    drs: channels.drs[index].flatMap { (0...20).contains($0) ? $0 : nil }, x: Self.position(channels.x[index]),
                    y: Self.position(channels.y[index]), z: Self.position(channels.z[index])))
        }
        guard samples.count >= 2 else {
            throw TracingInsightsError(
                description: "The lap has \(samples.count == 0 ? "no sample" : "one sample") with a time and a speed; there is no trace to draw.")
        }
        // A distance that runs back is the file's, not the car's: the lap's distances are then
        // all integrated from its speed instead.
        let distances = samples.compactMap(\.distance)
        if distances.count != samples.count || zip(distances, distances.dropFirst()).contains(where: { $1 < $0 }) {
            for index in samples.indices { samples[index].distance = nil }  // trap-ok: indices of the array it walks.
        }
        return LapTelemetry(driver: driver, lap: lap, lapTime: lapTime, samples: samples)
    }

    private static func position(_ value: Double?) -> Double? {
        value.flatMap { (-1_000_000...1_000_000).contains($0) ? $0 : nil }
    }
}

extension TracingInsightsLapTable {
    /// The time of lap `number`, nil when the table has no time for it.
    package func time(ofLap number: Int) -> Double? {
        guard let row = lap.firstIndex(of: number), row < time.count else { return nil }
        return time[row].flatMap { $0 > 0 ? $0 : nil }  // trap-ok: row < time.count.
    }
}

extension TracingInsightsCorners {
    /// The corners with a number and a distance, in order round the lap.
    package var corners: [TrackCorner] {
        let letters = letter ?? []
        return number.indices.compactMap { index -> TrackCorner? in
            guard let number = number[index], (1...99).contains(number), index < distance.count,  // trap-ok: an index of `number`.
                let distance = distance[index], (0...1_000_000).contains(distance)  // trap-ok: index < distance.count.
            else { return nil }
            let letter = index < letters.count ? letters[index] : nil  // trap-ok: index < letters.count.
            return TrackCorner(
                number: number, letter: letter.flatMap { $0.isEmpty ? nil : $0 }, distance: distance,
                x: index < x.count ? x[index] : nil, y: index < y.count ? y[index] : nil)  // trap-ok: bounds checked.
        }
        .sorted { $0.distance < $1.distance }
    }
}

extension TracingInsightsLapTable {
    /// When lap `number` began (`lSD`, UTC without an offset), nil when the table does not say.
    package func start(ofLap number: Int) -> Moment? {
        guard let row = lap.firstIndex(of: number), let dates = lapStart, row < dates.count else { return nil }
        guard let text = dates[row] else { return nil }  // trap-ok: row < count.
        return Moment(iso8601: text.hasSuffix("Z") || text.contains("+") ? text : text + "Z")
    }
}

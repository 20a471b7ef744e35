import Foundation
import Testing

@testable import F1Data

/// The columns fast path for TracingInsights' files gives exactly what `Decodable` gives, or
/// declines and lets `Decodable` answer: never another value, never a crash.
@Suite struct JSONColumnsTests {
    static var austria: URL { TracingInsightsFolder.root }

    static func decodable<T: Decodable>(_ type: T.Type, _ body: String) -> T? {
        try? JSONDecoder().decode(T.self, from: Data(body.utf8))
    }

    /// Read by the fast path, each the same as through `Decodable`.
    @Test(arguments: [
        #"{"time":[0.0,0.049],"distance":["None",1.5],"rel_distance":[],"speed":[null,288],"throttle":[1,2],"brake":[0,1],"gear":[7,"None"],"rpm":[1e4,-0],"drs":[8,12],"x":[-1.25,3],"y":[2E2,0.000123],"z":[1,2],"DriverAhead":["None","63"],"DistanceToDriverAhead":[1,2],"acc_x":[1,2],"acc_y":[1,2],"acc_z":[1,2],"dataKey":"2026-A-Q-RUS-19"}"#,
        " {\n \"time\" : [ ] , \"distance\":[],\"rel_distance\":[],\"speed\":[],\"throttle\":[],\"brake\":[],\"gear\":[],\"rpm\":[],\"drs\":[],\"x\":[],\"y\":[],\"z\":[],\"DriverAhead\":[],\"DistanceToDriverAhead\":[],\"acc_x\":[],\"acc_y\":[],\"acc_z\":[],\"extra\":{\"a\":[1,{\"b\":null}]}} ",
        #"{"time":["None"],"distance":["None"],"rel_distance":["None"],"speed":["None"],"throttle":["None"],"brake":["None"],"gear":["None"],"rpm":["None"],"drs":["None"],"x":["None"],"y":["None"],"z":["None"],"DriverAhead":["None"],"DistanceToDriverAhead":["None"],"acc_x":["None"],"acc_y":["None"],"acc_z":["None"],"dataKey":null}"#,
    ])
    func plainChannelsAreReadAsDecodableReadsThem(_ body: String) throws {
        let fast = try #require(JSONColumns.decode(TracingInsightsChannels.self, from: Data(body.utf8)))
        #expect(fast == Self.decodable(TracingInsightsChannels.self, body))
    }

    static let plain =
        #""distance":[],"rel_distance":[],"speed":[],"throttle":[],"brake":[],"gear":[],"rpm":[],"drs":[],"x":[],"y":[],"z":[],"DriverAhead":[],"DistanceToDriverAhead":[],"acc_x":[],"acc_y":[],"acc_z":[]"#

    /// Declined, so `Decodable` reads them or says what is wrong.
    @Test(arguments: [
        "", "{", "[]", "{}", "{\(plain)}", "{\"time\":[1],\(plain)} x", "{\"time\":[1,],\(plain)}", "{\"time\":[1]\(plain)}",
        "{\"time\":null,\(plain)}", "{\"time\":[NaN],\(plain)}", "{\"time\":[1e400],\(plain)}", "{\"time\":[\"none\"],\(plain)}",
        "{\"time\":[true],\(plain)}", "{\"time\":[[1]],\(plain)}", "{\"time\":[1],\"time\":[2],\(plain)}", "{\"time\":[.5],\(plain)}",
        "{\"time\":[1],\(plain.replacingOccurrences(of: "\"gear\":[]", with: "\"gear\":[1.0]"))}",
        "{\"time\":[1],\(plain.replacingOccurrences(of: "\"DriverAhead\":[]", with: "\"DriverAhead\":[\"6\\\"3\"]"))}",
        "{\"time\":[1],\(plain.replacingOccurrences(of: "\"DriverAhead\":[]", with: "\"DriverAhead\":[6 3]"))}",
        "{\"time\":[1],\(plain),\"deep\":\(String(repeating: "[", count: 200))\(String(repeating: "]", count: 200))}",
    ])
    func otherTextIsDeclined(_ body: String) {
        #expect(JSONColumns.decode(TracingInsightsChannels.self, from: Data(body.utf8)) == nil)
    }

    /// Text that is not UTF-8 is declined wherever it is, a value read, one passed over or a key,
    /// and `Decodable` refuses it or reads it (the fuzzer's first finding: the scanner took any
    /// byte, and made a value `Decodable` refused).
    @Test(arguments: ["\"dataKey\":\"see \u{FF}\"", "\"DriverAhead\":[\"\u{FF}\"]", "\"\u{FF}\":1"])
    func textThatIsNotUTF8IsDeclined(_ member: String) {
        var body = Array("{\"time\":[1],\(Self.plain),\(member)}".utf8)
        // U+00FF is C3 BF in UTF-8: drop the C3 to leave a lone continuation byte.
        guard let lead = body.firstIndex(of: 0xC3) else {
            Issue.record("no U+00FF in \(member)")
            return
        }
        body.remove(at: lead)
        #expect(JSONColumns.decode(TracingInsightsChannels.self, from: Data(body)) == nil)
    }

    /// A lap file wraps its channels in `tel`; a lap table and the corners are columns as well.
    @Test func theNestedLapAndTheOtherFilesAreColumnsToo() throws {
        let lap = "{\"tel\":{\"time\":[0.5,1],\(Self.plain)}}"
        let fast = try #require(JSONColumns.decode(TracingInsightsLap.self, from: Data(lap.utf8)))
        #expect(fast.tel.time == [0.5, 1] && fast == Self.decodable(TracingInsightsLap.self, lap))
        #expect(JSONColumns.decode(TracingInsightsLap.self, from: Data("{\"tel\":{},\"x\":1}".utf8)) == nil)
        let table =
            #"{"time":["None",67.811],"lap":[1,2],"s1":[1,2],"s2":[1,2],"s3":[1,2],"compound":["SOFT",null],"drv":["RUS","RUS"],"vst":[300.5,"None"]}"#
        let fastTable = try #require(JSONColumns.decode(TracingInsightsLapTable.self, from: Data(table.utf8)))
        #expect(fastTable.time == [nil, 67.811] && fastTable.speedTrap == [300.5, nil] && fastTable.lapStart == nil)
        #expect(fastTable == Self.decodable(TracingInsightsLapTable.self, table))
        let corners = #"{"CornerNumber":[1,2],"X":[1,2],"Y":[1,2],"Distance":[10,20],"Angle":[0,90],"Rotation":92.5}"#
        let fastCorners = try #require(JSONColumns.decode(TracingInsightsCorners.self, from: Data(corners.utf8)))
        #expect(fastCorners.rotation == 92.5 && fastCorners == Self.decodable(TracingInsightsCorners.self, corners))
    }

    /// Every file of the Austrian session is read by the fast path, as `Decodable` reads it.
    @Test(.enabled(if: TracingInsightsFolder.isPresent, "needs ../shared/data/telemetry"))
    func theRealFilesReadTheSameBothWays() throws {
        for name in ["RUS/19_tel.json", "LEC/14_tel.json"] {
            let data = try Data(contentsOf: Self.austria.appending(path: name))
            let fast = try #require(JSONColumns.decode(TracingInsightsLap.self, from: data), "\(name) declined")
            #expect(fast == (try JSONDecoder().decode(TracingInsightsLap.self, from: data)))
            #expect(fast.tel.time.count > 400)
        }
        for name in ["RUS/laptimes.json", "LEC/laptimes.json"] {
            let data = try Data(contentsOf: Self.austria.appending(path: name))
            let fast = try #require(JSONColumns.decode(TracingInsightsLapTable.self, from: data), "\(name) declined")
            #expect(fast == (try JSONDecoder().decode(TracingInsightsLapTable.self, from: data)))
        }
        let corners = try Data(contentsOf: Self.austria.appending(path: "corners.json"))
        #expect(
            try #require(JSONColumns.decode(TracingInsightsCorners.self, from: corners))
                == (try JSONDecoder().decode(TracingInsightsCorners.self, from: corners)))
    }

    /// The scanner's numbers are the standard library's, to the last bit: decimals of every
    /// length and scale, exponents, and the edges of the exact fast path.
    @Test func numbersAreTheNearestDoubles() throws {
        var generator = SplitMix64(seed: 43)  // the demo's, so a failure names a number that fails again
        var texts = [
            "0", "-0", "9007199254740993", "9007199254740992", "1e22", "1e23", "123456789012345678901", "0.1", "4.35", "2.2250738585072014e-308",
            "1.7976931348623157e308", "10883.642742857142", "0.0017311013150298241", "7.086996419304618e-05", "9999999999999999999",
            "0.9999999999999999999", "1234567890123456789.5",
        ]
        for _ in 0..<200_000 {
            let digits = String(generator.next() % 10_000_000_000_000_000_000)
            let point = Int(generator.next() % UInt64(digits.count + 1))
            var text = String(digits.prefix(point)) + (point < digits.count ? "." + digits.dropFirst(point) : "")
            if text.hasPrefix(".") { text = "0" + text }
            if generator.next() % 4 == 0 { text += "e" + String(Int(generator.next() % 60) - 30) }
            if generator.next() % 2 == 0 { text = "-" + text }
            texts.append(text)
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let parsed = bytes.withUnsafeBufferPointer { buffer -> Double? in
                var scanner = JSONScanner(bytes: buffer)
                var slot = JSONScanner.Slot()
                guard scanner.scalar(&slot), slot.kind == .number else { return nil }
                return scanner.double(slot)
            }
            let expected = try #require(Double(text), "\(text)")
            #expect(parsed?.bitPattern == expected.bitPattern, "\(text)")
        }
    }
}

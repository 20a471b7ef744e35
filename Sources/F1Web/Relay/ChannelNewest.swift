import Foundation

/// What a publisher that starts learns from nchan before its first post: the stamp of the
/// channel's newest message, read at the publisher endpoint's `/newest` (a longpoll subscriber
/// location beside it, deploy/nginx.conf). The channel's size is asked first, at the endpoint
/// itself: nchan 1.3.6 can crash a worker whose subscriber asks an empty channel for its newest
/// message (docs/deploy.md), so an empty one is never asked.
package enum ChannelNewest {
    /// An answer: its status and body.
    package typealias Get = @Sendable (URL, [String: String]) async throws -> (status: Int, body: String)

    /// The newest stamp (nil: start at update 1), and the one line for standard error that says what was found.
    package static func read(endpoint: URL, get: Get) async -> (stamp: NchanStamp?, notice: String) {
        let start = "publishing starts at update 1."
        let newest = endpoint.appendingPathComponent("newest")
        do {
            let info = try await get(endpoint, ["Accept": "text/json"])
            // nchan answers 404 for a channel with no message yet.
            if info.status == 404 || messages(inInfo: info.body) == 0 { return (nil, "the channel at \(endpoint.absoluteString) is empty; \(start)") }
            guard info.status == 200 else { return (nil, "\(endpoint.absoluteString) answered \(info.status) when asked for its channel; \(start)") }
            let answer = try await get(newest, [:])
            guard answer.status == 200 else { return (nil, "\(newest.absoluteString) answered \(answer.status), not the newest message; \(start)") }
            guard let stamp = NchanStamp.parse(answer.body) else {
                return (nil, "the newest message at \(newest.absoluteString) has no f1web stamp, so it is left aside; \(start)")
            }
            let next = stamp.part == .summary ? "update \(stamp.update)'s board" : "update \(stamp.update + 1)"
            return (stamp, "the channel's newest message is update \(stamp.update)'s \(stamp.part.rawValue); publishing carries on with \(next).")
        } catch {
            return (nil, "nchan did not answer at \(endpoint.absoluteString) (\(LivePublisher.reason(error))); \(start)")
        }
    }

    /// The part of nchan's channel info (`Accept: text/json`) a publisher needs.
    private struct ChannelInfo: Decodable {
        var messages: Int
    }

    /// How many messages nchan's channel info says the channel holds; nil for a body that is not
    /// that JSON.
    static func messages(inInfo body: String) -> Int? {
        (try? JSONDecoder().decode(ChannelInfo.self, from: Data(body.utf8)))?.messages
    }
}

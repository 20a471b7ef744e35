import ArgumentParser
import F1CommandLine
import F1DataNIO
import F1Web
import Foundation
import UnixSignals

extension F1WebCommand {
    /// `--publish URL`: the one process that follows the live race, as a server does, posting each
    /// update to nchan instead of serving viewers. It listens on no port. It stops at SIGTERM,
    /// SIGINT or SIGHUP, or once a race that does not repeat has ended and its last update is out.
    /// Before its first post it reads the channel's newest message, and carries on after it
    /// (`PublisherContinuation`): a restart shows viewers no repeated or missing update.
    func publish(to url: URL, sources: DataSource) async throws {
        if case .f1db = sources {
            Terminal().complain("f1db has no lap times, so there is no live race to publish: use the demo data, --replay DIR or --openf1.")
            throw ExitCode.failure
        }
        // A broker on the same machine answers in milliseconds; five seconds marks it gone.
        try await NIOHTTPClient.run(timeout: .seconds(5), idleTimeout: .seconds(5)) { client in
            let newest = await ChannelNewest.read(endpoint: url) { address, headers in
                let answer = try await client.get(address, headers: headers)
                return (answer.status, String(decoding: answer.body, as: UTF8.self))
            }
            Terminal().complain(newest.notice)
            guard let follower = try await liveFollower(sources, after: newest.stamp) else { throw ExitCode.failure }
            let continuation = PublisherContinuation(after: newest.stamp)
            let publisher = LivePublisher(endpoint: url.absoluteString, continuation: continuation, notice: { Terminal().complain($0) }) {
                message in
                let answer = try await client.post(url, headers: message.headers, body: Data(message.body.utf8))
                guard (200..<300).contains(answer.status) else { throw LivePublisher.Refusal(status: answer.status) }
            }
            follower.feed.observePublishing { publisher.enqueue($0) }
            Terminal().write("f1web: publishing \(sources.races.info.name) to \(url.absoluteString) (Ctrl-C stops)\n")
            await Self.relay(follower, through: publisher)
        }
    }

    /// Runs the follower and the publisher until a signal, or until a race that does not repeat
    /// has ended and its last updates are out (ten seconds at most).
    private static func relay(_ follower: LiveFollower, through publisher: LivePublisher) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await publisher.run() }
            group.addTask {
                await follower.run()
                let deadline = ContinuousClock.now + .seconds(10)
                while publisher.waiting > 0, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(50)) }
            }
            group.addTask {
                for await _ in await UnixSignalsSequence(trapping: .sigterm, .sigint, .sighup) { break }
            }
            await group.next()
            group.cancelAll()
        }
    }
}

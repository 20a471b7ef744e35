import F1TestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The running f1web as an operator meets it: a descriptor limit, signals, an IPv6 address, and
/// an f1db tree taken away and put back.
@Suite struct ServedOperationsTests {
    /// 1,100 idle connections under a limit of 1,024 descriptors, then a request: it is answered,
    /// because past its connection limit the server closes the idle ones that waited longest. The
    /// connections are held by bash in a process of its own: this test process stays far below
    /// the ~1,360 descriptors at which Foundation's Process.run() can crash (docs/ARCHITECTURE.md).
    @Test func aRequestIsAnsweredPastMoreIdleConnectionsThanDescriptors() async throws {
        try await ServedSite.serving([], descriptorLimit: 1024) { site in
            let output = FileManager.default.temporaryDirectory.appending(path: "f1web-idle-\(UUID().uuidString).out")
            defer { try? FileManager.default.removeItem(at: output) }
            let script = """
                ulimit -n 2048 || exit 1
                for i in $(seq 1100); do exec {fd}<>/dev/tcp/127.0.0.1/\(site.port) || exit 1; done
                echo held; exec sleep 120
                """
            let holder = try ServedSite.spawn("/bin/bash", ["/bin/bash", "-c", script], output: output)
            defer {
                kill(holder, SIGKILL)
                _ = waitpid(holder, nil, 0)
            }
            let held = await RawHTTP.onThread { () -> Bool in
                let end = ContinuousClock.now + .seconds(30)
                while ContinuousClock.now < end {
                    if ((try? String(contentsOf: output, encoding: .utf8)) ?? "").contains("held") { return true }
                    var status: Int32 = 0
                    if waitpid(holder, &status, WNOHANG) == holder { return false }
                    usleep(20_000)
                }
                return false
            }
            try #require(held, "bash did not open 1,100 connections: \((try? String(contentsOf: output, encoding: .utf8)) ?? "")")
            // The request waits behind the 1,100 in the kernel's queue until f1web has accepted
            // them (closing the idle ones that waited longest): seconds for a debug build beside
            // the whole suite on two cores.
            let answer = try await RawHTTP.exchange(
                port: site.port, "GET /2025/standings/drivers HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n",
                deadline: .seconds(60) * ProcessRunner.deadlineScale)
            #expect(answer.statusLine == "HTTP/1.1 200 OK")
            #expect(answer.text.contains("</html>"))
        }
    }

    /// Started with a soft limit of 256 descriptors under a higher hard one, f1web runs with the
    /// hard one: a shell's soft limit would cap the connections far below what the kernel allows.
    @Test func theSoftDescriptorLimitIsRaisedToTheHardOne() async throws {
        let site = try await ServedSite.start([], softDescriptorLimit: 256)
        let limits = try String(contentsOfFile: "/proc/\(site.pid)/limits", encoding: .utf8)
        let files = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max open files") })
        let numbers = files.split(separator: " ").compactMap { Int($0) }
        #expect(numbers.count == 2 && numbers[0] == numbers[1] && numbers[0] > 256, "\(files)")
        #expect(await site.stop() == 0)
    }

    @Test func sighupDrainsAndExitsAsSIGTERMDoes() async throws {
        let site = try await ServedSite.start([])
        let answer = try await RawHTTP.exchange(port: site.port, "GET /2025 HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
        #expect(answer.statusLine == "HTTP/1.1 200 OK")
        #expect(await site.stop(SIGHUP) == 0)
    }

    @Test(.enabled(if: Self.hasIPv6Loopback, "this machine has no IPv6 loopback"))
    func anIPv6HostIsTakenAndPrintedInBrackets() async throws {
        for host in ["[::1]", "::1"] {
            try await ServedSite.serving(["--host", host]) { site in
                #expect(site.url == "http://[::1]:\(site.port)/")
                let answer = try await RawHTTP.exchange(
                    port: site.port, "GET /2025 HTTP/1.1\r\nHost: [::1]\r\nConnection: close\r\n\r\n", ipv6: true)
                #expect(answer.statusLine == "HTTP/1.1 200 OK")
            }
        }
    }

    /// A failure is not remembered: after the tree is put back, the next request succeeds. The
    /// season's races are taken away, then replaced by a file where the folder was.
    @Test(arguments: ["removed", "replaced by a file"])
    func anF1dbOutageEndsWhenTheTreeIsBack(_ damage: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "f1web-outage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try SmallF1db.write(in: folder)
        let races = data.appending(path: "seasons/2000/races")
        let aside = folder.appending(path: "races-aside")
        try await ServedSite.serving(["--f1db", data.path]) { site in
            let request = "GET /2000/standings/drivers HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"
            try FileManager.default.moveItem(at: races, to: aside)
            if damage == "replaced by a file" { try "not a folder".write(to: races, atomically: false, encoding: .utf8) }
            let during = try await RawHTTP.exchange(port: site.port, request)
            #expect(!during.statusLine.hasPrefix("HTTP/1.1 200"), "\(during.statusLine)")
            try? FileManager.default.removeItem(at: races)
            try FileManager.default.moveItem(at: aside, to: races)
            let after = try await RawHTTP.exchange(port: site.port, request)
            #expect(after.statusLine == "HTTP/1.1 200 OK")
            #expect(after.text.contains("Alex Ace"))
        }
    }

    static var hasIPv6Loopback: Bool {
        let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0 }
        }
    }
}
